import 'server-only';
import { randomBytes } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { nanoid } from 'nanoid';
import type { MenuItem, SessionView, UserSummary } from '@/lib/contract/auth';
import type { Locale } from '@/lib/contract/locale';
import { config } from '@/lib/upstream/config';

// The session lives in one sealed (encrypted + signed) httpOnly cookie, so any instance can
// serve any request. It holds what the server needs; the browser sees only SessionView.

export type SessionData = {
  dvId: string; // device id, copied from the long-lived device cookie
  csrf: string; // sent in every upstream form and in the login payload
  token: string; // the upstream token; "" before login
  exp: number; // Unix ms after which the session is void
  user?: UserSummary;
  menu?: MenuItem[];
  menuKeys?: string[];
  permissions?: string[];
  verifyRule?: { phone: boolean; email: boolean };
  country?: string;
};

export const SESSION_COOKIE = 'portal_session';
export const DEVICE_COOKIE = 'portal_dvid';
export const SESSION_TTL_S = 12 * 3600;
const DEVICE_TTL_S = 5 * 365 * 24 * 3600;

export const newDeviceId = () => nanoid(21);
export const newCsrf = () => randomBytes(18).toString('base64url');

// Unsealing costs about 0.8 ms (PBKDF2); the same cookie comes back on every request, so a
// small cache keyed by its value saves that. Entries live seconds, never past the session.
const CACHE_MS = 10_000;
const CACHE_MAX = 1000;
const cache = new Map<string, { data: SessionData; until: number }>();

/** The session sealed in a cookie value, or null when absent, forged, expired or rotated out. */
export async function readSession(sealed: string | undefined): Promise<SessionData | null> {
  if (!sealed) return null;
  const now = Date.now();
  const hit = cache.get(sealed);
  if (hit && hit.until > now) return hit.data;
  const data = await unsealData<Partial<SessionData>>(sealed, {
    password: config().sessionPasswords,
    ttl: SESSION_TTL_S,
  });
  if (!data.dvId || !data.csrf || typeof data.token !== 'string' || !data.exp || data.exp <= now) return null;
  const session = data as SessionData;
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(sealed, { data: session, until: Math.min(now + CACHE_MS, session.exp) });
  return session;
}

export async function sealSession(data: SessionData): Promise<string> {
  return sealData(data, { password: config().sessionPasswords, ttl: SESSION_TTL_S });
}

type CookieOptions = { httpOnly: true; sameSite: 'lax'; secure: boolean; path: '/'; maxAge: number };

export const sessionCookieOptions = (maxAge = SESSION_TTL_S): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: config().cookieSecure,
  path: '/',
  maxAge,
});

export const deviceCookieOptions = (): CookieOptions => sessionCookieOptions(DEVICE_TTL_S);

/** What the browser may know of a signed-in session: never the token or the csrf value. */
export function sessionView(session: SessionData, locale: Locale): SessionView {
  return {
    user: session.user!,
    menu: session.menu ?? [],
    menuKeys: session.menuKeys ?? [],
    permissions: session.permissions ?? [],
    verifyRule: session.verifyRule ?? { phone: false, email: false },
    locale,
  };
}
