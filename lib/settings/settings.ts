import * as z from 'zod/mini';
import { parseTabEntry, restoreTabs } from '@/lib/menu/tabs';

// App settings of spec §3 with their defaults, and how they are persisted (§9): each
// persisted setting under its own local-storage key, mirrored in one cookie so the server
// renders the right theme, colour and layout at first paint (no flash on reload).

export const PRIMARY_COLORS = ['#009688', '#36b368', '#0097C3', '#f6ad55', '#f56c6c', '#3963bc'] as const;
export const TAB_STYLES = ['concise', 'underpainting', 'designer'] as const;
export const SETTINGS_COOKIE = 'portal_settings';

const themeVariable = z.object({
  checked: z.string(),
  primary: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
  normal: z.string(),
  danger: z.string(),
  warm: z.string(),
  radius: z.number(),
});

const flag = (value: boolean) => z.catch(z.boolean(), value);

export const DEFAULT_THEME_VARIABLE = {
  checked: '#5fb878',
  primary: '#009688',
  normal: '#0097C3',
  danger: '#ff5722',
  warm: '#ffb800',
  radius: 12,
};

/** Every setting, each falling back to its default when missing or malformed. */
export const settingsSchema = z.object({
  tab: flag(false), // multi-tab bar
  logo: flag(true), // sidebar title
  level: flag(true), // menu level indentation
  inverted: flag(false), // selected menu entry drawn inverted (filled)
  collapse: flag(false), // side menu collapsed to 60 px icons (not persisted, spec §9)
  subfield: flag(false), // split columns
  subfieldPosition: z.catch(z.enum(['side', 'head']), 'side'), // where the main column sits
  theme: z.catch(z.enum(['light', 'dark', 'auto']), 'light'), // night mode
  breadcrumb: flag(false),
  sideTheme: z.catch(z.enum(['light', 'dark']), 'light'),
  greyMode: flag(false),
  accordion: flag(true),
  tagsTheme: z.catch(z.enum(TAB_STYLES), 'concise'), // tab style
  // Open tabs (URLs, Home left out) and the one shown: each entry parsed as lib/menu/tabs.ts
  // says, a bad one dropped, at most MAX_TABS.
  keepAliveList: z.catch(z.pipe(z.unknown(), z.transform((v) => restoreTabs(v).map((e) => e.url))), []),
  activeTab: z.catch(z.pipe(z.unknown(), z.transform((v) => parseTabEntry(v)?.url ?? '')), ''),
  themeVariable: z.catch(themeVariable, DEFAULT_THEME_VARIABLE),
});
export type Settings = z.infer<typeof settingsSchema>;
export type TabStyle = Settings['tagsTheme'];

export const DEFAULT_SETTINGS: Settings = settingsSchema.parse({});

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
] as const satisfies readonly (keyof Settings)[];

/** Settings from any object (cookie, storage); unknown or bad values become defaults. */
export function parseSettings(raw: unknown): Settings {
  return settingsSchema.parse(raw && typeof raw === 'object' ? raw : {});
}

/** The persisted part, as the cookie holds it. */
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
  const part = persistedPart(settings);
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
