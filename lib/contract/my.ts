import * as z from 'zod/mini';
import { UPGRADE_CYCLE_DAYS } from './values';
import { memberShape } from './network';
import { pass2, verifyCode } from './schema';

// The operator's own profile and the `store/*` calls of spec §7 (Me: phone, email, passwords,
// level-2 password, verification). What each `store/*` call serves is listed below, above
// its schemas.

// A money or volume amount as the upstream sends it: a decimal string, never a float. A
// malformed balance becomes absent (z.catch) so it cannot fail the whole profile, which the
// session is also built from.
const amount = () => z.catch(z.optional(z.string().check(z.regex(/^-?\d+(\.\d+)?$/))), undefined);
/** A day count as a number or a digit string; null, "" or out of the cycle become absent. */
const cycleDays = () =>
  z.catch(
    z.optional(
      z.pipe(
        z.pipe(z.union([z.number(), z.string().check(z.regex(/^\d+$/))]), z.transform(Number)),
        z.int().check(z.gte(0), z.lte(UPGRADE_CYCLE_DAYS)),
      ),
    ),
    undefined,
  );

/** POST /store/info data: the profile (spec §7 "profile call"). */
export const profileData = z.object({
  username: z.string(), // account
  realname: z.string(), // full name
  nickname: z.optional(z.string()), // marketing name
  level: z.coerce.number(), // level number (0 ordinary, 1 discount customer, 2+ VIP grades)
  level_name: z.string(), // the level's name, translated by the upstream
  is_vip: z.coerce.number(), // 1 when the operator is a VIP (may sponsor members, spec §6)
  phone: z.optional(z.string()), // bound phone, masked ("138****0000"); empty when not bound
  email: z.optional(z.string()), // bound email, masked; empty when not bound
  salary: z.optional(z.string()), // available salary balance, a decimal string
  recharge_balance: amount(), // recharge (credit) balance, a decimal string
  frozen: amount(), // salary held by withdrawals pending audit (not in `salary`)
  performance_left: amount(), // this period's volume of the left leg (placement tree)
  performance_right: amount(), // this period's volume of the right leg
  upgrade_days: cycleDays(), // days left in the 45-day upgrade cycle, 0 once it has ended; absent when not awaiting upgrade
  verify_rule: z.object({
    phone: z.coerce.number(), // 1 when a phone is bound and may receive codes
    email: z.coerce.number(), // 1 when an email is bound and may receive codes
  }),
});
export type ProfileData = z.infer<typeof profileData>;

// ---------------------------------------------------------------------------------------------
// Me (issue 13). What each `store/*` call serves (the spec names them only; these are ours):
//   store/info        the profile above: the session, Home and every masked contact are built from it
//   store/sy          Me's own summary ("sy", 首页: the home of Me): registration date, whether a
//                     level-2 password is set
//   store/banklist    the operator's bank cards in brief, for Me's card entry (count, default card)
//   store/index       the personal information, to fill /my/editInfo
//   store/infodo      saves the personal information (marketing name, region, address)
//   store/baseverify  the verification methods: which of phone and email are bound (masked), and
//                     the phone area codes a new phone may be bound under
//   store/sendcode    sends an SMS code: to the bound phone, or (binding) to a new phone
//   store/sendemail   sends an e-mail code: to the bound address, or (binding) to a new address
//   store/codecheck   checks the code sent to the bound phone or email: the verified step the BFF
//                     remembers for five minutes in the session (calls.ts `verifies`)
//   store/codechecksub sets a new level-2 password after the verified step (the old one forgotten)
//   store/checkpass2  sets the level-2 password with the old one (or the first one when none is set)
//   store/uppass      changes the login password (old, new, repeat); the session ends afterwards
//   store/upteldo     binds a new phone (needs the verified step and the code sent to the new phone)
//   store/upemail     binds a new e-mail (needs the verified step and the code sent to the new address)
// ---------------------------------------------------------------------------------------------

export const VERIFY_WAYS = ['phone', 'email'] as const;
export type VerifyWay = (typeof VERIFY_WAYS)[number];
/** How long a verified step lets the operator change a phone, an e-mail or the level-2 password. */
export const VERIFIED_TTL_S = 300;

const password = (label: string) =>
  z.string().check(z.minLength(6, 'my.errors.passwordShort'), z.maxLength(32, label));
const repeatMatches = <K extends string>(key: K, repeat: string) =>
  z.refine<Record<K, string> & Record<string, unknown>>((v) => v[key] === v[repeat], { message: 'my.errors.passwordMismatch', path: [repeat] });

