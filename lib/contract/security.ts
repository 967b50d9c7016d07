import * as z from 'zod/mini';

// The operator's own security (issue 72): the sessions of the account, its sign-ins and what
// the operator did through the BFF. Served by the BFF itself (app/api/security/*), from the
// shared store; no upstream call but the password check of a sign-out. What the browser gets.

/** A device as the portal names it: browser, system and kind, from the User-Agent. */
export type DeviceInfo = { browser: string; os: string; kind: 'desktop' | 'mobile' | 'tablet' | 'other' };

/** A live session of the account (GET /api/security/sessions). */
export type SessionEntry = {
  id: string; // an opaque handle of the session, never its cookie or its store id
  current: boolean; // this device
  device: DeviceInfo;
  network: string; // "203.0.113.0/24", "2001:db8:1::/48"; "" when unknown
  signedInAt: number; // Unix ms
  lastActive: number; // Unix ms, updated at most once a minute
};

export const SIGN_IN_OUTCOMES = ['ok', 'wrong', 'locked', 'limited'] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

/** A sign-in to the account through the portal, or an attempt (GET /api/security/signins). */
export type SignInEntry = {
  at: number; // Unix ms
  outcome: SignInOutcome; // ok; wrong password; the account locked (too many failures); the address rate-limited
  device: DeviceInfo;
  network: string;
  newDevice: boolean; // from a browser that had never signed in to the account before
};

/** What Home's worklist says of the sign-ins since the operator's last visit. */
export type SignInAlert = { failed: number; newDevice: boolean; since: number };

import { ACTIVITY_KINDS, type ActivityKind } from './values';

export { ACTIVITY_KINDS, type ActivityKind };
/** How a money move whose answer was lost was settled (issue 71). */
export type Settled = 'applied' | 'notApplied' | 'unknown';

/** A write the operator made through the BFF (GET /api/security/activity). */
export type ActivityEntry = {
  at: number; // Unix ms, when the answer came
  kind: ActivityKind;
  action: string; // what was done: a key of the messages' `security.actions`
  asked: Record<string, string | number>; // what was asked, never a password, a code or a card number in full
  code: number; // what the upstream (or the BFF) answered
  msg: string; // its message, as it came
  settled?: Settled; // a money move whose answer was lost, as it was settled
  device: DeviceInfo;
  network: string;
};

/** A bound of a range: Unix ms, or absent. */
const instant = z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(8.64e15)));

/**
 * GET /api/security/activity's query: a kind, and the range the screen's days make in the
 * operator's own time zone (`since`, `until`: Unix ms; the URL keeps the days).
 */
export const activityQuery = z.object({
  kind: z._default(z.enum(['', ...ACTIVITY_KINDS]), ''),
  since: instant,
  until: instant,
});
export type ActivityQuery = z.output<typeof activityQuery>;

/** An IANA time zone as a browser names it ("Asia/Shanghai", "UTC"): the zone the export's times are written in. */
const timeZone = z.string().check(z.regex(/^[A-Za-z][\w+-]*(\/[\w+-]+){0,2}$/), z.maxLength(64), z.refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}));

/** GET /api/export/activity's filters: the screen's, and the operator's time zone. */
export const activityExportQuery = z.extend(activityQuery, { tz: z._default(timeZone, 'UTC') });
export type ActivityExportQuery = z.output<typeof activityExportQuery>;

/** POST /api/security/sessions/end: one session by its handle, or every other one; the account's password again. */
export const signOutInput = z.object({
  session: z.union([z.literal('others'), z.string().check(z.regex(/^[\w-]{16}$/))]),
  password: z.string().check(z.minLength(1, 'my.security.errors.password'), z.maxLength(128, 'my.security.errors.password')),
});
export type SignOutInput = z.input<typeof signOutInput>;
