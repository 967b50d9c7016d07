import 'server-only';
import {
  DEFAULT_PERMISSIONS,
  loginData,
  profileData,
  userMenuData,
  userPermissionData,
  userSummaryOf,
  verifyRuleOf,
  type LoginData,
  type MenuItem,
  type ProfileData,
} from '@/lib/contract/auth';
import { PROFILE_PATH } from '@/lib/contract/calls';
import { CODE_OK, type Envelope } from '@/lib/contract/codes';

import { SESSION_TTL_S, type SessionData } from './session';

// What the session is built from after /login/index answers 20000: the profile, the menu
// keys and the permissions (spec §4, §6), fetched at once.

const dataOf = <T>(env: PromiseSettledResult<Envelope>, schema: { safeParse(d: unknown): { success: boolean; data?: T } }) => {
  if (env.status !== 'fulfilled' || env.value.code !== CODE_OK) return undefined;
  const parsed = schema.safeParse(env.value.data);
  return parsed.success ? parsed.data : undefined;
};

/** Keys of every entry of a menu tree: the fallback when /user/menu gives none. */
const keysOf = (menu: MenuItem[]): string[] => menu.flatMap((m) => [m.key, ...keysOf(m.children ?? [])]);

/** Menu entries as the session keeps them: no icon variants or extra fields. */
const compact = (menu: MenuItem[]): MenuItem[] =>
  menu.map(({ id, title, key, type, img, children }) => ({
    id,
    title,
    key,
    ...(img && { img }),
    ...(type && { type }),
    ...(children?.length && { children: compact(children) }),
  }));

/** The parsed login data, or undefined when the upstream's answer lacks what we need. */
export const parseLogin = (data: unknown) => loginData.safeParse(data).data;

/** Sends a call as the new session (the login route binds token, device id and csrf). */
type Send = (path: string, fields: Record<string, unknown>) => Promise<Envelope>;

export async function buildSession(login: LoginData, device: { dvId: string; csrf: string }, send: Send): Promise<SessionData> {
  const [profile, menu, permission] = await Promise.allSettled([
    send(PROFILE_PATH, {}),
    send('user/menu', {}),
    send('user/permission', {}),
  ]);
  const info = dataOf<ProfileData>(profile, profileData);
  const menuKeys = dataOf<string[]>(menu, userMenuData) ?? keysOf(login.menu);
  const permissions = dataOf<string[]>(permission, userPermissionData) ?? DEFAULT_PERMISSIONS;
  return {
    dvId: device.dvId,
    csrf: device.csrf,
    token: login.token,
    exp: Date.now() + SESSION_TTL_S * 1000,
    user: userSummaryOf(login, info),
    menu: compact(login.menu),
    menuKeys,
    permissions,
    verifyRule: verifyRuleOf(info),
    country: login.country,
  };
}
