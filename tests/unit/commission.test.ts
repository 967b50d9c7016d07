import { formatShare, kindBuckets, shareTenths } from '@/lib/format/commission';

// The commission breakdown's arithmetic (issue 59): shares in tenths of a percent, the kinds by bucket in cents.

it('writes a share with one decimal, 0 of nothing', () => {
  expect(shareTenths(1, 3)).toBe(333);
  expect(shareTenths(2, 3)).toBe(667);
  expect(shareTenths(5, 0)).toBe(0);
  expect(formatShare(333, 'en-US')).toBe('33.3');
  expect(formatShare(1000, 'zh-CN')).toBe('100.0');
  expect(formatShare(5, 'zh-TW')).toBe('0.5');
});

it('sums each kind into every bucket of the range, exactly in cents', () => {
  const fieldOf = (k: number) => (['referral', 'pairing', 'team'] as const)[k - 1];
  const entries = [
    { kind: 1, amount: '0.10', time: '2025-01-03 10:00:00' },
    { kind: 1, amount: '0.20', time: '2025-01-20 10:00:00' },
    { kind: 3, amount: '1234.5', time: '2025-03-01 00:00:00' },
    { kind: 9, amount: '5.00', time: '2025-03-01 00:00:00' }, // not a kind: left out
    { kind: 2, amount: '7.00', time: '2025-04-01 00:00:00' }, // after the range
  ];
  expect(kindBuckets(entries, '2025-01-01', '2025-03-31', 'month', fieldOf)).toEqual([
    { key: '2025-01', referral: 30, pairing: 0, team: 0 },
    { key: '2025-02', referral: 0, pairing: 0, team: 0 },
    { key: '2025-03', referral: 0, pairing: 0, team: 123450 },
  ]);
});
