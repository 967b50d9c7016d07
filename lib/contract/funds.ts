import * as z from 'zod/mini';
import { integer } from './schema';

// Funds (spec §3 Recharge, Transfer, Withdraw; §5 and §9 amount rules). Amounts typed by the
// operator are whole currency units sent as digit strings ("1500"); amounts answered are
// decimal strings ("1500.00"). Neither is ever a float. Files: funds-bank.ts (bank cards),
// funds-transfer.ts (transfer), funds-records.ts (withdraw, recharge, salaries, records).

export const TRANSFER_MULTIPLE = 50; // spec §9
export const WITHDRAW_MULTIPLE = 50; // spec §9
export const WITHDRAW_MIN = 50_000; // spec §5
export const RECHARGE_MULTIPLE = 1000; // spec §9
export const WITHDRAW_FEE_PERCENT = 5; // spec §9: "a 5% fee from June 1"

const MAX_DIGITS = 10;

/** Whole units as a digit string, a multiple of `multiple`, at least `min` (messages are keys). */
export const wholeAmount = (multiple: number, min = multiple) =>
  z.string().check(
    z.trim(),
    z.minLength(1, 'funds.errors.amountRequired'),
    z.regex(new RegExp(`^[1-9]\\d{0,${MAX_DIGITS - 1}}$`), 'funds.errors.amountWhole'),
    z.refine((v) => !/^\d+$/.test(v) || BigInt(v) % BigInt(multiple) === 0n, `funds.errors.multipleOf${multiple}`),
    z.refine((v) => !/^\d+$/.test(v) || BigInt(v) >= BigInt(min), min === multiple ? 'funds.errors.amountRequired' : `funds.errors.min${min}`),
  );

/** The level-2 password (spec §5: asked for on sensitive actions). */
export const pass2 = z.string().check(z.minLength(1, 'funds.errors.pass2Required'), z.maxLength(32, 'funds.errors.pass2Required'));

/** A 6-digit verification code. */
export const verifyCode = z.string().check(z.trim(), z.regex(/^\d{6}$/, 'funds.errors.codeFormat'));

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

/** Filters and pages shared by the four record lists. */
export const recordQuery = {
  page: z._default(integer(undefined, z.positive()), 1), // 1-based
  limit: z._default(integer(undefined, z.minimum(1), z.maximum(100)), 10), // rows per page
  from: z.optional(z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2})?$/, 'funds.errors.date'))), // "YYYY-MM-DD", inclusive
  to: z.optional(z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2})?$/, 'funds.errors.date'))), // "YYYY-MM-DD", inclusive
  status: z.optional(integer()), // one state of the list's own; absent = all
};

/** Codes of the upstream's funds refusals (the stub answers the same). */
export const FUNDS_CODES = { invalid: 30200, balance: 30201, badCode: 30202, badPass2: 30203, noUser: 30204, noContact: 30205, wait: 30206, notFound: 30404 } as const;
