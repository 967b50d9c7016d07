import { bucketize, centsOf, type BucketRow } from './buckets';

// The pure parts of Home's cards (issue 42): salary income summed by month, this month against
// the last, the members whose upgrade window closes soonest, and what waits on the operator.

/** The months Home's income card may show. */
export const INCOME_MONTHS = [6, 12] as const;
export type IncomeMonths = (typeof INCOME_MONTHS)[number];

const pad = (n: number) => String(n).padStart(2, '0');
/** A local date as "YYYY-MM-DD". */
export const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The range of the last `months` months up to `today` ("YYYY-MM-DD"): from the first day of the oldest. */
export function monthsRange(today: string, months: number): { from: string; to: string } {
  let [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7)) - (months - 1)];
  while (m < 1) [y, m] = [y - 1, m + 12];
  return { from: `${y}-${pad(m)}-01`, to: today };
}

/** Salary ledger rows (amount a decimal string, time "YYYY-MM-DD HH:mm:ss") summed in cents into every month of the range, oldest first. */
export function monthTotals(rows: readonly { amount: string; time: string }[], range: { from: string; to: string }): BucketRow<'income'>[] {
  const days = rows.map((r) => ({ day: r.time.slice(0, 10), income: centsOf(r.amount) }));
  return bucketize(days, range.from, range.to, 'month', ['income']);
}

/** This month (the last bucket) against the one before: cents each, and the change in percent (null when last month was 0). */
export function monthChange(months: readonly BucketRow<'income'>[]): { current: number; previous: number; percent: number | null } | null {
  if (months.length < 2) return null;
  const current = months[months.length - 1].income;
  const previous = months[months.length - 2].income;
  return { current, previous, percent: previous === 0 ? null : Math.round(((current - previous) / Math.abs(previous)) * 100) };
}

/** Days left at which a window counts as closing (the last week of the 45-day cycle, spec §4). */
export const DEADLINE_DAYS = 7;

type Waiting = { account: string; days_left?: number | null; pending: number };

/**
 * The members whose upgrade window is still open, fewest days left first (ties by account), and
 * of them those closing within DEADLINE_DAYS. A member already being upgraded (pending) or
 * whose window has ended (≤ 0 days), or a VIP (no countdown), is not waiting on the operator.
 */
export function deadlinesOf<R extends Waiting>(rows: readonly R[]): { soonest: (R & { days_left: number })[]; closing: number } {
  const open = rows
    .filter((r): r is R & { days_left: number } => typeof r.days_left === 'number' && r.days_left > 0 && !r.pending)
    .toSorted((a, b) => a.days_left - b.days_left || a.account.localeCompare(b.account));
  return { soonest: open, closing: open.filter((r) => r.days_left <= DEADLINE_DAYS).length };
}

/** Rows in a state: the count of a list that cannot be asked for one state (promoter applications, notices). */
export const countIn = <R>(rows: readonly R[], stateOf: (row: R) => number, state: number) => rows.filter((r) => stateOf(r) === state).length;
