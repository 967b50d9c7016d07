import type { MessageKey } from './i18n';
import type { Funds } from './capital';
import type { StubState } from './state';
import type { Member } from './world';

// What the stub keeps per member beyond the world's fixed fields: credentials (passwords,
// bound phone and email, verification codes), funds, orders and returns, upgrades, registered
// VIPs, income and team volumes. It lives in the stub's
// state (`state.memberStates`), so POST /__stub/reset drops it with the world; a member's entry
// is made on first use from the member. Ids of everything a handler creates come from
// `newId(state)`, so a reset gives the same ids again.

/** Every sign-in account's login password until it is changed. */
export const DEFAULT_PASSWORD = '123456';
/** Every member's level-2 password until it is changed. */
export const DEFAULT_PASS2 = '135790';
/** The code every verification code the stub "sends" carries; tests type it. */
export const STUB_CODE = '246810';
export const CODE_WAIT_S = 60; // before the same target may be sent another code
export const CODE_TTL_S = 600; // a sent code's life
export const CODE_MAX_ATTEMPTS = 5; // wrong entries of one code before the lock
export const CODE_LOCK_S = 900; // no code is sent or checked for the member meanwhile

export type Channel = 'phone' | 'email';

/** A code sent to a phone or email and not used yet. */
export type PendingCode = {
  channel: Channel;
  target: string; // the number or address it went to (a new one when binding)
  code: string;
  sentAt: number; // ms (state.opts.now)
  expiresAt: number; // ms
  attempts: number; // wrong entries so far
};

export type Credentials = {
  password: string; // login password
  pass2: string; // level-2 password
  phone: string; // bound phone, "" when none
  email: string; // bound email, "" when none
  codes: PendingCode[]; // at most one per channel and target
  lockedUntil: number; // ms; codes are refused until then (0: not locked)
};

// Orders, returns and registrations (the VIP-goods and reports screens).

/** An order the member paid (a shop order or a level-up of a member), which a return refers to. */
export type Order = {
  id: number;
  no: string; // order number shown to the operator
  time: string; // "YYYY-MM-DD HH:mm:ss"
  productId: number; // the package (memberProduct.ts PACKAGES)
  qty: number;
  amountCents: number;
  memberId: number; // who it was for: the payer, or the member levelled up
  kind: 'shop' | 'upgrade';
  status: 1 | 2; // 1 paid, 2 returned or disposed of (by a charged return)
};
/** One step of a chargeback's timeline. */
export type ReturnStep = { time: string; status: 0 | 1 | 2; note: string };
/** A chargeback (return/*): spec §3 Chargeback; status 0 in progress, 1 charged, 2 rejected (§4). */
export type ReturnRequest = {
  id: number;
  no: string;
  orderId: number;
  type: number; // RETURN_TYPES: card and order return; coupons, salary or package disposal
  reason: string; // the reason or the return tracking number
  transferee: string; // account, "" when the type has none
  amountCents: number;
  status: 0 | 1 | 2;
  time: string;
  steps: ReturnStep[]; // newest first
};
/** The 45-day cycle of a member awaiting upgrade (spec §4, §9), and the upgrade in progress in it. */
export type PendingUpgrade = {
  startedAt: string; // the cycle's first day, "YYYY-MM-DD HH:mm:ss"
  cycleDays: number; // 45
  packageId: number | null; // the package of the last upgrade in this cycle
  orderedAt: string | null; // when it was ordered: in progress until its combo ships
};
/** A member this member registered (regedvip/*): the member, the package of the combo last ordered for them, its delivery. */
export type RegisteredVip = { id: number; memberId: number; packageId: number; time: string; shipAt: string; tracking: string };
/** An income entry (uincome/*). */
export type IncomeEntry = { id: number; kind: number; amountCents: number; note: string; time: string };
/** One day of team volume (ability/*): new pv and members per leg. */
export type TeamDay = { day: string; leftPv: number; rightPv: number; newLeft: number; newRight: number };

