// Money for display. Amounts arrive as decimal strings ("125000.00") and are never turned
// into floats: Intl.NumberFormat formats a numeric string exactly (ECMA-402 NumberFormat v3),
// so "0.1" + rounding or a 17-digit balance cannot drift.

const DECIMAL = /^-?\d+(\.\d+)?$/;
const formats = new Map<string, Intl.NumberFormat>();

function formatOf(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format;
}

/** "125000.5" → "125,000.50" (en-US), "125.000,50" (de-DE); anything else is shown as is. */
export function formatMoney(decimal: string, locale: string): string {
  const value = decimal.trim();
  if (!DECIMAL.test(value)) return decimal;
  return formatOf(locale).format(value as Intl.StringNumericLiteral);
}
