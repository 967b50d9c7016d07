import 'server-only';
import { randomBytes } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { nanoid } from 'nanoid';
import { z } from 'zod';
import type { MenuItem, SessionView, UserSummary } from '@/lib/contract/auth';
import type { Locale } from '@/lib/contract/locale';
import { processWide } from '@/lib/ops/processWide';
import { VERIFY_WAYS, type VerifyWay } from '@/lib/contract/my';
import { config } from '@/lib/upstream/config';

// The session lives in one sealed (encrypted + signed) httpOnly cookie, so any instance can
// serve any request. It holds what the server needs; the browser sees only SessionView.

export type SessionData = {
  sid: string; // this session's id: its record in the shared store (lib/session/records.ts)
  dvId: string; // device id, copied from the long-lived device cookie
  csrf: string; // sent in every upstream form and in the login payload
  token: string; // the upstream token
  exp: number; // Unix ms after which the session is void
  user: UserSummary;
  menu?: MenuItem[];
  menuKeys?: string[];
  permissions?: string[];
  /** Set when the menu keys or permissions could not be fetched at login: none are granted. */
  limited?: boolean;
  verifyRule?: { phone: boolean; email: boolean };
  country?: string;
  /** Me's verified step (lib/session/verified.ts): a code checked on this channel, good until (Unix ms). */
  verified?: { way: VerifyWay; until: number };
};

/** A device id as newDeviceId makes them: 21 characters of nanoid's alphabet. */
export const DEVICE_ID = /^[\w-]{21}$/;

// What an unsealed cookie must hold to be a session (issue 14, defect 8): a cookie sealed
// with our secret but of another shape (an older version, a session without user) is none.
const strings = z.array(z.string());
const sessionShape = z.object({
  sid: z.string().regex(/^[\w-]{16,32}$/),
  dvId: z.string().regex(DEVICE_ID),
  csrf: z.string().min(1),
  token: z.string().min(1),
  exp: z.number(),
  user: z.object({ account: z.string().min(1), name: z.string(), nickname: z.string().optional(), level: z.number(), levelName: z.string(), vip: z.boolean() }),
  menu: z.array(z.unknown()).optional(), // packed (packMenu); unpacked and checked by unpackMenu
  menuKeys: z.union([strings, z.array(z.number().int().nonnegative())]).optional(), // packed (packKeys) or as given
  permissions: strings.optional(),
  limited: z.boolean().optional(),
  verifyRule: z.object({ phone: z.boolean(), email: z.boolean() }).optional(),
  country: z.string().optional(),
  verified: z.object({ way: z.enum(VERIFY_WAYS), until: z.number() }).optional(),
});

export const SESSION_COOKIE = 'portal_session';
/** The request header by which the guard (proxy.ts) tells the portal's layout the page being loaded (lib/session/firstAnswers.ts). */
export const PAGE_URL_HEADER = 'x-portal-page';
export const DEVICE_COOKIE = 'portal_dvid';
export const SESSION_TTL_S = 12 * 3600;
const DEVICE_TTL_S = 5 * 365 * 24 * 3600;

export const newDeviceId = () => nanoid(21);
export const newSessionId = () => nanoid(21);
/** The device cookie's id when it is one we could have made, else a new one (defect 6). */
export const deviceIdOf = (cookie: string | undefined) => (cookie && DEVICE_ID.test(cookie) ? cookie : newDeviceId());
export const newCsrf = () => randomBytes(18).toString('base64url');

// Unsealing costs about 0.8 ms (PBKDF2); the same cookie comes back on every request, so a
// small cache keyed by its value saves that. Entries live seconds, never past the session.
const CACHE_MS = 10_000;
const CACHE_MAX = 1000;
const cache = processWide('unsealCache', () => new Map<string, { data: SessionData; until: number }>());

// The cookie's budget is 3 KB with the largest menu (a browser keeps 4 KB per cookie, with
// its name and attributes): menu entries are sealed as arrays, not objects with key names.
type PackedItem = [id: string, title: string, key: string, img?: string | 0, type?: string | 0, children?: PackedItem[]];

function packMenu(menu: MenuItem[]): PackedItem[] {
  return menu.map(({ id, title, key, img, type, children }) => {
    const packed: PackedItem = [id, title, key, img ?? 0, type ?? 0, children?.length ? packMenu(children) : undefined];
    while (packed.length > 3 && !packed[packed.length - 1]) packed.pop();
    return packed;
  });
}

/**
 * Menu keys as sealed: numbers when every key is one written plainly ("48", not "048"), two
 * quotes fewer a key (issue 59: the Report group's eighth entry took the largest menu past 3 KB);
 * otherwise as given. Unpacked by `String`, so the keys read back are the ones sealed.
 */
const packKeys = (keys: string[]): string[] | number[] => (keys.every((k) => /^(0|[1-9]\d{0,8})$/.test(k)) ? keys.map(Number) : keys);

/** The menu of a packed one, or undefined when it is not one (the session is then none). */
function unpackMenu(packed: unknown, depth = 0): MenuItem[] | undefined {
  if (!Array.isArray(packed) || depth > 4) return undefined;
  const menu: MenuItem[] = [];
  for (const entry of packed) {
    if (!Array.isArray(entry)) return undefined;
    const [id, title, key, img, type, children] = entry as unknown[];
    if (typeof id !== 'string' || typeof title !== 'string' || typeof key !== 'string') return undefined;
    const item: MenuItem = { id, title, key };
    if (typeof img === 'string') item.img = img;
    if (type === 'modal' || type === 'blank') item.type = type;
    if (children !== undefined && children !== 0) {
      const below = unpackMenu(children, depth + 1);
      if (!below) return undefined;
      item.children = below;
    }
    menu.push(item);
  }
  return menu;
}

/** The session sealed in a cookie value, or null when absent, forged, expired or rotated out. */
export async function readSession(sealed: string | undefined): Promise<SessionData | null> {
  if (!sealed) return null;
  const now = Date.now();
  const hit = cache.get(sealed);
  if (hit && hit.until > now) return hit.data;
  if (sealed.length > 4096) return null; // larger than any cookie we make: not ours
  // Every configured secret opens (a cookie names the id of the secret that sealed it).
  const parsed = sessionShape.safeParse(await unsealData(sealed, { password: config().session.passwords, ttl: SESSION_TTL_S }));
  if (!parsed.success || parsed.data.exp <= now) return null;
  const menu = parsed.data.menu && unpackMenu(parsed.data.menu);
  if (parsed.data.menu && !menu) return null;
  const session = { ...parsed.data, menu, ...(parsed.data.menuKeys && { menuKeys: parsed.data.menuKeys.map(String) }) } as SessionData;
  if (!menu) delete session.menu;
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(sealed, { data: session, until: Math.min(now + CACHE_MS, session.exp) });
  return session;
}

export async function sealSession(data: SessionData): Promise<string> {
  const sealed = { ...data, ...(data.menu && { menu: packMenu(data.menu) }), ...(data.menuKeys && { menuKeys: packKeys(data.menuKeys) }) };
  // Only the sealing secret is given: iron-session seals with the highest id it is handed, and
  // the one that seals is the first configured, whatever its id (lib/upstream/config.ts).
  const { sealId, passwords } = config().session;
  return sealData(sealed, { password: { [sealId]: passwords[sealId] }, ttl: SESSION_TTL_S });
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
    user: session.user,
    menu: session.menu ?? [],
    menuKeys: session.menuKeys ?? [],
    permissions: session.permissions ?? [],
    verifyRule: session.verifyRule ?? { phone: false, email: false },
    ...(session.limited && { limited: true }),
    locale,
  };
}
