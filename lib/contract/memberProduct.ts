import * as z from 'zod/mini';
import { RETURN_TYPES, TRANSFEREE_TYPES } from './values';
import { listOf, recordQuery } from './records';
import { pass2 } from './schema';

// VIP goods (spec §1, §3 Chargeback, §4, §5; §7 product/*, regedvip/*, return/*). The spec
// names the calls only; what each one serves was decided here (issue 11) and is the one place
// to adapt when the real upstream differs:
//
//   product/index            the packages a member levels up with: what each grants (level, pv),
//                            costs and contains (its combo), and the recharge balance they are
//                            paid from
//   product/communi          one product's detail ("commodity info"): name, price, contents,
//                            description, image
//   regedvip/index           the members the operator registered (a record list); `wait: 1`
//                            narrows it to those awaiting upgrade, sorted by days left of the
//                            45-day cycle (the "members to be upgraded" worklist)
//   regedvip/details         one member by account, for the level-up form: name, level, the
//                            upgrade cycle and whether an upgrade is in progress
//   regedvip/combo           the combo (contents) delivered with one registration
//   regedvip/wuliu           the logistics ("wuliu") of one registration: carrier, tracking
//                            number, shipping status and its timeline
//   regedvip/upvip           levels a member up with a package, paid from the recharge balance
//                            (moves money: `once`)
//   regedvip/delvip          deletes a registration before its combo ships; the package is
//                            refunded to the recharge balance (moves money: `once`)
//   return/order             the operator's orders eligible for a return
//   return/applicationsubmit files a chargeback (moves money: `once`)
//   return/index             the chargeback records (a record list; status 0 in progress,
//                            1 charged, 2 rejected)
//   return/application       one chargeback application: its fields and the timeline
//
// Amounts answered are decimal strings; levels are 0 ordinary, 1 discount customer, 2 VIP.

/** Days the combo of a new registration or upgrade waits for shipment: meanwhile the member's upgrade is in progress. */
export const SHIP_AFTER_DAYS = 1;

const account = z.string().check(z.trim(), z.minLength(1, 'memberProduct.errors.account'), z.maxLength(32, 'memberProduct.errors.account'));
const id = z.coerce.number().check(z.int(), z.positive('memberProduct.errors.required'));

// product/*

/** One item of a combo. */
export const comboItem = z.object({
  name: z.string(), // the item, translated by the upstream
  qty: z.coerce.number(), // how many the combo holds
});
export type ComboItem = z.infer<typeof comboItem>;

/** product/index and product/communi: a package. */
export const productRow = z.object({
  id: z.coerce.number(), // product id
  name: z.string(), // translated name
  price: z.string(), // price, decimal string
  level: z.coerce.number(), // the level it grants (0–2)
  level_name: z.string(), // that level's name
  pv: z.coerce.number(), // the volume it brings
  image: z.string(), // "/uploads/<name>", relayed by GET /api/upload/<name>
  items: z.array(comboItem), // its combo contents
});
export type Product = z.infer<typeof productRow>;
/** product/index payload: none. data: */
export const productListData = z.object({
  list: z.array(productRow), // every package on sale
  balance: z.string(), // the recharge balance packages are paid from
});
/** product/communi payload. */
export const productInput = z.object({ id }); // product id
/** product/communi data. */
export const productDetailData = z.extend(productRow, {
  description: z.string(), // what the package is for, translated
});

// regedvip/*

/** regedvip/details payload: the member to level up. */
export const memberInput = z.object({ account });
/** regedvip/details data. */
export const memberUpgradeData = z.object({
  account: z.string(), // as registered
  name: z.string(), // full name, shown to confirm
  level: z.coerce.number(), // current level
  level_name: z.string(), // its name
  days_left: z.optional(z.nullable(z.coerce.number())), // days left of the 45-day cycle (≤ 0: ended); absent for a VIP
  pending: z.coerce.number(), // 1: an upgrade is in progress (its combo not shipped yet)
});

/** regedvip/upvip payload: the level-up form. */
export const upgradeInput = z.object({
  account, // the member
  package_id: id, // the package (product id)
  pass2, // level-2 password
});
/** regedvip/upvip data. */
export const upgradeDoneData = z.object({
  level: z.coerce.number(), // the member's new level
  level_name: z.string(), // its name
  balance: z.string(), // recharge balance afterwards
});

