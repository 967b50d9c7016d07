import * as z from 'zod/mini';

// Funds (spec §3 Recharge, Transfer, Withdraw; §5 and §9 amount rules). Amounts typed by the
// operator are whole currency units sent as digit strings ("1500"); amounts answered are
// decimal strings ("1500.00"). Neither is ever a float. Files: funds-bank.ts (bank cards),
// funds-transfer.ts (transfer), funds-records.ts (withdraw, recharge, salaries, records).

export const TRANSFER_MULTIPLE = 50; // spec §9
export const WITHDRAW_MULTIPLE = 50; // spec §9
export const WITHDRAW_MIN = 50_000; // spec §5
export const RECHARGE_MULTIPLE = 1000; // spec §9
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

