// The short compact notation ("1.2K", "1.2万") in the portal's languages, written from the
// number's digits as lib/format/number.ts writes the others (why: see there). Only the member
// network and the report charts show it, so it is a module of its own.
import { groupDigits, intl, plain, roundDigits } from './number';

const UNITS: Record<string, readonly (readonly [exponent: number, name: string])[]> = {
  'en-US': [[12, 'T'], [9, 'B'], [6, 'M'], [3, 'K']],
  'zh-CN': [[12, '万亿'], [8, '亿'], [4, '万']],
  'zh-TW': [[12, '兆'], [8, '億'], [4, '萬']],
};

/** The whole and decimal digits of a finite number as JavaScript writes it, or null (exponent notation). */
function digitsOf(n: number): [string, string] | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(String(Math.abs(n)));
  return m ? [m[1], m[2] ?? ''] : null;
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
