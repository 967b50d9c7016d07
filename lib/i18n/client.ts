import { LOCALE_COOKIE } from '@/lib/contract/locale';

/** Keeps the chosen language for a year; the server reads it on every request (pages and BFF). */
export function saveLocale(locale: string) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
}
