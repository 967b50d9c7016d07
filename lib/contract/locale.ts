// Interface languages (spec §3 "lang") and the upstream's language code `lac`.
export const LOCALES = ['zh-CN', 'zh-TW', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';
export const LOCALE_COOKIE = 'NEXT_LOCALE';

export const LANGS: { value: Locale; name: string; id: 1 | 2 | 3 }[] = [
  { value: 'zh-CN', name: '简体中文', id: 1 },
  { value: 'zh-TW', name: '繁體中文', id: 2 },
  { value: 'en-US', name: 'English', id: 3 },
];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale for a cookie value, the default when it is absent or unknown. */
export function localeOf(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export function lacOf(locale: Locale): 1 | 2 | 3 {
  return LANGS.find((l) => l.value === locale)!.id;
}
