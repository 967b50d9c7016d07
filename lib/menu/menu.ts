import type { MenuItem } from '@/lib/contract/auth';
import { ROUTES, routeOf } from './manifest';

// The side menu: the login menu (spec §2 "The menu shown also comes from the login
// response"), or the spec's tree when the login gave none, filtered by the menu keys. The
// spec's tree is made from the route manifest's menu entries, in menu-key order; Logout is
// not a route and closes it.

/** Entries shown on phones only (spec §2). */
export const MOBILE_ONLY = ['/my', '/logout'];
export const LOGOUT_ID = '/logout';
/** Logout's menu entry: key 0, always shown, last. */
export const LOGOUT: MenuItem = { id: LOGOUT_ID, title: '', key: '0', img: 'logout' };

const byKey = (a: MenuItem, b: MenuItem) => Number(a.key) - Number(b.key);

/** The entries of the spec's menu under `group` (undefined: the top level). */
function entriesIn(group: string | undefined): MenuItem[] {
  return ROUTES.flatMap((r) =>
    (r.menu ?? [])
      .filter((m) => m.in === group)
      .map((m): MenuItem => {
        const children = entriesIn(r.path);
        return { id: r.path, title: '', key: m.key, ...(m.icon && { img: m.icon }), ...(children.length && { children }) };
      }),
  ).sort(byKey);
}

/** The spec's menu entries (§2 "Its entries"). */
export const MENU_TREE: MenuItem[] = [...entriesIn(undefined), LOGOUT];

/** Every menu key of the spec's menu (an operator allowed all of them sees the whole tree). */
export const MENU_KEYS: readonly string[] = [...new Set(ROUTES.flatMap((r) => r.menu?.map((m) => m.key) ?? []))];

/** The message key (under `menu.`) of a route, group or Logout, or undefined for the login's own items. */
export function titleKeyOf(id: string): string | undefined {
  return id === LOGOUT_ID ? 'logout' : routeOf(id)?.titleKey;
}

/** Spec §2: an entry shows only if its key is 0 or in the list; a group with nothing left goes too. */
export function visibleMenu(menu: MenuItem[], keys: readonly string[]): MenuItem[] {
  const allowed = new Set(keys);
  return menu.flatMap((entry) => {
    if (entry.key !== '0' && !allowed.has(entry.key)) return [];
    if (!entry.children?.length) return [entry];
    const children = visibleMenu(entry.children, keys);
    return children.length ? [{ ...entry, children }] : [];
  });
}

/** A group that is a screen as well (Me, spec §2 /my) opens it from its first entry, in a login menu too. */
const withOwnScreens = (menu: MenuItem[]): MenuItem[] =>
  menu.map((e) => {
    const route = routeOf(e.id);
    if (!e.children?.length || !route?.screen || e.children.some((c) => c.id === e.id)) return e;
    return { ...e, children: [{ id: e.id, title: e.title, key: e.key }, ...e.children] };
  });

/** The menu the shell shows for a session. */
export const shellMenu = (loginMenu: MenuItem[] | undefined, keys: readonly string[]) =>
  visibleMenu(withOwnScreens(loginMenu?.length ? loginMenu : MENU_TREE), keys);

/** Entries from the top down to the first entry whose id is `path`; [] when none. */
export function trailOf(menu: MenuItem[], path: string): MenuItem[] {
  for (const entry of menu) {
    if (entry.id === path) return [entry];
    const below = trailOf(entry.children ?? [], path);
    if (below.length) return [entry, ...below];
  }
  return [];
}

/** A route of ours (navigates inside the portal) rather than a link to elsewhere. */
export const isRoute = (entry: MenuItem) => !entry.type && entry.id.startsWith('/');
