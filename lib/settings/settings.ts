import { MAX_FAVOURITES, MAX_RECENT } from '@/lib/find/marks';
import { savedTabUrls, tabUrl } from '@/lib/menu/tabUrl';

// App settings of spec §3 with their defaults, and how they are persisted (§9): each
// persisted setting under its own local-storage key, mirrored in one cookie so the server
// renders the right theme, colour and layout at first paint (no flash on reload).

export const PRIMARY_COLORS = ['#009688', '#36b368', '#0097C3', '#f6ad55', '#f56c6c', '#3963bc'] as const;
export const TAB_STYLES = ['concise', 'underpainting', 'designer'] as const;
export const SETTINGS_COOKIE = 'portal_settings';

export const DEFAULT_THEME_VARIABLE = {
  checked: '#5fb878',
  primary: '#009688',
  normal: '#0097C3',
  danger: '#ff5722',
  warm: '#ffb800',
  radius: 12,
};
type ThemeVariable = typeof DEFAULT_THEME_VARIABLE;

// Each setting reads its value or, when it is missing or malformed, falls back to its default.
// Written out rather than as a zod schema: the settings are read on every screen, and most
// screens load no schema library at all (issue 15).
type Read<T> = (value: unknown) => T;
const flag = (fallback: boolean): Read<boolean> => (v) => (typeof v === 'boolean' ? v : fallback);
const oneOf = <const T extends string>(values: readonly T[], fallback: NoInfer<T>): Read<T> => (v) => (values.includes(v as T) ? (v as T) : fallback);
const isString = (v: unknown): v is string => typeof v === 'string';
/** A colour as the drawer and the defaults write it: #rgb or #rrggbb (the primary: #rrggbb, one of PRIMARY_COLORS' form). */
const isColour = (v: unknown): v is string => isString(v) && /^#(?:[0-9a-fA-F]{3}){1,2}$/.test(v);
/** The corner radius, whole px: the default is 12 (spec §3) and the drawer offers no other. */
export const RADIUS_RANGE = { min: 0, max: 32 } as const;
const isRadius = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= RADIUS_RANGE.min && (v as number) <= RADIUS_RANGE.max;
/** All six fields, colours as #rgb or #rrggbb (the primary #rrggbb), the radius whole px in RADIUS_RANGE; or the whole default. Unknown fields dropped. */
const themeVariable: Read<ThemeVariable> = (v) => {
  const t = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  const valid = isColour(t.checked) && isString(t.primary) && /^#[0-9a-fA-F]{6}$/.test(t.primary) && isColour(t.normal) && isColour(t.danger) &&
    isColour(t.warm) && isRadius(t.radius);
  return valid ? { checked: t.checked, primary: t.primary, normal: t.normal, danger: t.danger, warm: t.warm, radius: t.radius } as ThemeVariable : DEFAULT_THEME_VARIABLE;
};
/** Home's cards, in the order an operator may arrange them (components/home/HomeScreen.tsx). */
export const HOME_CARDS = ['waiting', 'deadlines', 'income'] as const;
export type HomeCard = (typeof HOME_CARDS)[number];
/** Every card once, in the order given (unknown, repeated or more than HOME_CARDS entries: dropped), missing ones after in their default order. */
const homeCards: Read<HomeCard[]> = (v) => {
  const given = Array.isArray(v) ? v.slice(0, HOME_CARDS.length) : [];
  const known = given.filter((c, i): c is HomeCard => HOME_CARDS.includes(c as HomeCard) && given.indexOf(c) === i);
  return [...known, ...HOME_CARDS.filter((c) => !known.includes(c))];
};
/** Screen paths the find box keeps (issue 58): plain paths (no query), each once, at most `max`. */
const screenPaths = (max: number): Read<string[]> => (v) => {
  const given = Array.isArray(v) ? v.slice(0, 100) : [];
  return given.filter((p, i): p is string => tabUrl(p)?.search === '' && given.indexOf(p) === i).slice(0, max);
};
/** The columns hidden per list (issue 73: the column chooser): at most 32 lists by name, 16 column ids each, each once. */
export const MAX_LISTS = 32;
const LIST_NAME = /^[a-z][a-z-]{0,31}$/;
const COLUMN_ID = /^[a-zA-Z]\w{0,31}$/;
const hiddenColumns: Read<Record<string, string[]>> = (v) => {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
  const entries = Object.entries(v as Record<string, unknown>).slice(0, MAX_LISTS).flatMap(([name, ids]) => {
    if (!LIST_NAME.test(name) || !Array.isArray(ids)) return [];
    const kept = ids.slice(0, 16).filter((id, i): id is string => typeof id === 'string' && COLUMN_ID.test(id) && ids.indexOf(id) === i);
    return kept.length ? [[name, kept]] : [];
  });
  return Object.fromEntries(entries);
};
const safely = <T>(read: Read<T>, fallback: T): Read<T> => (v) => {
  try {
    return read(v);
  } catch {
    return fallback;
  }
};

