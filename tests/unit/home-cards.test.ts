import { countIn, deadlinesOf, monthChange, monthsRange, monthTotals } from '@/lib/format/home';
import { filtersOf, pageOf } from '@/lib/contract/filters';
import { DEFAULT_SETTINGS, HOME_CARDS, parseSettings } from '@/lib/settings/settings';
import { invalidKeys } from '@/lib/settings/prefs';

// Home's cards (issue 42): the pure parts.

describe('income by month', () => {
  it('covers the last 6 or 12 months up to today, across a year', () => {
    expect(monthsRange('2026-03-15', 6)).toEqual({ from: '2025-10-01', to: '2026-03-15' });
    expect(monthsRange('2026-12-31', 12)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(monthsRange('2026-01-02', 12)).toEqual({ from: '2025-02-01', to: '2026-01-02' });
  });

  it('sums the entries of each month in cents, every month present, rows outside left out', () => {
    const range = monthsRange('2026-03-15', 3);
    const rows = [
      { amount: '100.10', time: '2026-01-05 10:00:00' },
      { amount: '0.90', time: '2026-01-31 23:59:59' },
      { amount: '250.00', time: '2026-03-01 00:00:00' },
      { amount: '999.00', time: '2025-12-31 23:59:59' }, // before the range
    ];
    expect(monthTotals(rows, range)).toEqual([
      { key: '2026-01', income: 10_100 },
      { key: '2026-02', income: 0 },
      { key: '2026-03', income: 25_000 },
    ]);
  });

  it('compares this month with the last, without a percentage after a month of nothing', () => {
    expect(monthChange([{ key: '2026-02', income: 10_000 }, { key: '2026-03', income: 12_500 }])).toEqual({ current: 12_500, previous: 10_000, percent: 25 });
    expect(monthChange([{ key: '2026-02', income: 10_000 }, { key: '2026-03', income: 0 }])).toEqual({ current: 0, previous: 10_000, percent: -100 });
    expect(monthChange([{ key: '2026-02', income: 0 }, { key: '2026-03', income: 500 }])?.percent).toBeNull();
    expect(monthChange([{ key: '2026-03', income: 500 }])).toBeNull();
  });
});

describe('upgrade deadlines', () => {
  const row = (account: string, days_left: number | null | undefined, pending = 0) => ({ account, days_left, pending });

  it('lists open windows fewest days first (ties by account), and counts those closing within 7 days', () => {
    const { soonest, closing } = deadlinesOf([row('m9', 20), row('m3', 7), row('m2', 1), row('m1', 3), row('m0', 3), row('m8', 8)]);
    expect(soonest.map((r) => r.account)).toEqual(['m2', 'm0', 'm1', 'm3', 'm8', 'm9']);
    expect(closing).toBe(4);
  });

  it('leaves out ended windows, VIPs and members already being upgraded', () => {
    const { soonest, closing } = deadlinesOf([row('ended', 0), row('past', -2), row('vip', undefined), row('vip2', null), row('busy', 2, 1), row('ok', 45)]);
    expect(soonest.map((r) => r.account)).toEqual(['ok']);
    expect(closing).toBe(0);
  });
});

describe('waiting on you', () => {
  it('counts the rows in one state', () => {
    expect(countIn([{ s: 0 }, { s: 1 }, { s: 0 }], (r) => r.s, 0)).toBe(2);
    expect(countIn([], (r: { s: number }) => r.s, 0)).toBe(0);
  });

  it('reads a list filter from the URL, anything of another shape being no filter', () => {
    expect(filtersOf(new URLSearchParams('status=0&from=2026-01-01&to=2026-01-31'))).toEqual({ status: '0', from: '2026-01-01', to: '2026-01-31' });
    expect(filtersOf(new URLSearchParams('status=abc&from=yesterday'))).toEqual({ status: '', from: '', to: '' });
    expect(filtersOf(new URLSearchParams('status=007'))).toEqual({ status: '', from: '', to: '' });
    expect(pageOf(new URLSearchParams('page=3'))).toBe(3);
    expect(pageOf(new URLSearchParams('page=0'))).toBe(1);
  });
});

describe("the cards' order (settings)", () => {
  it('defaults to every card once', () => {
    expect(DEFAULT_SETTINGS.homeCards).toEqual([...HOME_CARDS]);
  });

  it('keeps an order of known cards, dropping repeats, unknown ones and anything past the cards', () => {
    expect(parseSettings({ homeCards: ['income', 'waiting', 'deadlines'] }).homeCards).toEqual(['income', 'waiting', 'deadlines']);
    expect(parseSettings({ homeCards: ['income'] }).homeCards).toEqual(['income', 'waiting', 'deadlines']);
    expect(parseSettings({ homeCards: ['income', 'income', 'x'] }).homeCards).toEqual(['income', 'waiting', 'deadlines']);
    expect(parseSettings({ homeCards: 'income' }).homeCards).toEqual([...HOME_CARDS]);
    expect(parseSettings({ homeCards: Array(10_000).fill('income') }).homeCards).toEqual(['income', 'waiting', 'deadlines']);
  });

  it('is refused by the server when it is not exactly such an order', () => {
    expect(invalidKeys({ homeCards: ['deadlines', 'income', 'waiting'] })).toEqual([]);
    expect(invalidKeys({ homeCards: ['deadlines'] })).toEqual(['homeCards']);
    expect(invalidKeys({ homeCards: ['deadlines', 'income', 'waiting', 'x'] })).toEqual(['homeCards']);
  });
});
