// Response codes of the upstream (spec §8) and of the BFF itself. The BFF answers every
// request with the same { code, msg, data } envelope, so the client maps one set of codes.

export const CODE_OK = 20000;
/** The upstream's token is gone: the session ends and the user is sent to /login. */
export const FORCED_LOGOUT_CODES: readonly number[] = [30140, 30142];
/** Handled silently: no message is shown. */
export const SILENT_CODES: readonly number[] = [30010, 30030, 30033];
/** GET /user/menu and /user/permission succeed on this code only (spec §6). */
export const CODE_USER_OK = 200;

/** Codes the BFF answers with on its own (never sent by the upstream). */
export const BFF = {
  checking: 20200, // a money move's answer was lost: the BFF is checking the upstream's records; ask again with the same key
  badRequest: 40000, // body failed the call's schema; data.fieldErrors holds the messages
  notSignedIn: 40100, // no session; the client treats it like a forced logout
  crossSite: 40300, // a state-changing request from another site (or an export's GET, isCrossSiteRead)
  forbidden: 40301, // what the session's menu hides: an export of a list none of whose screens it grants
  unknownCall: 40400, // path not in the registry
  inFlight: 40900, // the same submission (Idempotency-Key) is still being answered
  exportBusy: 40901, // an export of this account is still running (one at a time)
  notApplied: 40902, // a money move did not reach the upstream, or was settled as not applied: the same submission may be sent again
  tooLarge: 41300,
  unsupportedType: 41500, // a JSON route sent something that is not application/json
  conflict: 42200, // an Idempotency-Key reused with another body
  exportTooLarge: 42201, // an export's list has more rows than the cap (EXPORT_MAX_ROWS)
  rateLimited: 42900,
  badGateway: 50200, // upstream refused, answered HTTP 5xx or non-JSON
  unavailable: 50300, // the shared store (Redis) did not answer
  timeout: 50400, // upstream slower than UPSTREAM_TIMEOUT_MS
  outcomeUnknown: 50401, // a money move's outcome could not be settled in its window: check the record before sending it again
} as const;

export type Envelope<T = unknown> = { code: number; msg: string; data: T };

export function isForcedLogout(code: number): boolean {
  return FORCED_LOGOUT_CODES.includes(code) || code === BFF.notSignedIn;
}
