import * as z from 'zod/mini';
import { integer, requiredText } from './schema';

// Bank cards (spec §3 Bank card; §7 bank/*). What each call serves:
//   bank/getlist    the operator's cards, default first
//   bank/add        the add form's options: the banks the upstream pays to
//   bank/create     saves a new card
//   bank/edit       one card, to fill the edit form
//   bank/update     saves an edited card
//   bank/delete     removes a card
//   bank/setdefault makes a card the default (the others lose the flag)

export const ACCOUNT_TYPES = { personal: 1, corporate: 2 } as const;

/** bank/create and bank/update payload (update adds `id`). */
export const bankCardInput = z.object({
  number: z.string().check(z.trim(), z.regex(/^\d{12,19}$/, 'funds.errors.cardNumber')), // digits only
  bank: requiredText('funds.bank.bank'), // bank name
  branch: requiredText('funds.bank.branch'), // branch (opening bank)
  type: integer('funds.bank.type', z.refine((v) => v === 1 || v === 2, 'funds.bank.type')), // 1 personal, 2 corporate
  holder: z.string().check(z.trim(), z.minLength(1, 'funds.bank.holder'), z.maxLength(50, 'funds.errors.tooLong')), // account holder
});
export type BankCardInput = z.input<typeof bankCardInput>;

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
