import 'server-only';
import {
  loginData,
  userMenuData,
  userPermissionData,
  userSummaryOf,
  type LoginData,
  type MenuItem,
} from '@/lib/contract/auth';
import { PROFILE_PATH } from '@/lib/contract/call-paths';
import { profileData, type ProfileData } from '@/lib/contract/my';
import { CODE_OK, type Envelope } from '@/lib/contract/codes';
import { isOwnEntry, visibleMenu } from '@/lib/menu/menu';

import { newSessionId, SESSION_TTL_S, type SessionData } from './session';
import { verifyRuleOf } from '@/lib/contract/values';

// What the session is built from after /login/index answers 20000: the profile, the menu
// keys and the permissions (spec §4, §6), fetched at once.

const dataOf = <T>(env: PromiseSettledResult<Envelope>, schema: { safeParse(d: unknown): { success: boolean; data?: T } }) => {
  if (env.status !== 'fulfilled' || env.value.code !== CODE_OK) return undefined;
  const parsed = schema.safeParse(env.value.data);
  return parsed.success ? parsed.data : undefined;
};

/**
 * Menu entries as the session keeps them: no icon variants or extra fields, and none of the
 * portal's own (the shell adds them to every menu: they need no room in the cookie).
 */
const compact = (menu: MenuItem[]): MenuItem[] =>
  menu.filter((entry) => !isOwnEntry(entry)).map(({ id, title, key, type, img, children }) => ({
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
  // Fail closed (issue 14, defect 7): when the menu keys or the permissions cannot be read,
  // the session gets none (only the entries with key "0" show) and says it is limited, so the
  // operator is told rather than shown entries or actions the upstream may not allow.
  const menuKeys = dataOf<string[]>(menu, userMenuData);
  const permissions = dataOf<string[]>(permission, userPermissionData);
  const now = Date.now();
  return {
    sid: newSessionId(),
    dvId: device.dvId,
    csrf: device.csrf,
    token: login.token,
    exp: now + SESSION_TTL_S * 1000,
    user: userSummaryOf(login, info),
    // Only the entries the operator may see: what is hidden never reaches the cookie either.
    menu: visibleMenu(compact(login.menu), menuKeys ?? []),
    menuKeys: menuKeys ?? [],
    permissions: permissions ?? [],
    ...((!menuKeys || !permissions) && { limited: true }),
    verifyRule: verifyRuleOf(info),
    country: login.country,
  };
}
