import * as z from 'zod/mini';
import { RECHARGE_MULTIPLE, WITHDRAW_MIN, WITHDRAW_MULTIPLE, wholeAmount } from './capital';
import { listOf } from './records';
import { integer, pass2 } from './schema';

// Withdraw, recharge and salary calls (spec §3, §4, §7). What each call serves:
//   newextract         the withdraw form's figures: available salary, minimum, fee
//   newextract/dothis  asks for a withdrawal (once per idempotency key); it waits for audit
//   extract/tlong      the withdrawal records ("tlong": the long list, paged and filtered)
//   recharge/addreinfo the recharge form's figures: where to pay, the multiple
//   recharge/dorecharge asks for a recharge with its voucher (once per idempotency key)
//   recharge/editinfo  replaces the voucher of a recharge still To be verified
//   recharge/index     the recharge records
//   salaries/index     the salary account: available and frozen
//   salaries/tlong     the salary ledger (every movement), paged
//   salaries/dothis    cancels a withdrawal still Pending audit (its amount returns)

/** newextract data. */
export const withdrawInfoData = z.object({
  salary: z.string(), // available salary, decimal string
  min: z.string(), // "50000" (spec §5)
  fee_percent: z.coerce.number(), // 5 (spec §9)
});

/** newextract/dothis payload. */
export const withdrawInput = z.object({
  amount: wholeAmount(WITHDRAW_MULTIPLE, WITHDRAW_MIN), // whole units, multiple of 50, ≥ 50000
  card_id: integer('funds.withdraw.card', z.positive('funds.withdraw.card')), // bank card id
  pass2, // level-2 password
});
export type WithdrawInput = z.input<typeof withdrawInput>;

/** recharge/dorecharge payload. */
export const rechargeInput = z.object({
  amount: wholeAmount(RECHARGE_MULTIPLE), // whole units, multiple of 1000
  voucher: z.string().check(z.regex(/^(\/uploads\/|https?:\/\/)[\w./:-]+$/, 'funds.recharge.voucher')), // URL from imgup/index
});
/** recharge/editinfo payload. */
export const rechargeEditInput = z.object({
  id: integer(undefined, z.positive()), // the recharge
  voucher: rechargeInput.shape.voucher, // the new voucher
});

/** salaries/dothis payload: cancels a withdrawal Pending audit. */
export const withdrawCancelInput = z.object({ id: integer(undefined, z.positive()) }); // the withdrawal

// extract/tlong, recharge/index, salaries/tlong payload: recordListInput (records.ts).

export const withdrawRow = z.object({
  id: z.coerce.number(), // record id
  amount: z.string(), // asked for, decimal string
  fee: z.string(), // the fee
  net: z.string(), // paid out: amount − fee
  card: z.string(), // bank and masked card number
  status: z.coerce.number(), // WITHDRAW_STATES
  time: z.string(), // asked at, "YYYY-MM-DD HH:mm:ss"
});
export type WithdrawRow = z.infer<typeof withdrawRow>;

export const rechargeRow = z.object({
  id: z.coerce.number(), // record id
  amount: z.string(), // decimal string
  voucher: z.string(), // the voucher image URL
  status: z.coerce.number(), // RECHARGE_STATES
  time: z.string(), // "YYYY-MM-DD HH:mm:ss"
});
export type RechargeRow = z.infer<typeof rechargeRow>;

export const salaryRow = z.object({
  id: z.coerce.number(), // ledger entry id
  kind: z.coerce.number(), // SALARY_KINDS
  amount: z.string(), // decimal string, negative when debited ("-150.00")
  balance: z.string(), // available salary after this movement
  note: z.string(), // the other member's account, the masked card, or "" for income
  time: z.string(), // "YYYY-MM-DD HH:mm:ss"
});
export type SalaryRow = z.infer<typeof salaryRow>;

export const withdrawListData = listOf(withdrawRow); // extract/tlong data
export const rechargeListData = listOf(rechargeRow); // recharge/index data
export const salaryListData = listOf(salaryRow); // salaries/tlong data; sum is the net movement

/** salaries/index data. */
export const salaryData = z.object({
  salary: z.string(), // available
  frozen: z.string(), // held by withdrawals pending audit
});
