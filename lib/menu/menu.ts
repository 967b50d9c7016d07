import type { MenuItem } from '@/lib/contract/auth';
import { MENU_KEYS as K, routeOf } from './routes';

// The side menu: the login menu (spec §2 "The menu shown also comes from the login
// response"), or the spec's tree when the login gave none, filtered by the menu keys.

const GROUP_TITLES: Record<string, string> = {
  '/memberProduct': 'memberProduct',
  '/capital': 'capital',
  '/reports': 'reports',
  '/my': 'my',
  '/logout': 'logout',
};

/** Entries shown on phones only (spec §2). */
export const MOBILE_ONLY = ['/my', '/logout'];
export const LOGOUT_ID = '/logout';

const item = (id: string, key: string, img?: string, children?: MenuItem[]): MenuItem => ({
  id,
  title: '',
  key,
  ...(img && { img }),
  ...(children && { children }),
});

/** The spec's menu entries (§2 "Its entries"). */
export const MENU_TREE: MenuItem[] = [
  item('/home', K.home, 'home'),
  item('/inviteNode', K.inviteNode, 'invite'),
  item('/memberNode', K.memberNode, 'member'),
  item('/memberProduct', K.memberProduct, 'goods', [
    item('/memberProduct/memberUpLevel', K.memberUpLevel),
    item('/memberProduct/chargeback', K.chargeback),
    item('/memberProduct/chargebackRecord', K.chargebackRecord),
  ]),
  item('/capital', K.capital, 'fund', [
    item('/capital/recharge', K.recharge),
    item('/capital/rechargeRecord', K.rechargeRecord),
    item('/capital/transfer', K.transfer),
    item('/capital/transferRecord', K.transferRecord),
    item('/capital/withdraw', K.withdraw),
    item('/capital/withdrawRecord', K.withdrawRecord),
    item('/my/bankCardList', K.capitalBankCard),
  ]),
  item('/reports', K.reports, 'report', [
    item('/reports/integralRecord', K.integralRecord),
    item('/reports/registerMember', K.registerMember),
    item('/reports/waitMember', K.waitMember),
    item('/reports/performance', K.performance),
    item('/reports/teamformance', K.teamformance),
    item('/reports/teamformanceInfo', K.teamformanceInfo),
    item('/notice', K.notice),
  ]),
  item('/my', K.my, 'my', [
    item('/my', K.my), // Me's own screen: the group is shown on phones only, so this is how a phone reaches it
    item('/my/editInfo', K.editInfo),
    item('/my/editBankCard', K.editBankCard),
    item('/my/bankCardList', K.bankCardList),
    item('/my/editPhone', K.editPhone),
    item('/my/editPass', K.editPass),
  ]),
  item(LOGOUT_ID, K.logout, 'logout'),
];

/** The message key (under `menu.`) of a route or group, or undefined for the login's own items. */
export function titleKeyOf(id: string): string | undefined {
  return GROUP_TITLES[id] ?? routeOf(id)?.titleKey;
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

/** Me is a screen as well as a group (spec §2 /my): its first entry opens it, in a login menu too. */
const withMeScreen = (menu: MenuItem[]): MenuItem[] =>
  menu.map((e) =>
    e.id === '/my' && e.children?.length && !e.children.some((c) => c.id === '/my')
      ? { ...e, children: [{ id: '/my', title: e.title, key: e.key }, ...e.children] }
      : e,
  );

/** The menu the shell shows for a session. */
export const shellMenu = (loginMenu: MenuItem[] | undefined, keys: readonly string[]) =>
  visibleMenu(withMeScreen(loginMenu?.length ? loginMenu : MENU_TREE), keys);

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