/** Me's personal information (store/index, infodo) and the bound phone's area code. */
export type PersonalInfo = { province: string; city: string; county: string; address: string; area: string };

export type MemberState = {
  credentials: Credentials;
  info?: PersonalInfo; // made by handlers-my.ts on first use
  funds?: Funds; // made by capital.ts `fundsOf` on first use
  orders: Order[]; // newest first (memberProduct.ts seeds them once: see `vipSeeded`)
  returns: ReturnRequest[]; // newest first
  upgrade?: { pending: PendingUpgrade | null }; // made by memberProduct.ts `cycleOf` on first use; null: not awaiting upgrade
  registeredVips: RegisteredVip[]; // newest first
  registeredUpTo?: number; // world members looked at for registrations so far; undefined until seeded (memberProduct.ts)
  deletedVips: number[]; // member ids whose registration was deleted (not registered again)
  income: IncomeEntry[]; // newest first
  teamDays: TeamDay[]; // newest first
};

/** A new id, unique in this state; a reset starts the sequence again. */
export const newId = (state: StubState): number => ++state.lastId;

/** The member's state, made on first use (a reset drops them all). */
export function memberState(state: StubState, me: Member): MemberState {
  let entry = state.memberStates.get(me.id);
  if (!entry) {
    entry = {
      credentials: { password: DEFAULT_PASSWORD, pass2: DEFAULT_PASS2, phone: me.phone, email: me.email, codes: [], lockedUntil: 0 },
      orders: [],
      returns: [],
      registeredVips: [],
      deletedVips: [],
      income: [],
      teamDays: [],
    };
    state.memberStates.set(me.id, entry);
  }
  return entry;
}

const credentialsOf = (state: StubState, me: Member) => memberState(state, me).credentials;

// Passwords.

/** Whether `password` is the member's login password. */
export const checkPassword = (state: StubState, me: Member, password: unknown): boolean =>
  typeof password === 'string' && password === credentialsOf(state, me).password;

/** Changes the login password: the next sign-in takes the new one and refuses the old. */
export function setPassword(state: StubState, me: Member, password: string) {
  credentialsOf(state, me).password = password;
}

/** Whether `pass2` is the member's level-2 password (every pass2 check of every area). */
export const checkPass2 = (state: StubState, me: Member, pass2: unknown): boolean =>
  typeof pass2 === 'string' && pass2 === credentialsOf(state, me).pass2;

export function setPass2(state: StubState, me: Member, pass2: string) {
  credentialsOf(state, me).pass2 = pass2;
}

// Bound phone and email. The world's member field follows, so uniqueness checks see it.

/** The bound phone or email ("" when none). */
export const contactOf = (state: StubState, me: Member, channel: Channel): string => credentialsOf(state, me)[channel];

export function bindPhone(state: StubState, me: Member, phone: string) {
  credentialsOf(state, me).phone = phone;
  me.phone = phone;
}

export function bindEmail(state: StubState, me: Member, email: string) {
  credentialsOf(state, me).email = email;
  me.email = email;
}

/** "138****0001" / "op***@example.com": how a phone or email is shown back. */
export const maskContact = (channel: Channel, to: string): string =>
  !to ? '' : channel === 'email' ? to.replace(/^(.{1,2})[^@]*@/, '$1***@') : `${to.slice(0, 3)}****${to.slice(-4)}`;

// Verification codes: one pending code per channel and target; the resend wait is per target;
// too many wrong entries lock the member's codes for a while.

export type IssueResult =
  | { ok: true; code: string; to: string; wait: number } // `to` masked; `wait` seconds before a resend
  | { ok: false; reason: 'noTarget' | 'wait' | 'locked'; waitS: number }; // waitS: seconds left (0 for noTarget)

const leftS = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 1000));

/**
 * "Sends" a code to `target` (default: the bound phone or email): answers the code (always
 * STUB_CODE) or why not: nothing bound, the resend wait, or the lock.
 */
