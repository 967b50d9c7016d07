import { formatMoney } from '@/lib/format/money';

describe('formatMoney', () => {
  it('groups and shows two decimals in the locale format', () => {
    expect(formatMoney('125000', 'en-US')).toBe('125,000.00');
    expect(formatMoney('125000.5', 'zh-CN')).toBe('125,000.50');
    expect(formatMoney('125000.5', 'zh-TW')).toBe('125,000.50');
    expect(formatMoney('125000.5', 'de-DE')).toBe('125.000,50');
  });

  it('keeps every digit of amounts a float cannot hold', () => {
    expect(formatMoney('12345678901234567.89', 'en-US')).toBe('12,345,678,901,234,567.89');
    expect(formatMoney('90071992547409.93', 'en-US')).toBe('90,071,992,547,409.93');
  });

  it('rounds half away from zero on the decimal, not on a binary float', () => {
    // As floats, 1.005 and 0.015 sit just below the half and would round down.
    expect(formatMoney('1.005', 'en-US')).toBe('1.01');
    expect(formatMoney('0.015', 'en-US')).toBe('0.02');
    expect(formatMoney('-2.675', 'en-US')).toBe('-2.68');
  });

  it('formats zero and negatives', () => {
    expect(formatMoney('0', 'en-US')).toBe('0.00');
    expect(formatMoney('-50000.00', 'en-US')).toBe('-50,000.00');
  });

  it('shows anything that is not a decimal as it came, without throwing', () => {
    for (const odd of ['', 'abc', '1e5', '12,5', 'NaN', '1.2.3']) expect(formatMoney(odd, 'en-US')).toBe(odd);
  });
});
