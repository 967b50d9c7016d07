import * as z from 'zod/mini';

// The operator's own profile and the `store/*` calls of spec §7 (Me: phone, email, passwords,
// level-2 password, verification). What each `store/*` call serves, and its input schema, is
// written here as its screen is built (issue "Me"); until then calls.ts lists them unspecified.

/** Spec §4 / §9: a member awaiting upgrade has this many days to reach VIP. */
export const UPGRADE_CYCLE_DAYS = 45;

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
  upgrade_days: cycleDays(), // days left in the 45-day upgrade cycle; absent when not awaiting upgrade
  verify_rule: z.object({
    phone: z.coerce.number(), // 1 when a phone is bound and may receive codes
    email: z.coerce.number(), // 1 when an email is bound and may receive codes
  }),
});
export type ProfileData = z.infer<typeof profileData>;

