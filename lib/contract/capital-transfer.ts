import * as z from 'zod/mini';
import { TRANSFER_MULTIPLE, wholeAmount } from './capital';
import { pass2, verifyCode } from './schema';

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
export type TransferInfo = z.infer<typeof transferInfoData>;

/** transfer/checkuser payload. */
export const checkUserInput = z.object({
  account: z.string().check(z.trim(), z.minLength(1, 'funds.transfer.recipient'), z.maxLength(32, 'funds.errors.tooLong')), // recipient account
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
  remark: z.optional(z.string().check(z.trim(), z.maxLength(100, 'funds.errors.tooLong'))), // remarks
  way: z.enum(CODE_WAYS), // where the code was sent
  code: verifyCode, // the verification code
  pass2, // level-2 password
});
export type TransferInput = z.input<typeof transferInput>;
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
