import type { MenuItem } from '@/lib/contract/auth';
import { LOGOUT_ID, titleKeyOf } from '@/lib/menu/menu';

// Find anything (issue 58): which of the operator's screens a query finds, and in what order.
// The screens are the leaves of the menu the shell shows (lib/menu/menu.ts `shellMenu`: the
// operator's granted menu keys), never another. A screen is found by its title in the current
// language (as the menu shows it) and in the other two, and a Chinese title by its full pinyin
// and its initials: those come from lib/find/screen-keys.json, written by scripts/find-keys.mjs
// with pinyin-pro on the build machine, so the dictionary stays out of the browser.

/** The index scripts/find-keys.mjs writes: each `menu.*` title key's terms, lower case. */
export type ScreenKeys = Readonly<Record<string, readonly string[]>>;

/** A screen the menu grants: its menu entry and its title in the current language. */
export type FoundScreen = { entry: MenuItem; title: string };
/** Where a screen is listed: the operator's favourites, the screens opened last, the rest. */
export type ScreenGroup = 'favourites' | 'recent' | 'screens';
export type ScreenResult = FoundScreen & { group: ScreenGroup };

/** What the account keeps of the find box (lib/settings/settings.ts): screen paths, newest first. */
export type FindMarks = { favourites: readonly string[]; recent: readonly string[] };

/** Case, width, spaces and punctuation do not count: "Zhuan Zhang", "zhuanzhang" and "ｚｚ" are alike. */
export const normalize = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[\s\p{P}\p{S}]/gu, '');

/** Every screen of a menu once, in menu order: its leaves, Logout and groups left out. */
export function grantedScreens(menu: readonly MenuItem[]): MenuItem[] {
  const seen = new Set<string>();
  const walk = (entries: readonly MenuItem[]): MenuItem[] =>
    entries.flatMap((e) => {
      if (e.children?.length) return walk(e.children);
      if (e.id === LOGOUT_ID || seen.has(e.id)) return [];
      seen.add(e.id);
      return [e];
    });
  return walk(menu);
}

/** How well one screen matches a normalized query: 3 a whole term, 2 a term's start, 1 inside one, 0 not at all. */
function score(terms: readonly string[], query: string): number {
  let best = 0;
  for (const term of terms) {
    if (term === query) return 3;
    if (term.startsWith(query)) best = Math.max(best, 2);
    else if (best < 1 && term.includes(query)) best = 1;
  }
  return best;
}

/**
 * The screens a query finds among `screens` (the granted ones), favourites first, then the
 * recent ones (each in the order kept), then the others by how well they match, in menu order.
 * An empty query lists them all so. A favourite or recent path the menu does not grant is
 * never listed.
 */
export function findScreens(screens: readonly FoundScreen[], query: string, marks: FindMarks, keys: ScreenKeys): ScreenResult[] {
  const q = normalize(query);
  const rank = (list: readonly string[], id: string) => {
    const i = list.indexOf(id);
    return i < 0 ? Infinity : i;
  };
  const found = screens.flatMap((screen, order) => {
    const key = titleKeyOf(screen.entry.id);
    const terms = [screen.title, screen.entry.title, ...(key ? (keys[key] ?? []) : [])].filter(Boolean).map(normalize);
    const s = q ? score(terms, q) : 1;
    if (!s) return [];
    const group: ScreenGroup = marks.favourites.includes(screen.entry.id) ? 'favourites' : marks.recent.includes(screen.entry.id) ? 'recent' : 'screens';
    return [{ ...screen, group, s, order }];
  });
  const GROUP_ORDER: Record<ScreenGroup, number> = { favourites: 0, recent: 1, screens: 2 };
  return found
    .sort(
      (a, b) =>
        GROUP_ORDER[a.group] - GROUP_ORDER[b.group] ||
        (a.group === 'favourites' ? rank(marks.favourites, a.entry.id) - rank(marks.favourites, b.entry.id) : 0) ||
        (a.group === 'recent' ? rank(marks.recent, a.entry.id) - rank(marks.recent, b.entry.id) : 0) ||
        b.s - a.s ||
        a.order - b.order,
    )
    .map(({ entry, title, group }) => ({ entry, title, group }));
}

/** A member account worth asking the upstream about: its search finds one account, exactly, and accounts are 4 to 32 letters or digits (lib/contract/network.ts). */
export const looksLikeAccount = (query: string) => /^[A-Za-z0-9]{4,32}$/.test(query.trim());
