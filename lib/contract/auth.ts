import * as z from 'zod/mini';
import type { ProfileData } from './my';
import { requiredText } from './schema';

// Login, profile, menu and permission: the calls the session is built from (spec §3, §4, §6).

/** The login form; the BFF adds csrf. Required messages are the fields' labels (spec §5). */
export const loginInput = z.object({
  username: requiredText('login.account').check(z.maxLength(64, 'login.account')), // bounded: it becomes a limiter key
  password: z.string().check(z.minLength(1, 'login.password'), z.maxLength(128, 'login.password')),
});
export type LoginInput = z.infer<typeof loginInput>;

/** A login menu entry (spec §3 "Menu item"). */
export type MenuItem = {
  id: string; // a route ("/capital/recharge") or a URL (for modal / blank items)
  title: string; // shown as is: the upstream translates it for the request's lac
  img?: string; // icon base name; variants add -pc, -cur, -pc-cur
  key: string; // "0" = always shown; otherwise shown only when in the menu-key list
  type?: 'modal' | 'blank'; // modal: iframe dialog; blank: new browser tab; absent: navigate
  children?: MenuItem[];
};
export const menuItem: z.ZodMiniType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    img: z.optional(z.string()),
    key: z.coerce.string(),
    type: z.catch(z.optional(z.enum(['modal', 'blank'])), undefined),
    children: z.optional(z.array(menuItem)),
  }),
);

/** /login/index data. The user's own fields sit beside the session fields. */
export const loginData = z.object({
  token: z.string().check(z.minLength(1)), // the upstream session token: kept in the sealed cookie only
  lang_app: z.optional(z.string()), // the account's language (zh-CN, zh-TW, en-US)
  country: z.optional(z.string()), // the account's country code
  IDtype: z.optional(z.array(z.object({ id: z.coerce.string(), name: z.string() }))), // ID document types
  area: z.optional(z.array(z.object({ code: z.string(), name: z.string() }))), // phone area codes
  menu: z._default(z.array(menuItem), []), // the menu shown (spec §2)
  username: z.string(), // the operator's account
  nickname: z.optional(z.string()), // marketing name
});
export type LoginData = z.infer<typeof loginData>;

/** GET /user/menu data: the keys of the menu entries this user may see. */
export const userMenuData = z.array(z.coerce.string());
/** GET /user/permission data: permission values (spec §6). */
export const userPermissionData = z.array(z.string());
/** Spec §3's permission values (never a fallback: a session whose call fails gets none). */
export const DEFAULT_PERMISSIONS = [
  'sys:user:add',
  'sys:user:edit',
  'sys:user:delete',
  'sys:user:import',
  'sys:user:export',
];

/** What the browser learns about the signed-in user: no token, no csrf. */
export type UserSummary = {
  account: string;
  name: string;
  nickname?: string;
  level: number;
  levelName: string;
  vip: boolean;
};

/** The user summary from the login answer and the profile (the profile wins when present). */
export function userSummaryOf(login: LoginData, profile?: ProfileData): UserSummary {
  return {
    account: profile?.username ?? login.username,
    name: profile?.realname || login.nickname || login.username,
    nickname: profile?.nickname ?? login.nickname,
    level: profile?.level ?? 0,
    levelName: profile?.level_name ?? '',
    vip: profile?.is_vip === 1,
  };
}

/** GET /api/session and POST /api/auth/login answer this. */
export type SessionView = {
  user: UserSummary;
  menu: MenuItem[];
  menuKeys: string[];
  permissions: string[];
  verifyRule: { phone: boolean; email: boolean };
  /** True when the permissions could not be read at login: nothing hidden is shown (say so). */
  limited?: boolean;
  locale: string;
};

/** POST /notice/unread data (spec §3 "Notice count"). */
export const noticeCountData = z.object({ num: z.coerce.number() });
