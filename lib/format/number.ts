// Numbers for display in the portal's languages, written from their decimal digits instead of
// by Intl.NumberFormat. The three locales (en-US, zh-CN, zh-TW) write numbers alike: digits
// grouped by three with ",", "." before the decimals. The first Intl.NumberFormat a page builds
// loads ICU's number data: one task of ≈ 80–150 ms at a phone's speed (4× CPU slowdown) on every
// screen that shows an amount or a count (issue 15, Lighthouse). These functions give Intl's
// text (tests/unit/number.test.ts compares them with it) without it; other locales go to Intl.

const UNITS: Record<string, readonly (readonly [exponent: number, name: string])[]> = {
  'en-US': [[12, 'T'], [9, 'B'], [6, 'M'], [3, 'K']],
  'zh-CN': [[12, '万亿'], [8, '亿'], [4, '万']],
  'zh-TW': [[12, '兆'], [8, '億'], [4, '萬']],
};

/** Whether `locale` writes numbers as these functions do. */
export const plain = (locale: string) => Object.hasOwn(UNITS, locale);

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

/** The whole and decimal digits of a finite number as JavaScript writes it, or null (exponent notation). */
function digitsOf(n: number): [string, string] | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(String(Math.abs(n)));
  return m ? [m[1], m[2] ?? ''] : null;
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
 * A number in the short compact notation, as Intl's `{ notation: 'compact' }` writes it:
 * "999", "1.2K", "12K", "1M", "1234", "1.2万", "12亿"; two significant digits, or the whole
 * units when they hold more, rounded half away from zero.
 */
export function formatCompact(n: number, locale: string): string {
  const digits = Number.isFinite(n) ? digitsOf(n) : null;
  if (!plain(locale) || !digits) return intl(locale, { notation: 'compact' }).format(n);
  return (n < 0 || Object.is(n, -0) ? '-' : '') + compactOf(digits[0].replace(/^0+(?=\d)/, ''), digits[1], UNITS[locale]);
}

function compactOf(whole: string, decimals: string, units: (typeof UNITS)[string]): string {
  const length = whole === '0' ? 0 : whole.length;
  const [exponent, name] = units.find(([e]) => length > e) ?? [0, ''];
  // Shift the decimal point left by the unit's exponent.
  const unitWhole = whole.slice(0, length - exponent) || '0';
  const unitDecimals = whole.slice(length - exponent).padStart(exponent, '0').slice(0, exponent) + decimals;
  const places = unitWhole.length >= 2 ? 0 : unitWhole !== '0' ? 1 : (/^0*/.exec(unitDecimals)?.[0].length ?? 0) + 2;
  const [w, d] = roundDigits(unitWhole, unitDecimals, places);
  // Rounded up into the next unit ("999,999" → "1000K"): written in that unit ("1M").
  const next = units.filter(([e]) => e > exponent).at(-1);
  if (next && w.length > next[0] - exponent) return compactOf(w + '0'.repeat(exponent), '', units);
  const decimalPart = d.replace(/0+$/, '');
  // Compact numbers group only from five digits ("1234", "12,345T").
  return (w.length >= 5 ? groupDigits(w) : w) + (decimalPart ? `.${decimalPart}` : '') + name;
}

/**
 * The arguments of a message about `count` things: `count` picks the plural, `n` is the number
 * as shown ("{count, plural, one {{n} record} other {{n} records}}"). Messages never write a
 * number themselves (`#`, `{x, number}`): use-intl would build an Intl.NumberFormat for it.
 */
export const countArgs = (count: number, locale: string) => ({ count, n: formatCount(count, locale) });
