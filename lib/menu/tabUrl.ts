import { HOME } from './routes';

// The shape of a saved tab, before its screen is known: what the settings keep of the open tabs
// (lib/settings/settings.ts, read on every page, the login's included). Each is parsed against
// the route manifest where tabs are shown (lib/menu/tabs.ts `restoreTabs`), so a saved list is
// bounded here and trusted nowhere.

export const MAX_TABS = 20; // open tabs besides Home
export const MAX_TAB_URL = 200; // characters of one tab's URL
export const MAX_SAVED = 100; // entries of a saved list looked at, at most (a list of 10,000 costs nothing)

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

/** The entries of a saved list worth parsing: tab-shaped, not Home, each once, at most MAX_TABS. */
export function savedTabUrls(saved: unknown): string[] {
  if (!Array.isArray(saved)) return [];
  const urls: string[] = [];
  for (const raw of saved.slice(0, MAX_SAVED)) {
    if (!tabUrl(raw) || (raw as string).split('?')[0] === HOME || urls.includes(raw as string)) continue;
    urls.push(raw as string);
    if (urls.length === MAX_TABS) break;
  }
  return urls;
}
