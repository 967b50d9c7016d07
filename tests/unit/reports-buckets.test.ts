import { LOCALES } from '@/lib/contract/locale';
import { bucketFor, bucketize, bucketKeys, bucketLabel, centsOf, daysIn, decimalOf, totalOf } from '@/lib/format/buckets';

// The reports' series: day or month buckets over a whole range, and exact totals.

describe('report buckets', () => {
  it('picks day buckets up to 62 days, months beyond', () => {
    expect(daysIn('2025-01-01', '2025-01-31')).toBe(31);
    expect(daysIn('2024-02-28', '2024-03-01')).toBe(3); // leap year
    expect(bucketFor('2025-01-01', '2025-03-03')).toBe('day'); // 62 days
    expect(bucketFor('2025-01-01', '2025-03-04')).toBe('month');
  });

  it('lists every bucket of the range, across years', () => {
    expect(bucketKeys('2024-12-30', '2025-01-02', 'day')).toEqual(['2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02']);
    expect(bucketKeys('2024-11-15', '2025-02-01', 'month')).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    expect(bucketKeys('2025-02-01', '2025-01-01', 'day')).toEqual([]);
  });

  it('sums rows into their buckets, quiet buckets 0, rows outside the range left out', () => {
    const rows = [
      { day: '2024-12-31', left: 1000, right: 0 },
      { day: '2025-01-03', left: 100, right: 300 },
      { day: '2025-01-20', left: 300, right: 100 },
      { day: '2025-02-02', left: 100, right: 100 },
      { day: '2025-03-01', left: 5, right: 5 },
    ];
    const months = bucketize(rows, '2025-01-01', '2025-02-28', 'month', ['left', 'right'] as const);
    expect(months).toEqual([{ key: '2025-01', left: 400, right: 400 }, { key: '2025-02', left: 100, right: 100 }]);
    const days = bucketize(rows, '2025-01-02', '2025-01-04', 'day', ['left'] as const);
    expect(days).toEqual([{ key: '2025-01-02', left: 0 }, { key: '2025-01-03', left: 100 }, { key: '2025-01-04', left: 0 }]);
    expect(totalOf(months, 'left')).toBe(500);
    expect(totalOf(bucketize(rows, '2024-01-01', '2025-12-31', 'month', ['left', 'right'] as const), 'right')).toBe(505);
  });

  it('adds money exactly, as cents', () => {
    const rows = ['0.10', '0.20', '1234.5', '-3'].map((v, i) => ({ day: `2025-01-0${i + 1}`, income: centsOf(v) }));
    expect(decimalOf(totalOf(rows, 'income'))).toBe('1231.80');
    expect(centsOf('abc')).toBe(0);
  });

  it('labels buckets in the locale', () => {
    expect(bucketLabel('2025-01-05', 'day', 'en-US')).toBe('Jan 5');
    expect(bucketLabel('2025-01', 'month', 'en-US')).toBe('Jan 2025');
    expect(bucketLabel('2025-01', 'month', 'zh-CN')).toBe('2025年1月');
    expect(bucketLabel('2025-01-05', 'day', 'zh-TW', true)).toBe('2025年1月5日');
  });

  it('labels every day and month as Intl.DateTimeFormat does, in the three locales', () => {
    const days = bucketKeys('1999-12-01', '2031-01-31', 'day');
    const months = bucketKeys('1999-12-01', '2031-01-31', 'month');
    for (const locale of LOCALES) {
      const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
      const [short, long, month] = [intl({ month: 'short', day: 'numeric' }), intl({ month: 'short', day: 'numeric', year: 'numeric' }), intl({ year: 'numeric', month: 'short' })];
      const at = (key: string) => new Date(`${key.length === 7 ? `${key}-01` : key}T00:00:00Z`);
      expect(days.map((key) => bucketLabel(key, 'day', locale))).toEqual(days.map((key) => short.format(at(key))));
      expect(days.map((key) => bucketLabel(key, 'day', locale, true))).toEqual(days.map((key) => long.format(at(key))));
      expect(months.map((key) => bucketLabel(key, 'month', locale))).toEqual(months.map((key) => month.format(at(key))));
    }
  });
});