/** store/sy payload: none. data: */
export const meSummaryData = z.object({
  reg_date: z.string(), // "YYYY-MM-DD HH:mm:ss"
  pass2_set: z.coerce.number(), // 1 when a level-2 password is set
});

/** store/banklist payload: none. data: */
export const meCardsData = z.object({
  count: z.coerce.number(), // the operator's cards
  default_card: z.string(), // the default card, masked ("**** 1234"); "" when none
  default_bank: z.string(), // its bank; "" when none
});

/** store/index payload: none. data: the personal information. */
export const infoData = z.object({
  realname: z.string(), // full name (not changeable here: real-name checked at registration)
  nickname: z.string(), // marketing name
  province: z.string(), // region codes (pservice/province); "" when not given
  city: z.string(),
  county: z.string(),
  region_name: z.string(), // the three regions' names joined, in the request's language
  address: z.string(), // detailed address
});
export type InfoData = z.infer<typeof infoData>;

/** store/infodo payload: what the upstream allows to change (the add-member form's rules). */
export const infoInput = z.object({
  nickname: memberShape.nickname,
  province: memberShape.province,
  city: memberShape.city,
  county: memberShape.county,
  address: memberShape.address,
});
export type InfoInput = z.input<typeof infoInput>;

/** store/baseverify payload: none. data: */
export const verifyMethodsData = z.object({
  phone: z.string(), // the bound phone, masked; "" when none
  email: z.string(), // the bound e-mail, masked; "" when none
  area: z.string(), // the area code of the bound phone ("+86"); "" when none
  areas: z.array(z.object({ code: z.string(), name: z.string() })), // area codes a phone may be bound under
});

const areaCode = z.string().check(z.regex(/^\+\d{1,4}$/, 'my.errors.area'));

/** store/sendcode payload: {} for the bound phone, or a new phone with its area code. */
export const sendPhoneCodeInput = z.object({
  area: z.optional(areaCode), // with `phone` only
  phone: z.optional(memberShape.phone), // a new phone to bind; absent: the bound one
});
/** store/sendemail payload: {} for the bound address, or a new one. */
export const sendEmailCodeInput = z.object({
  email: z.optional(memberShape.email), // a new address to bind; absent: the bound one
});
/** store/sendcode and store/sendemail data. */
export const codeSentData = z.object({
  to: z.string(), // where it went, masked
  wait: z.coerce.number(), // seconds before another code may be asked for
});

/** store/codecheck payload: the code sent to the bound phone or email. */
export const codeCheckInput = z.object({ way: z.enum(VERIFY_WAYS), code: verifyCode });
/** store/codecheck data. */
export const codeCheckData = z.object({ way: z.enum(VERIFY_WAYS) }); // the channel verified

/** store/upteldo payload: the new phone and the code sent to it. */
export const bindPhoneInput = z.object({
  area: areaCode, // area code, from store/baseverify's list
  phone: memberShape.phone, // digits only
  code: verifyCode, // sent to the new phone by store/sendcode
});
/** store/upemail payload: the new e-mail and the code sent to it. */
export const bindEmailInput = z.object({
  email: memberShape.email, // ≤ 320 characters (spec §5)
  code: verifyCode, // sent to the new address by store/sendemail
});
/** store/upteldo and store/upemail data. */
export const boundData = z.object({ to: z.string() }); // the new contact, masked

/** store/uppass payload: the login password. */
export const loginPasswordInput = z
  .object({
    old: z.string().check(z.minLength(1, 'my.pass.old'), z.maxLength(32, 'my.pass.old')), // the current password
    password: password('my.errors.passwordShort'), // the new one, ≥ 6 characters (spec §5)
    repeat: z.string(), // the new one again
  })
  .check(repeatMatches('password', 'repeat'));
export type LoginPasswordInput = z.input<typeof loginPasswordInput>;

/** store/checkpass2 payload: the level-2 password, with the old one (absent when none is set). */
export const pass2ChangeInput = z
  .object({
    old: z.optional(pass2), // the current level-2 password
    pass2: password('my.errors.passwordShort'), // the new one
    repeat: z.string(), // the new one again
  })
  .check(repeatMatches('pass2', 'repeat'));
export type Pass2ChangeInput = z.input<typeof pass2ChangeInput>;

/** store/codechecksub payload: a new level-2 password after the verified step (no old one). */
export const pass2ResetInput = z
  .object({ pass2: password('my.errors.passwordShort'), repeat: z.string() })
  .check(repeatMatches('pass2', 'repeat'));
export type Pass2ResetInput = z.input<typeof pass2ResetInput>;
