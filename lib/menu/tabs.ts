import { NOT_SENT_PARAM } from './next';
import { KINDS, type Param } from './params';
import { routeAllowed, routeOf } from './manifest';
import { HOME, type ScreenPath } from './routes';

// Tabs are URLs (issue 17): a tab is a screen's path with its query. A saved tab list comes
// back from local storage, the settings cookie and the server, all of which a user (or a
// script on another site, through a forged link) can write, so every entry is parsed like
// any input: a same-origin relative path of a known screen, only the parameters that screen
// declares, each of its expected shape, bounded in count and length. Anything else is dropped.
// A tab's title is never stored: it is derived from its URL as message keys plus values, so it
// follows the language and cannot carry markup.

import { MAX_TAB_URL, MAX_TABS, takeTabs, tabUrl } from './tabUrl';

export { MAX_TAB_URL, MAX_TABS };

/** The query a screen keeps (its manifest entry's `params`), in the order URLs are written. */
const paramsOf = (path: ScreenPath): Record<string, Param> => routeOf(path)?.params ?? {};

/** A tab: its path, its URL (canonical: declared parameters in declared order) and its key. */
export type TabEntry = { path: ScreenPath; url: string; key: string };

function entryOf(path: ScreenPath, pairs: [string, string][]): TabEntry {
  const declared = paramsOf(path);
  const ordered = Object.keys(declared).flatMap((name) => pairs.filter(([k]) => k === name));
  const query = (list: [string, string][]) => (list.length ? `?${new URLSearchParams(list)}` : '');
  return { path, url: path + query(ordered), key: path + query(ordered.filter(([k]) => declared[k].tab)) };
}

/** A screen that can be a tab: a signed-in screen of the route table. */
function tabPath(pathname: string): ScreenPath | undefined {
  const route = routeOf(pathname);
  return route?.screen ? (route.path as ScreenPath) : undefined;
}

const valid = (path: ScreenPath, name: string, value: string) => {
  const param = paramsOf(path)[name];
  return param !== undefined && KINDS[param.kind].test(value);
};

/**
 * A saved tab entry, or null when it is anything but a tab we could have written: not a
 * string, too long, another origin ("//evil.example", "https://…", "javascript:…"), a path
 * with dot segments, escapes or markup, an unknown or signed-out screen, an undeclared or
 * repeated parameter, or a value of the wrong shape.
 */
export function parseTabEntry(raw: unknown): TabEntry | null {
  const url = tabUrl(raw);
  if (!url) return null;
  const path = tabPath(url.pathname);
  if (!path) return null;
  const pairs = [...url.searchParams];
  const names = new Set(pairs.map(([k]) => k));
  if (names.size !== pairs.length || !pairs.every(([k, v]) => valid(path, k, v))) return null;
  return entryOf(path, pairs);
}

/**
 * The tab of the page being shown (lenient: the address bar may hold anything): parameters
 * the screen does not declare, or of the wrong shape, are left out of the tab's URL; null for
 * pages that are not tabs (login, errors).
 */
export function tabEntryAt(pathname: string, search: string): TabEntry | null {
  const path = tabPath(pathname);
  if (!path) return null;
  const seen = new Set<string>();
  const pairs = [...new URLSearchParams(search)].filter(([k, v]) => {
    if (k === NOT_SENT_PARAM || seen.has(k) || !valid(path, k, v)) return false;
    seen.add(k);
    return true;
  });
  const entry = entryOf(path, pairs);
  return entry.url.length <= MAX_TAB_URL ? entry : entryOf(path, []);
}

/**
 * A saved tab list as the shell restores it: entries parsed one by one (a bad one is dropped,
 * the others kept), Home and duplicates left out, screens the session may not open dropped
 * (`routeAllowed`, the guard's own rule: a tab the shell keeps is a page proxy.ts serves), at
 * most MAX_TABS. Until the session's menu keys are known, only the screens every session may
 * open are kept.
 */
export function restoreTabs(saved: unknown, menuKeys: readonly string[] = []): TabEntry[] {
  const take = (raw: unknown) => {
    const entry = parseTabEntry(raw);
    return entry && routeAllowed(entry.path, menuKeys) ? entry : null;
  };
  return takeTabs(saved, take, (entry) => entry.url);
}