export function issueCode(state: StubState, me: Member, channel: Channel, target = contactOf(state, me, channel)): IssueResult {
  const creds = credentialsOf(state, me);
  const now = state.opts.now();
  if (!target) return { ok: false, reason: 'noTarget', waitS: 0 };
  if (creds.lockedUntil > now) return { ok: false, reason: 'locked', waitS: leftS(creds.lockedUntil, now) };
  const before = creds.codes.find((c) => c.channel === channel && c.target === target);
  if (before && now - before.sentAt < CODE_WAIT_S * 1000) return { ok: false, reason: 'wait', waitS: leftS(before.sentAt + CODE_WAIT_S * 1000, now) };
  creds.codes = creds.codes.filter((c) => c !== before);
  creds.codes.push({ channel, target, code: STUB_CODE, sentAt: now, expiresAt: now + CODE_TTL_S * 1000, attempts: 0 });
  return { ok: true, code: STUB_CODE, to: maskContact(channel, target), wait: CODE_WAIT_S };
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'unsent' | 'locked';

/**
 * Checks a typed code against the one sent on `channel` to `target` (default: the bound
 * contact). A wrong entry counts; the CODE_MAX_ATTEMPTS-th drops the code and locks the
 * member's codes for CODE_LOCK_S. A right code stays valid until `spendCode` (the call may still
 * fail on another field). `sentFirst: false` takes STUB_CODE when no code was sent, as if it
 * had been just now (transfer/dothis has always taken it so).
 */
export function checkCode(
  state: StubState, me: Member, channel: Channel, code: unknown,
  { target = contactOf(state, me, channel), sentFirst = true }: { target?: string; sentFirst?: boolean } = {},
): CodeCheck {
  const creds = credentialsOf(state, me);
  const now = state.opts.now();
  if (creds.lockedUntil > now) return 'locked';
  let pending = creds.codes.find((c) => c.channel === channel && c.target === target);
  if (pending && pending.expiresAt <= now) {
    creds.codes = creds.codes.filter((c) => c !== pending);
    return 'expired';
  }
  if (!pending) {
    if (sentFirst || !target) return 'unsent';
    pending = { channel, target, code: STUB_CODE, sentAt: -Infinity, expiresAt: now + CODE_TTL_S * 1000, attempts: 0 };
    creds.codes.push(pending);
  }
  if (code === pending.code) return 'ok';
  if (++pending.attempts < CODE_MAX_ATTEMPTS) return 'wrong';
  creds.codes = creds.codes.filter((c) => c !== pending);
  creds.lockedUntil = now + CODE_LOCK_S * 1000;
  return 'locked';
}

/** Uses up the code of `channel` and `target` once the call it confirmed has succeeded. */
export function spendCode(state: StubState, me: Member, channel: Channel, target = contactOf(state, me, channel)) {
  const creds = credentialsOf(state, me);
  creds.codes = creds.codes.filter((c) => !(c.channel === channel && c.target === target));
}

/** Minutes until the member's codes unlock (for the "try again in {0} min" message). */
export const lockMinutes = (state: StubState, me: Member): number =>
  Math.max(1, Math.ceil((credentialsOf(state, me).lockedUntil - state.opts.now()) / 60_000));

/** The message of a refused send or check, whichever area's code answers it. */
export function codeRefusal(state: StubState, me: Member, outcome: Exclude<CodeCheck, 'ok'> | Exclude<IssueResult, { ok: true }>['reason']): { key: MessageKey; detail: string } {
  const keys = { wrong: 'common.reenter', expired: 'common.codeExpired', unsent: 'common.codeUnsent', locked: 'common.codeLocked', noTarget: 'common.noContact', wait: 'common.codeWait' } as const;
  return { key: keys[outcome], detail: outcome === 'locked' ? String(lockMinutes(state, me)) : '' };
}
