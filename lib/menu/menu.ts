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
/** In a group, the portal's own entries (key 0, shown to everyone) come after the upstream's. */
const ownLast = (a: MenuItem, b: MenuItem) => Number(a.key === '0') - Number(b.key === '0');

/** The entries of the spec's menu under `group` (undefined: the top level). */
function entriesIn(group: string | undefined): MenuItem[] {
  return ROUTES.flatMap((r) =>
    (r.menu ?? [])
      .filter((m) => m.in === group)
      .map((m): MenuItem => {
        const children = entriesIn(r.path);
        return { id: r.path, title: '', key: m.key, ...(m.icon && { img: m.icon }), ...(children.length && { children }) };
      }),
  ).sort((a, b) => (group ? ownLast(a, b) : 0) || byKey(a, b));
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

/** Whether a menu entry is one of the portal's own (key 0 in a group), which shellMenu adds itself. */
export const isOwnEntry = (entry: MenuItem) => entry.key === '0' && (routeOf(entry.id)?.menu ?? []).some((m) => m.key === '0' && m.in !== undefined);

/** The portal's own entries of a group (key 0: Me's security screens), which no upstream menu names. */
const ownEntriesIn = (group: string): MenuItem[] =>
  ROUTES.flatMap((r) => (r.menu ?? []).filter((m) => m.in === group && m.key === '0').map((m): MenuItem => ({ id: r.path, title: '', key: m.key })));

/**
 * A group that is a screen as well (Me, spec §2 /my) opens it from its first entry, in a login
 * menu too; and a login menu's group gets the portal's own entries it lacks, at its end.
 */
const withOwnScreens = (menu: MenuItem[]): MenuItem[] =>
  menu.map((e) => {
    const route = routeOf(e.id);
    if (!e.children?.length) return e;
    const own = ownEntriesIn(e.id).filter((o) => !e.children!.some((c) => c.id === o.id));
    const head = route?.screen && !e.children.some((c) => c.id === e.id) ? [{ id: e.id, title: e.title, key: e.key }] : [];
    return head.length || own.length ? { ...e, children: [...head, ...e.children, ...own] } : e;
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