/** One part of a tab's title: a message key with its values, or a value shown as text. */
export type TitlePart = { key: string; values?: Record<string, string | number> } | { text: string };

/** The title of a tab: the screen's name, then what its parameters choose ("· m000003"). */
export function tabTitle(entry: TabEntry): TitlePart[] {
  const parts: TitlePart[] = [{ key: `menu.${routeOf(entry.path)?.titleKey ?? 'home'}` }];
  const declared = paramsOf(entry.path);
  for (const [name, value] of new URLSearchParams(entry.url.split('?')[1] ?? '')) {
    if (!declared[name]?.tab) continue;
    if (name === 'leg') parts.push({ key: value === '1' ? 'reports.legs.left' : 'reports.legs.right' });
    else if (name === 'depth') parts.push({ key: 'reports.team.depthN', values: { depth: Number(value) } });
    else if (name === 'id') parts.push({ text: `#${value}` });
    else parts.push({ text: value });
  }
  return parts;
}

// ---- the open tabs and where a navigation lands ------------------------------------------------

/** An open tab: a stable id (its screen's state is kept under it) and its current URL. */
export type Tab = { id: string; url: string };
export type TabState = { tabs: Tab[]; active: string; next: number };
export const HOME_TAB: Tab = { id: 'home', url: HOME };

const keyOf = (url: string) => parseTabEntry(url)?.key;
const pathOf = (url: string) => url.split('?')[0];

/** Tabs from a restored list, numbered in order (the same ids on the server and in the browser). */
export function tabsFrom(entries: readonly TabEntry[]): TabState {
  return { tabs: entries.map((e, i) => ({ id: `t${i}`, url: e.url })), active: HOME_TAB.id, next: entries.length };
}

/**
 * Where arriving at `to` leaves the tabs. The same URL selects its tab; a tab with the same
 * key (same screen, same choosing parameters) moves to the URL; moving inside the screen
 * shown (same path: a chart's up, a report's range, back and forward) moves the active tab;
 * anything else opens a tab, the oldest closing past MAX_TABS. `fresh`: a page load,
 * where there is no screen to move inside.
 */
export function arrive(state: TabState, to: TabEntry, fresh = false): TabState {
  if (to.path === HOME) return { ...state, active: HOME_TAB.id };
  const { tabs } = state;
  const same = tabs.find((t) => t.url === to.url) ?? tabs.find((t) => keyOf(t.url) === to.key);
  const current = fresh ? undefined : tabs.find((t) => t.id === state.active && pathOf(t.url) === to.path);
  const moving = same ?? current;
  if (moving) return { ...state, tabs: tabs.map((t) => (t === moving ? { ...t, url: to.url } : t)), active: moving.id };
  const id = `t${state.next}`;
  const list = [...tabs, { id, url: to.url }];
  return { tabs: list.length > MAX_TABS ? list.slice(1) : list, active: id, next: state.next + 1 };
}

/** The tabs after closing `ids` (Home never closes), and the tab to show when the active one closed. */
export function closeTabs(state: TabState, ids: readonly string[]): { state: TabState; show?: Tab } {
  const all = [HOME_TAB, ...state.tabs];
  const left = state.tabs.filter((t) => !ids.includes(t.id));
  if (!ids.includes(state.active)) return { state: { ...state, tabs: left } };
  const at = all.findIndex((t) => t.id === state.active);
  const show = [...all.slice(0, at)].reverse().find((t) => !ids.includes(t.id)) ?? HOME_TAB;
  return { state: { ...state, tabs: left, active: show.id }, show };
}

/**
 * The tabs after the saved list changed elsewhere (local storage adopted after hydration, a
 * sign-in): open tabs with the same URL keep their id (and their screen's state).
 */
export function adoptTabs(state: TabState, entries: readonly TabEntry[]): TabState {
  const unused = [...state.tabs];
  let next = state.next;
  const tabs = entries.map((e) => {
    const at = unused.findIndex((t) => t.url === e.url);
    return at >= 0 ? unused.splice(at, 1)[0] : { id: `t${next++}`, url: e.url };
  });
  const active = state.active === HOME_TAB.id || tabs.some((t) => t.id === state.active) ? state.active : HOME_TAB.id;
  return { tabs, active, next };
}
