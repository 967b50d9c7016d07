// Numbers for display in the portal's languages, written from their decimal digits instead of
// by Intl.NumberFormat. The three locales (en-US, zh-CN, zh-TW) write numbers alike: digits
// grouped by three with ",", "." before the decimals. The first Intl.NumberFormat a page builds
// loads ICU's number data: one task of ≈ 80–150 ms at a phone's speed (4× CPU slowdown) on every
// screen that shows an amount or a count (issue 15, Lighthouse). These functions give Intl's
// text (tests/unit/number.test.ts compares them with it) without it; other locales go to Intl.

import { LOCALES } from '@/lib/contract/locale';

/** Whether `locale` is one of the portal's, which write numbers as these functions do. */
export const plain = (locale: string) => (LOCALES as readonly string[]).includes(locale);

/** "1234567" → "1,234,567": the digits of a whole part, grouped by three. */
export const groupDigits = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A non-negative decimal (whole digits, decimal digits) rounded half away from zero to
 * `places` decimals, on the digits (no float): ("1", "005", 2) → ["1", "01"], ("9", "96", 1) → ["10", "0"].
 */
export function roundDigits(whole: string, decimals: string, places: number): [string, string] {
  const kept = (decimals + '0'.repeat(places)).slice(0, places);
  let digits = (whole.replace(/^0+(?=\d)/, '') + kept).split('');
  if ((decimals[places] ?? '0') >= '5') {
    let i = digits.length - 1;
    while (i >= 0 && digits[i] === '9') digits[i--] = '0';
    if (i < 0) digits = ['1', ...digits];
    else digits[i] = String(Number(digits[i]) + 1);
  }
  const all = digits.join('');
  return [all.slice(0, all.length - places) || '0', all.slice(all.length - places)];
}

const formats = new Map<string, Intl.NumberFormat>();
/** Intl's format for another locale, built once. */
export function intl(locale: string, options: Intl.NumberFormatOptions = {}) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** A whole number in the locale ("12,300"). */
export function formatCount(n: number, locale: string): string {
  if (!plain(locale) || !Number.isSafeInteger(n)) return intl(locale).format(n);
  return (n < 0 ? '-' : '') + groupDigits(String(Math.abs(n)));
}

/**
 * The arguments of a message about `count` things: `count` picks the plural, `n` is the number
 * as shown ("{count, plural, one {{n} record} other {{n} records}}"). Messages never write a
 * number themselves (`#`, `{x, number}`): use-intl would build an Intl.NumberFormat for it.
 */
export const countArgs = (count: number, locale: string) => ({ count, n: formatCount(count, locale) });