/** regedvip/index payload: a record list (status: shipping state) with a keyword and the worklist switch. */
export const registeredListInput = z.object({
  ...recordQuery,
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(32))), // part of an account or name
  wait: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(1))), // 1: only members awaiting upgrade, fewest days left first
});
export type RegisteredListInput = z.input<typeof registeredListInput>;
/** A registration. */
export const registeredRow = z.object({
  id: z.coerce.number(), // registration id
  account: z.string(), // the member
  name: z.string(),
  level: z.coerce.number(), // current level
  level_name: z.string(),
  package_id: z.coerce.number(), // the package of the combo last ordered for the member
  package: z.string(), // its name
  amount: z.string(), // its price
  time: z.string(), // registered, "YYYY-MM-DD HH:mm:ss"
  status: z.coerce.number(), // shipping of the combo: 0 waiting, 1 shipped, 2 delivered
  days_left: z.optional(z.nullable(z.coerce.number())), // of the 45-day cycle; absent for a VIP
  pending: z.coerce.number(), // 1: an upgrade is in progress
  deletable: z.coerce.number(), // 1: may be deleted (combo not shipped)
});
export type RegisteredRow = z.infer<typeof registeredRow>;
export const registeredListData = listOf(registeredRow);

/** regedvip/combo and regedvip/wuliu payload: a registration. */
export const registrationInput = z.object({ id });
/** regedvip/combo data. */
export const comboData = z.object({
  package: z.string(), // the package's name
  items: z.array(comboItem), // what the combo holds
});
/** regedvip/wuliu data. */
export const logisticsData = z.object({
  carrier: z.string(), // "" while waiting for shipment
  tracking: z.string(), // tracking number, "" while waiting
  status: z.coerce.number(), // 0 waiting, 1 shipped, 2 delivered
  steps: z.array(z.object({ time: z.string(), text: z.string() })), // the timeline, newest first
});
export type Logistics = z.infer<typeof logisticsData>;

/** regedvip/delvip payload. */
export const deleteRegistrationInput = z.object({ id, pass2 });
/** regedvip/delvip data. */
export const deleteRegistrationData = z.object({ balance: z.string() }); // recharge balance after the refund

// return/*

/** return/order payload: none. An eligible order: */
export const orderRow = z.object({
  id: z.coerce.number(), // order id
  no: z.string(), // order number
  time: z.string(), // ordered
  amount: z.string(), // paid, decimal string
  items: z.string(), // its contents, in one line
});
export const orderListData = z.object({ list: z.array(orderRow) }); // paid orders without a return, newest first

const TRACKING = /^[A-Za-z0-9-]{6,30}$/;

/** return/applicationsubmit payload: the chargeback form (spec §3, §5). */
export const returnInput = z
  .object({
    type: z.coerce.number().check(z.int(), z.gte(1, 'memberProduct.errors.type'), z.lte(4, 'memberProduct.errors.type')), // RETURN_TYPES
    order_id: id, // the order returned or disposed of
    reason: z.string().check(z.trim(), z.minLength(1, 'memberProduct.errors.reason'), z.maxLength(200, 'memberProduct.errors.tooLong')), // reason, or the return tracking number (type 1)
    transferee: z.optional(z.string().check(z.trim(), z.maxLength(32, 'memberProduct.errors.tooLong'))), // account, for TRANSFEREE_TYPES
    agree: z.boolean(), // the return statement agreed
    pass2, // level-2 password
  })
  .check(
    z.refine((v) => v.agree, { message: 'memberProduct.errors.agree', path: ['agree'] }),
    z.refine((v) => v.type !== RETURN_TYPES.cardOrder || TRACKING.test(v.reason.trim()), { message: 'memberProduct.errors.tracking', path: ['reason'] }),
    z.refine((v) => !TRANSFEREE_TYPES.includes(v.type) || !!v.transferee?.trim(), { message: 'memberProduct.errors.transferee', path: ['transferee'] }),
  );
/** return/applicationsubmit data. */
export const returnDoneData = z.object({
  id: z.coerce.number(), // the new application
  status: z.coerce.number(), // its state (RETURN_STATES)
  balance: z.string(), // recharge balance afterwards
});

/** A chargeback record (return/index row). */
export const returnRow = z.object({
  id: z.coerce.number(), // application id
  no: z.string(), // application number
  order_no: z.string(), // the order's number
  type: z.coerce.number(), // RETURN_TYPES
  reason: z.string(), // reason or tracking number
  transferee: z.string(), // account, "" when none
  transferee_name: z.string(), // name, "" when none
  amount: z.string(), // the order's value, decimal string
  status: z.coerce.number(), // RETURN_STATES
  time: z.string(), // filed
});
export type ReturnRow = z.infer<typeof returnRow>;
export const returnListData = listOf(returnRow);

/** return/application payload: one application. */
export const returnDetailInput = z.object({ id });
/** return/application data: the record and its timeline. */
export const returnDetailData = z.extend(returnRow, {
  steps: z.array(z.object({ time: z.string(), status: z.coerce.number(), text: z.string() })), // newest first; status: the state reached
});

