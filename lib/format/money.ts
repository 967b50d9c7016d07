// Money for display. Amounts arrive as decimal strings ("125000.00") and are never turned
// into floats: they are rounded and grouped on their digits (lib/format/number.ts), which
// writes what Intl.NumberFormat would in the portal's languages without loading ICU's number
// data; another locale is formatted by Intl, which formats a numeric string exactly too.
import { groupDigits, intl, plain, roundDigits } from './number';

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** "125000.5" → "125,000.50" (en-US), "125.000,50" (de-DE); anything else is shown as is. */
export function formatMoney(decimal: string, locale: string): string {
  const value = decimal.trim();
  const m = DECIMAL.exec(value);
  if (!m) return decimal;
  if (plain(locale)) {
    const [whole, cents] = roundDigits(m[2], m[3] ?? '', 2);
    return `${m[1]}${groupDigits(whole)}.${cents}`;
  }
  return intl(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value as Intl.StringNumericLiteral);
}
