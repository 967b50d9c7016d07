// The contract's values that screens show or compare with (states, kinds, codes, limits), in a
// module without schemas: a screen that imports a value from a schema file loads zod with it,
// and most screens have no form; a form loads its schema on first use (components/common/
// schemaResolver.ts; issue 15). The schema files import them from here.

import type { ProfileData } from './my';
import type { Product } from './memberProduct';

// Me (profile.ts)

/** Spec §4 / §9: a member awaiting upgrade has this many days to reach VIP. */
export const UPGRADE_CYCLE_DAYS = 45;
/** Codes of the profile refusals (the upstream's; `notVerified` is answered by the BFF itself). */
export const PROFILE_CODES = {
  invalid: 30300, // a field the upstream refuses
  badCode: 30302, // wrong, expired or unsent code (the message says which)
  badPassword: 30303, // the old login or level-2 password is wrong
  noContact: 30305, // nothing bound on that channel (security tip)
  wait: 30306, // a code was sent moments ago, or codes are locked
  taken: 30307, // the phone or e-mail is another member's
  same: 30308, // the new value is the one already bound / the old password
  notVerified: 40310, // BFF: no fresh verified step in this session
} as const;

// Sign-in (auth.ts)

/** Which verification channels are bound (a missing profile: none). */
export const verifyRuleOf = (profile?: ProfileData) => ({
  phone: profile?.verify_rule.phone === 1,
  email: profile?.verify_rule.email === 1,
});

// The network (network.ts)

/** Levels a placement window may show below its root (issue 4: default 4, selectable 3–6; a
 *  6-level window holds up to 1 + 2 + … + 64 = 127 members). */
export const WINDOW_LEVELS = [3, 4, 5, 6] as const;
/** Upstream codes of the network calls (beside spec §8's). */
export const NETWORK_CODES = {
  notInDownline: 31001, // the account is not in the operator's tree
} as const;
/** Codes of patlas/register's refusals (the stub's; msg says which rule); the add-member checks use them too. */
export const REGISTER_CODES = {
  invalid: 31200, // a field breaks the schema (msg names it)
  taken: 31201, // account, phone or ID number already used
  badReferee: 31202, // referee not in the operator's invitation chart
  badSponsor: 31203, // sponsor not in the operator's downline, or the position is taken
  notVip: 31204, // the sponsor is not a VIP: "Unable to add members"
  rightNotDirect: 31205, // a right placement whose referee is not the sponsor
  badPass2: 31206, // wrong level-2 password: "Error, please re-enter"
  badIdentity: 31207, // the real-name check failed (pservice/aliyuncs)
} as const;

// Promoters (promoter.ts)

/** Application states (spec §4): 0 is pending, the others are the grade granted. */
export const PROMOTER_STATES = [0, 1, 2, 3, 4] as const; // In application, Qualified, Excellent, Outstanding, Second outstanding
export const PENDING = 0;

// Funds (capital.ts)

export const WITHDRAW_FEE_PERCENT = 5; // spec §9: "a 5% fee from June 1"
/** Integer cents of a decimal string ("1500.5" → 150050n); undefined when it is not one. */
export function centsOf(decimal: string): bigint | undefined {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!m) return undefined;
  const cents = BigInt(m[2]) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** "150050" cents → "1500.50". */
export function decimalOf(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** The withdrawal fee (rounded half up to the cent) and the net paid out, for whole units. */
export function withdrawFee(units: string, percent = WITHDRAW_FEE_PERCENT): { fee: string; net: string } {
  const cents = BigInt(units) * 100n;
  const fee = (cents * BigInt(percent) + 50n) / 100n;
  return { fee: decimalOf(fee), net: decimalOf(cents - fee) };
}

/** Codes of the upstream's funds refusals (the stub answers the same). */
export const FUNDS_CODES = { invalid: 30200, balance: 30201, badCode: 30202, badPass2: 30203, noUser: 30204, noContact: 30205, wait: 30206, notFound: 30404 } as const;

// Funds records (funds-records.ts)

/** Withdrawal states (spec §4). */
export const WITHDRAW_STATES = { pending: 0, approved: 1, rejected: 2, received: 3, canceled: 4 } as const;
/** What moved the salary: a salary ledger row's kind (salaries/tlong filters on it as `status`). */
export const SALARY_KINDS = { income: 1, transferOut: 2, transferIn: 3, withdraw: 4, refund: 5 } as const;
/** Voucher states (spec §4). */
export const RECHARGE_STATES = { pending: 0, verified: 1 } as const;

// VIP goods (memberProduct.ts)

/** Member levels (spec §4): the `level` of a registered member. */
export const LEVELS = { ordinary: 0, discount: 1, vip: 2 } as const;
export const RETURN_STATES = { inProgress: 0, charged: 1, rejected: 2 } as const; // spec §4
export const SHIP_STATES = { waiting: 0, shipped: 1, delivered: 2 } as const;
/** Chargeback types (spec §3): card and order return; disposal of coupons, salary or a package. */
export const RETURN_TYPES = { cardOrder: 1, coupons: 2, salary: 3, package: 4 } as const;
export type ReturnType = (typeof RETURN_TYPES)[keyof typeof RETURN_TYPES];
/** The types whose value goes to another member, named as transferee. */
export const TRANSFEREE_TYPES: readonly number[] = [RETURN_TYPES.coupons, RETURN_TYPES.salary, RETURN_TYPES.package];
/** Each chargeback type's name (its message key), by value. */
export const RETURN_TYPE_KEYS = Object.fromEntries(Object.entries(RETURN_TYPES).map(([key, value]) => [value, key])) as Record<number, keyof typeof RETURN_TYPES>;
/** Codes of the upstream's VIP-goods refusals (the stub answers the same). */
export const PRODUCTS_CODES = {
  invalid: 30300,
  balance: 30301,
  levelNotAllowed: 30302,
  pendingUpgrade: 30303,
  badPass2: 30304,
  notInNetwork: 30305,
  notEligible: 30306,
  statement: 30307,
  noTransferee: 30308,
  cannotDelete: 30309,
  notFound: 30404,
} as const;
/** Whether a package may level up a member of `level` (spec: "a package allowed for the member's level"). */
export const packageAllowed = (packageLevel: number, memberLevel: number) => packageLevel > memberLevel;

/**
 * Why a package cannot level up a member of `memberLevel` paid from `balance` (the rules the
 * upstream enforces too), or null. Unknown member or balance: not judged yet.
 */
export function packageBlock(p: Pick<Product, 'level' | 'price'>, memberLevel: number | undefined, balance: string | undefined): 'level' | 'balance' | null {
  if (memberLevel !== undefined && !packageAllowed(p.level, memberLevel)) return 'level';
  const [price, available] = [centsOf(p.price), balance === undefined ? undefined : centsOf(balance)];
  if (price !== undefined && available !== undefined && price > available) return 'balance';
  return null;
}

// Reports (reports.ts)

/** Days a range may hold before the screens bucket it by month. */
export const DAY_BUCKET_MAX_DAYS = 62;

/** A leg of the placement tree: the `status` of ability/teamdays. */
export const LEGS = { left: 1, right: 2 } as const;
export type Leg = (typeof LEGS)[keyof typeof LEGS];
/** Where an income entry came from: the `status` of uincome/getsearch. */
export const INCOME_KINDS = { referral: 1, pairing: 2, team: 3 } as const;

/** The kinds of My activity (issue 72, lib/contract/activity.ts): what a write was about. */
export const ACTIVITY_KINDS = ['money', 'members', 'returns', 'bankCards', 'profile', 'security'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
