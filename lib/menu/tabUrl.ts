import { HOME } from './routes';

// The shape of a saved tab, before its screen is known: what the settings keep of the open tabs
// (lib/settings/settings.ts, read on every page, the login's included). Each is parsed against
// the route manifest where tabs are shown (lib/menu/tabs.ts `restoreTabs`), so a saved list is
// bounded here and trusted nowhere.

export const MAX_TABS = 20; // open tabs besides Home
export const MAX_TAB_URL = 200; // characters of one tab's URL
const MAX_SAVED = 100; // entries of a saved list looked at, at most (a list of 10,000 costs nothing)

const BASE = 'http://portal.invalid';
// Printable ASCII without backslash, quote, angle brackets or space: a URL we write never has them.
const PLAIN = /^[!#-;=?-[\]-~]*$/;

/**
 * A saved tab URL as a URL of the portal's origin, or null when it is anything but a path we
 * could have written: not a string, too long, another origin ("//evil.example", "https://…",
 * "javascript:…"), a path with dot segments, escapes, a fragment or markup.
 */
export function tabUrl(raw: unknown): URL | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_TAB_URL) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || !PLAIN.test(raw) || raw.includes('#')) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  return url.origin === BASE && url.pathname === raw.split('?')[0] ? url : null;
}

/**
 * The first MAX_TABS entries of a saved list that `take` accepts, Home and a URL seen before left
 * out, looking at MAX_SAVED entries at most (a list of 10,000 costs nothing).
 */
export function takeTabs<T>(saved: unknown, take: (raw: unknown) => T | null, urlOf: (tab: T) => string): T[] {
  if (!Array.isArray(saved)) return [];
  const tabs: T[] = [];
  for (const raw of saved.slice(0, MAX_SAVED)) {
    const tab = take(raw);
    if (tab === null || urlOf(tab).split('?')[0] === HOME || tabs.some((t) => urlOf(t) === urlOf(tab))) continue;
    tabs.push(tab);
    if (tabs.length === MAX_TABS) break;
  }
  return tabs;
}

/** The entries of a saved list worth parsing: tab-shaped, not Home, each once, at most MAX_TABS. */
export const savedTabUrls = (saved: unknown): string[] => takeTabs(saved, (raw) => (tabUrl(raw) ? (raw as string) : null), (url) => url);
