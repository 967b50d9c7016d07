import type { MenuItem } from '@/lib/contract/auth';
import { isOwnEntry, MENU_TREE, titleKeyOf } from '@/lib/menu/menu';
import enUS from '@/messages/en-US.json';
import zhCN from '@/messages/zh-CN.json';
import zhTW from '@/messages/zh-TW.json';
import { pick, type Lac } from './i18n';

// The login `menu` (spec §2 "Its entries"): the portal's own tree (lib/menu/menu.ts, made from
// the route manifest) with the portal's own titles (messages/*.json), as the upstream would
// translate them for the request's lac.

const CATALOGUES: readonly { menu: Record<string, string> }[] = [zhCN, zhTW, enUS];
const titleOf = (id: string, lac: Lac): string => CATALOGUES[lac - 1].menu[titleKeyOf(id)!];

/** Items that open a page of the stub itself: in a dialog (modal) or a new tab (blank). */
const linkItems = (base: string, lac: Lac): MenuItem[] => [
  { id: `${base}/pages/help.html`, title: pick(lac, ['帮助', '幫助', 'Help']), img: 'help', key: '0', type: 'modal' },
  { id: `${base}/pages/guide.html`, title: pick(lac, ['指南', '指南', 'Guide']), img: 'guide', key: '0', type: 'blank' },
];

/** Only top-level entries carry an icon, as the upstream's do. */
const render = (entry: MenuItem, lac: Lac, top: boolean): MenuItem => ({
  id: entry.id,
  title: titleOf(entry.id, lac),
  key: entry.key,
  ...(top && entry.img && { img: entry.img }),
  ...(entry.children && { children: entry.children.map((c) => render(c, lac, false)) }),
});

/** The menu of the login answer; `base` is the stub's own origin, for the link items. */
export function loginMenu(account: { linkItems?: boolean }, lac: Lac, base: string): MenuItem[] {
  // The portal's own entries (Me's security screens, key 0) are not the upstream's to send.
  const upstreamOnly = (entries: MenuItem[]): MenuItem[] => entries.filter((e) => !isOwnEntry(e)).map((e) => (e.children ? { ...e, children: upstreamOnly(e.children) } : e));
  const items = upstreamOnly(MENU_TREE).map((entry) => render(entry, lac, true));
  const logout = items.pop()!; // Logout closes the menu
  return [...items, ...(account.linkItems ? linkItems(base, lac) : []), logout];
}
