import * as z from 'zod/mini';
import { listOf } from './records';
import { integer, pass2, requiredText, verifyCode } from './schema';

// Funds (spec §3 Recharge, Transfer, Withdraw; §5 and §9 amount rules). Amounts typed by the
// operator are whole currency units sent as digit strings ("1500"); amounts answered are
// decimal strings ("1500.00"). Neither is ever a float. Its parts: bank cards, transfers, and withdrawals,
// recharges and the salary (each under its ---- heading ----).

export const TRANSFER_MULTIPLE = 50; // spec §9
export const WITHDRAW_MULTIPLE = 50; // spec §9
export const WITHDRAW_MIN = 50_000; // spec §5
export const RECHARGE_MULTIPLE = 1000; // spec §9
const MAX_DIGITS = 10;

/** Whole units as a digit string, a multiple of `multiple`, at least `min` (messages are keys). */
export const wholeAmount = (multiple: number, min = multiple) =>
  z.string().check(
    z.trim(),
    z.minLength(1, 'capital.errors.amountRequired'),
    z.regex(new RegExp(`^[1-9]\\d{0,${MAX_DIGITS - 1}}$`), 'capital.errors.amountWhole'),
    z.refine((v) => !/^\d+$/.test(v) || BigInt(v) % BigInt(multiple) === 0n, `capital.errors.multipleOf${multiple}`),
    z.refine((v) => !/^\d+$/.test(v) || BigInt(v) >= BigInt(min), min === multiple ? 'capital.errors.amountRequired' : `capital.errors.min${min}`),
  );

// ---- bank cards ----
// Bank cards (spec §3 Bank card; §7 bank/*). What each call serves:
//   bank/getlist    the operator's cards, default first
//   bank/add        the add form's options: the banks the upstream pays to
//   bank/create     saves a new card
//   bank/edit       one card, to fill the edit form
//   bank/update     saves an edited card
//   bank/delete     removes a card
//   bank/setdefault makes a card the default (the others lose the flag)


/** bank/create and bank/update payload (update adds `id`). */
export const bankCardInput = z.object({
  number: z.string().check(z.trim(), z.regex(/^\d{12,19}$/, 'capital.errors.cardNumber')), // digits only
  bank: requiredText('capital.bank.bank'), // bank name
  branch: requiredText('capital.bank.branch'), // branch (opening bank)
  type: integer('capital.bank.type', z.refine((v) => v === 1 || v === 2, 'capital.bank.type')), // 1 personal, 2 corporate
  holder: z.string().check(z.trim(), z.minLength(1, 'capital.bank.holder'), z.maxLength(50, 'capital.errors.tooLong')), // account holder
});

export const bankCardUpdateInput = z.extend(bankCardInput, { id: integer(undefined, z.positive()) }); // the card
/** bank/edit, bank/delete and bank/setdefault payload. */
export const bankCardIdInput = z.object({ id: integer(undefined, z.positive()) }); // the card
/** bank/getlist and bank/add payload: none. */
export const bankListInput = z.object({});

export const bankCard = z.object({
  id: z.coerce.number(), // card id
  number: z.string(), // masked but for the last 4 digits ("**** **** **** 1234"); the full number only from bank/edit
  bank: z.string(), // bank name
  branch: z.string(), // branch
  type: z.coerce.number(), // 1 personal, 2 corporate
  holder: z.string(), // account holder
  is_default: z.coerce.number(), // 1 on the default card
  time: z.string(), // added, "YYYY-MM-DD HH:mm:ss"
});
export type BankCard = z.infer<typeof bankCard>;

/** bank/getlist data. */
export const bankListData = z.object({ list: z.array(bankCard) }); // default first, then newest
/** bank/add data. */
export const bankOptionsData = z.object({ banks: z.array(z.string()) }); // bank names to pick from
/** bank/edit data: the card with its full number. */
export const bankCardData = bankCard;

/** "6222020200001234" → "**** 1234" (what a list shows when the upstream sent a full number). */
export const maskCard = (number: string) => `**** ${number.replace(/\D/g, '').slice(-4)}`;

// ---- transfers ----
// Transfer of salary to another member (spec §3 Transfer; §7 transfer/*). What each call serves:
//   transfer/index     the form's figures: available salary and the minimum amount
//   transfer/checkuser the recipient's name, to confirm before sending
//   transfer/getcode   sends a verification code to the bound phone or email
//   transfer/dothis    moves the money (once per idempotency key, see calls.ts `once`)
//   transfer/tlong     the transfer records ("tlong": the long list, paged and filtered)

export const CODE_WAYS = ['phone', 'email'] as const;

/** transfer/index payload: none. */
export const transferInfoInput = z.object({});
/** transfer/index data. */
export const transferInfoData = z.object({
  salary: z.string(), // available salary, decimal string
  min: z.string(), // minimum amount in whole units ("100"), a multiple of 50
  multiple: z.coerce.number(), // 50 (spec §9)
});

/** transfer/checkuser payload. */
export const checkUserInput = z.object({
  account: z.string().check(z.trim(), z.minLength(1, 'capital.transfer.recipient'), z.maxLength(32, 'capital.errors.tooLong')), // recipient account
});
/** transfer/checkuser data. */
export const checkUserData = z.object({
  account: z.string(), // as registered
  name: z.string(), // full name, shown to confirm
});

/** transfer/getcode payload. */
export const getCodeInput = z.object({ way: z.enum(CODE_WAYS) }); // where the code goes
/** transfer/getcode data. */
export const getCodeData = z.object({
  to: z.string(), // the masked phone or email it went to
  wait: z.coerce.number(), // seconds before another code may be asked for
});

/** transfer/dothis payload: the form. */
export const transferInput = z.object({
  account: checkUserInput.shape.account, // recipient account
  amount: wholeAmount(TRANSFER_MULTIPLE), // whole units, multiple of 50; min and balance are checked upstream
  remark: z.optional(z.string().check(z.trim(), z.maxLength(100, 'capital.errors.tooLong'))), // remarks
  way: z.enum(CODE_WAYS), // where the code was sent
  code: verifyCode, // the verification code
  pass2, // level-2 password
});
/** transfer/dothis data. */
export const transferDoneData = z.object({
  id: z.coerce.number(), // the new record
  salary: z.string(), // available salary afterwards
});

// transfer/tlong payload: recordListInput (records.ts); its status is the direction, 1 sent, 2 received.

export const transferRow = z.object({
  id: z.coerce.number(), // record id
  direction: z.coerce.number(), // 1 sent by the operator, 2 received
  account: z.string(), // the other member's account
  name: z.string(), // the other member's name
  amount: z.string(), // decimal string
  remark: z.string(), // remarks ("" when none)
  time: z.string(), // "YYYY-MM-DD HH:mm:ss"
});
export type TransferRow = z.infer<typeof transferRow>;
/** transfer/tlong data. */
export const transferListData = z.object({
  list: z.array(transferRow), // this page, newest first
  total: z.coerce.number(), // rows matching the filters
  sum: z.string(), // total amount of the matching rows, decimal string
});

// ---- withdrawals, recharges, salary ----
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
  card_id: integer('capital.withdraw.card', z.positive('capital.withdraw.card')), // bank card id
  pass2, // level-2 password
});

/** recharge/dorecharge payload. */
export const rechargeInput = z.object({
  amount: wholeAmount(RECHARGE_MULTIPLE), // whole units, multiple of 1000
  voucher: z.string().check(z.regex(/^(\/uploads\/|https?:\/\/)[\w./:-]+$/, 'capital.recharge.voucher')), // URL from imgup/index
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
