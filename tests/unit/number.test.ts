import fc from 'fast-check';
import { formatMoney } from '@/lib/format/money';
import { formatCompact } from '@/lib/format/compact';
import { formatCount, roundDigits } from '@/lib/format/number';

// The portal writes numbers from their digits instead of with Intl.NumberFormat (whose first
// use costs a phone ≈ 100 ms: lib/format/number.ts). What it writes must be Intl's text, in
// each of its languages: these compare the two over many values (Node has full ICU).
const LOCALES = ['en-US', 'zh-CN', 'zh-TW'] as const;
const intl = (locale: string, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options);

describe('numbers written without Intl', () => {
  it('rounds on the digits, half away from zero, carrying', () => {
    expect(roundDigits('1', '005', 2)).toEqual(['1', '01']);
    expect(roundDigits('9', '96', 1)).toEqual(['10', '0']);
    expect(roundDigits('999', '995', 2)).toEqual(['1000', '00']);
    expect(roundDigits('007', '', 2)).toEqual(['7', '00']);
    expect(roundDigits('0', '004', 2)).toEqual(['0', '00']);
  });

  it('writes money as Intl does, for any decimal string', () => {
    const decimal = fc.tuple(fc.boolean(), fc.stringMatching(/^\d{1,20}$/), fc.option(fc.stringMatching(/^\d{1,6}$/))).map(([neg, w, d]) => `${neg ? '-' : ''}${w}${d === null ? '' : `.${d}`}`);
    fc.assert(
      fc.property(decimal, fc.constantFrom(...LOCALES), (value, locale) => {
        expect(formatMoney(value, locale)).toBe(intl(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value as Intl.StringNumericLiteral));
      }),
      { numRuns: 2000 },
    );
    for (const value of ['0.005', '-0.001', '999.995', '1.005', '-2.675', '0', '000123.4']) for (const locale of LOCALES) expect(formatMoney(value, locale)).toBe(intl(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value as Intl.StringNumericLiteral));
  });

  it('writes counts as Intl does', () => {
    fc.assert(fc.property(fc.maxSafeInteger(), fc.constantFrom(...LOCALES), (n, locale) => expect(formatCount(n, locale)).toBe(intl(locale).format(n))), { numRuns: 2000 });
    for (const n of [0, 7, 999, 1000, 12300, -4567]) for (const locale of LOCALES) expect(formatCount(n, locale)).toBe(intl(locale).format(n));
  });

  it('writes the short compact notation as Intl does', () => {
    const edges = [0, 1, 9, 9.5, 9.96, 10, 99.5, 999, 999.5, 999.95, 1000, 1049, 1050, 1234, 9999, 9999.5, 10000, 12345, 99999, 99950, 999499, 999500, 999999, 1e6, 1234567, 99999999, 1e8, 123456789, 1e12, 1.5e13, 1234e12, 12345e12, 0.5, 0.123, 0.0456, 1.25, 1.15, 12.5];
    for (const n of edges) for (const locale of LOCALES) expect(`${n} ${formatCompact(n, locale)}`).toBe(`${n} ${intl(locale, { notation: 'compact' }).format(n)}`);
    const value = fc.oneof(fc.integer({ min: 0, max: 1e15 }), fc.double({ min: 0, max: 1e15, noNaN: true }).map((v) => Math.round(v * 100) / 100));
    fc.assert(fc.property(value, fc.constantFrom(...LOCALES), (n, locale) => expect(formatCompact(n, locale)).toBe(intl(locale, { notation: 'compact' }).format(n))), { numRuns: 3000 });
  });

  it('leaves other locales to Intl', () => {
    expect(formatMoney('125000.5', 'de-DE')).toBe('125.000,50');
    expect(formatCount(12300, 'de-DE')).toBe('12.300');
    expect(formatCompact(1234, 'de-DE')).toBe(intl('de-DE', { notation: 'compact' }).format(1234));
  });
});
