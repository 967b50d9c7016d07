import { DEFAULT_PERMISSIONS } from '@/lib/contract/auth';
import { type Route, ROUTES, routeOf } from '@/lib/menu/manifest';
import { MENU_KEYS } from '@/lib/menu/menu';

// The accounts that can sign in. Each is also a member of the world (member i = ACCOUNTS[i]),
// so other members can transfer to them or be placed under them. Their passwords are
// member-state.ts's (DEFAULT_PASSWORD until changed).

export type Account = {
  username: string;
  realname: string;
  nickname: string;
  level: 0 | 1 | 2; // 2 = VIP: may sponsor members (spec §6)
  phone: string; // "" = not bound: verification by phone is blocked (spec §5)
  email: string;
  salaryCents: number;
  notices: number; // how many notices the world gives it (about half unread)
  limitedMenu?: boolean; // its key list hides Withdraw, Withdraw record and the Report group (HIDDEN_FOR_LIMITED)
  linkItems?: boolean; // its login menu has a modal and a blank item
};

export const ACCOUNTS: readonly Account[] = [
  {
    username: 'operator', realname: '王建国', nickname: 'Operator', level: 2,
    phone: '13800000001', email: 'operator@example.com', salaryCents: 12_500_000, notices: 10,
  },
  {
    username: 'novip', realname: '李小红', nickname: 'NoVip', level: 1,
    phone: '', email: '', salaryCents: 300_000, notices: 3,
  },
  {
    username: 'menuop', realname: '张明', nickname: 'MenuOp', level: 2,
    phone: '13900000002', email: 'menuop@example.com', salaryCents: 5_000_000, notices: 4,
    limitedMenu: true, linkItems: true,
  },
];

export function accountOf(username: unknown): Account | undefined {
  return ACCOUNTS.find((a) => a.username === username);
}

const ALL_KEYS = MENU_KEYS.filter((k) => k !== '0');
const ALL_ROUTES: readonly Route[] = ROUTES;

/** The menu keys of a group of the route manifest: its own, and every key of each route in it (and of the groups within). */
function groupKeys(group: string): string[] {
  const own = (routeOf(group)?.menu ?? []).map((m) => m.key);
  const members = ALL_ROUTES.filter((r) => r.menu?.some((m) => m.in === group));
  return [...own, ...members.flatMap((r) => [...(r.menu ?? []).map((m) => m.key), ...groupKeys(r.path)])];
}
/** The menu keys of the routes at `paths`. */
const routeKeys = (...paths: string[]): string[] => paths.flatMap((path) => (routeOf(path)?.menu ?? []).map((m) => m.key));

/**
 * What a limited account's key list leaves out: Withdraw and Withdraw record, and the Report
 * group whole (its key and every screen the manifest puts in it, so a new Reports screen is
 * hidden with it). Key 0, the portal's own entries, is never the upstream's to withhold.
 */
const HIDDEN_FOR_LIMITED: ReadonlySet<string> = new Set([...routeKeys('/capital/withdraw', '/capital/withdrawRecord'), ...groupKeys('/reports')].filter((k) => k !== '0'));

/** GET /user/menu: the keys of the entries this account may see. */
export function menuKeysOf(account: Account): string[] {
  return account.limitedMenu ? ALL_KEYS.filter((k) => !HIDDEN_FOR_LIMITED.has(k)) : ALL_KEYS;
}

/** GET /user/permission: a non-VIP may not add members (spec §6). `vip` is the member's, which a scenario or a member edit may change. */
export function permissionsOf(vip: boolean): string[] {
  return vip ? [...DEFAULT_PERMISSIONS] : DEFAULT_PERMISSIONS.filter((p) => p !== 'sys:user:add');
}
