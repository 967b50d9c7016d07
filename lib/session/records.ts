import 'server-only';
import { randomBytes } from 'node:crypto';
import { metrics } from '@/lib/ops/metrics';
import { log } from '@/lib/upstream/log';
import { sharedStore, storeKey } from '@/lib/store';
import { readSession, SESSION_TTL_S, type SessionData } from './session';

// Sessions fail closed (issue 40): a sealed cookie is a session only while the shared store
// holds its records, so a store that loses its data signs everyone out and never lets a
// logged-out cookie back in (a list of revocations would forget them instead).
//
// - `portal:session:<sid>` → the account's epoch at sign-in; it lives as long as the cookie.
// - `portal:account:<hash>` → the account's epoch, a random value made at the first sign-in and
//   kept (its expiry pushed out to a full session's life) by every later one.
//
// A session is live iff both exist and agree: one round trip. Logout deletes the session's
// record; "sign out everywhere" (and a password change) deletes the account's, so every
// session of it is refused and the next sign-in starts a new epoch. Both wait for a replica's
// acknowledgement where there is one, so that a revocation answered survives a fail-over. The
// guard (proxy.ts), the BFF (handler.ts) and the pages check on every request, after the unseal
// cache.

//
// Beside them, `portal:seen:<sid>` says when the session was last active (issue 72, ./devices.ts):
// read with the two in the same round trip and written at most once a minute, not per request.

export const sessionKey = (sid: string) => `portal:session:${sid}`;
export const accountKey = (account: string) => storeKey('account', account.trim().toLowerCase());
export const seenKey = (sid: string) => `portal:seen:${sid}`;
/** Last active is written at most this often per session. */
const SEEN_EVERY_MS = 60_000;
const store = () => sharedStore('sessions');

/** Records a new session (at sign-in): from now until its expiry it is live. */
export async function recordSession(session: SessionData): Promise<void> {
  const epoch = await store().keep(accountKey(session.user.account), randomBytes(12).toString('base64url'), SESSION_TTL_S * 1000);
  await store().set(sessionKey(session.sid), epoch, session.exp - Date.now());
}

/** Ends one session (logout): a saved copy of its cookie is refused from now on. */
export const endSession = (session: SessionData) => endSid(session.sid, 'logout');

/** Ends the session of an id: by its logout, or signed out from another device (./devices.ts). */
export async function endSid(sid: string, kind: 'logout' | 'device'): Promise<void> {
  await store().delete(sessionKey(sid), { replicated: true });
  metrics().sessionsRevoked.inc({ kind });
}

/** Ends every session of the account ("sign out everywhere", a password change). */
export async function endAccount(account: string): Promise<void> {
  await store().delete(accountKey(account), { replicated: true });
  metrics().sessionsRevoked.inc({ kind: 'account' });
}

/** Whether the store holds the session's records and they agree. */
export async function isLive(session: SessionData): Promise<boolean> {
  const [epoch, current, seen] = await store().get([sessionKey(session.sid), accountKey(session.user.account), seenKey(session.sid)]);
  const live = epoch !== undefined && epoch === current;
  if (live) noteSeen(session, seen);
  return live;
}

/** Notes that the session is active now, when its last note is a minute old (not awaited). */
function noteSeen(session: SessionData, seen: string | undefined): void {
  const now = Date.now();
  if (seen !== undefined && now - Number(seen) < SEEN_EVERY_MS) return;
  store()
    .set(seenKey(session.sid), String(now), session.exp - now)
    .catch((error: unknown) => log.warn({ err: (error as Error).message }, 'sessions: last active not kept'));
}

/**
 * The session of a cookie value, or null when it is absent, forged, expired, of another shape
 * or not live: what the guard, the BFF and the pages accept. Throws StoreUnavailable when the
 * store does not answer (the caller answers 503).
 */
export async function currentSession(sealed: string | undefined): Promise<SessionData | null> {
  const session = await readSession(sealed);
  return session && (await isLive(session)) ? session : null;
}