/** Every setting with how it is read, in the order a parsed copy lists them. */
const SETTINGS = {
  tab: flag(false), // multi-tab bar
  logo: flag(true), // sidebar title
  level: flag(true), // menu level indentation
  inverted: flag(false), // selected menu entry drawn inverted (filled)
  collapse: flag(false), // side menu collapsed to 60 px icons (not persisted, spec §9)
  subfield: flag(false), // split columns
  subfieldPosition: oneOf(['side', 'head'], 'side'), // where the main column sits
  theme: oneOf(['light', 'dark', 'auto'], 'light'), // night mode
  breadcrumb: flag(false),
  sideTheme: oneOf(['light', 'dark'], 'light'),
  greyMode: flag(false),
  accordion: flag(true),
  tagsTheme: oneOf(TAB_STYLES, 'concise'), // tab style
  // Open tabs (URLs, Home left out) and the one shown, bounded by their shape (lib/menu/tabUrl.ts):
  // where they are shown each is parsed against the route manifest (lib/menu/tabs.ts restoreTabs).
  keepAliveList: safely(savedTabUrls, []),
  activeTab: safely((v) => (tabUrl(v) ? (v as string) : ''), ''),
  themeVariable,
  homeCards, // Home's cards in the operator's order
  findFavourites: screenPaths(MAX_FAVOURITES), // screens starred in the find box, newest first
  findRecent: screenPaths(MAX_RECENT), // screens opened last, newest first
  listColumns: safely(hiddenColumns, {}), // per record list: the columns the operator hid (issue 73)
  listDensity: oneOf(['comfortable', 'compact'], 'comfortable'), // the record lists' row height
} satisfies Record<string, Read<unknown>>;
export type Settings = { [K in keyof typeof SETTINGS]: ReturnType<(typeof SETTINGS)[K]> };
export type TabStyle = Settings['tagsTheme'];

/** The local-storage keys of spec §9 (locale is the language cookie, lib/i18n). */
export const PERSISTED_KEYS = [
  'tab',
  'theme',
  'logo',
  'level',
  'inverted',
  'breadcrumb',
  'sideTheme',
  'greyMode',
  'accordion',
  'keepAliveList',
  'themeVariable',
  'subfield',
  'tagsTheme',
  'subfieldPosition', // not in §9's list, but a layout choice that must survive a reload too
  'activeTab', // the tab shown, so that a new sign-in opens it (issue 17)
  'homeCards', // the order of Home's cards (issue 42)
  'findFavourites', // the find box's favourite and recent screens (issue 58)
  'findRecent',
  'listColumns', // the record lists' columns and density (issue 73)
  'listDensity',
] as const satisfies readonly (keyof Settings)[];

/** Settings from any object (cookie, storage); unknown or bad values become defaults. */
export function parseSettings(raw: unknown): Settings {
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(SETTINGS).map(([key, read]) => [key, read(Object.hasOwn(source, key) ? source[key] : undefined)])) as Settings;
}

export const DEFAULT_SETTINGS: Settings = parseSettings({});

/** Persisted keys the first paint does not need: local storage and the account's copy keep them, the cookie mirror does not. */
const NOT_IN_COOKIE = ['findFavourites', 'findRecent'] as const satisfies readonly (keyof Settings)[];

/** The persisted part, as local storage and the account's copy hold it. */
export function persistedPart(settings: Settings): Partial<Settings> {
  return Object.fromEntries(PERSISTED_KEYS.map((key) => [key, settings[key]]));
}

/**
 * Cookie characters the settings may take: beside the session cookie (≤ 3 KB) the request's
 * Cookie header stays well inside a proxy's 8 KB header line (nginx's default).
 */
export const SETTINGS_COOKIE_BUDGET = 2048;

/**
 * Cookie value ⇄ settings. Past the budget the last tabs (never the active one) are left out
 * of the cookie; local storage keeps them all and brings them back after hydration.
 */
export function encodeSettingsCookie(settings: Settings): string {
  const part: Partial<Settings> = persistedPart(settings);
  for (const key of NOT_IN_COOKIE) delete part[key];
  let tabs = settings.keepAliveList;
  for (;;) {
    const value = encodeURIComponent(JSON.stringify({ ...part, keepAliveList: tabs }));
    const drop = tabs.findLastIndex((url) => url !== settings.activeTab);
    if (value.length <= SETTINGS_COOKIE_BUDGET || drop < 0) return value;
    tabs = tabs.toSpliced(drop, 1);
  }
}
export function decodeSettingsCookie(value: string | undefined): Settings {
  if (!value) return DEFAULT_SETTINGS;
  try {
    return parseSettings(JSON.parse(decodeURIComponent(value)));
  } catch {
    return DEFAULT_SETTINGS;
  }
}
