import 'server-only';
import { sharedStore } from '@/lib/store';
import { issuedAt, readSession, SESSION_TTL_S, type SessionData } from './session';

// Ending sessions before their cookie expires (issue 14, defect 4). The cookie is sealed and
// cannot be taken back from the browser, so the server keeps records, in the shared store, of
// what it no longer accepts: a session id (logout) or, per account, a time before which every
// session is refused ("sign out everywhere", e.g. after a password change). A record outlives
// the cookies it refuses. The guard (proxy.ts) and the BFF (handler.ts) check both on every
// request, after the unseal cache: a cached cookie is still checked.

const MARGIN_MS = 60_000;
const sessionKey = (sid: string) => `portal:revoked:sid:${sid}`;
const accountKey = (account: string) => `portal:revoked:account:${account.trim().toLowerCase()}`;

/** Refuses one session from now on (logout). `exp`: when its cookie would have expired. */
export async function revokeSession(sid: string, exp = Date.now() + SESSION_TTL_S * 1000): Promise<void> {
  await sharedStore('revocations').set(sessionKey(sid), '1', Math.max(exp - Date.now(), 0) + MARGIN_MS);
}

/** Refuses every session of the account issued until now ("sign out everywhere"). */
export async function revokeAccount(username: string, at = Date.now()): Promise<void> {
  // A session issued later than `at` is not touched; one issued before is older than the TTL
  // once the record expires, so it is refused by its own expiry from then on.
  await sharedStore('revocations').set(accountKey(username), String(at), SESSION_TTL_S * 1000 + MARGIN_MS);
}

/** Whether a session was revoked: by its id, or by its account's not-before time. */
export async function isRevoked(session: SessionData): Promise<boolean> {
  const [bySid, notBefore] = await sharedStore('revocations').get([sessionKey(session.sid), accountKey(session.user.account)]);
  return bySid !== undefined || (notBefore !== undefined && issuedAt(session) <= Number(notBefore));
}

/**
 * The session of a cookie value, or null when it is absent, forged, expired, of another shape
 * or revoked: what the guard, the BFF and the pages accept.
 */
export async function currentSession(sealed: string | undefined): Promise<SessionData | null> {
  const session = await readSession(sealed);
  return session && !(await isRevoked(session)) ? session : null;
}
