import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { KEY_ROOTS } from '@/lib/contract/keys';
import { PENDING, RETURN_STATES, SALARY_KINDS, WITHDRAW_STATES } from '@/lib/contract/values';
import { countIn, deadlinesOf, monthTotals } from '@/lib/format/home';
import { callApi } from './bff';
import { memberProductKeys } from './memberProduct';
import { promoterListQuery } from './network';

// Home's cards (issue 42), each from a call the upstream already answers. Each card's query is
// its own (a failing one leaves the others), quiet (the card shows the refusal with a retry,
// not the popup), and keyed under its area's root, so a write there (a withdrawal cancelled, a
// member upgraded) marks the card stale as it does the area's screens.

const { capital, memberProduct } = KEY_ROOTS;
const quiet = { quiet: true } as const;
/** Pages of the salary ledger read for the income card: 100 rows each, at most this many. */
const INCOME_PAGES = 10;

/** Salary income by month over `range` (salaries/tlong, income movements only), every month present, in cents. */
export const incomeMonthsQuery = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...capital, 'salary', 'months', range],
    queryFn: async ({ signal }) => {
      const rows: { amount: string; time: string }[] = [];
      for (let page = 1; page <= INCOME_PAGES; page++) {
        const answer = await callApi('salaries/tlong', { page, limit: 100, status: SALARY_KINDS.income, ...range }, { ...quiet, signal });
        rows.push(...answer.list);
        if (rows.length >= answer.total || answer.list.length === 0) break;
      }
      return monthTotals(rows, range);
    },
    placeholderData: keepPreviousData, // 6 → 12 months: the 6 stay shown (and the table stays open) until the 12 come
  });

/** The members awaiting upgrade (regedvip/index, wait: 1), open windows fewest days first, with how many close within a week. */
export const deadlinesQuery = queryOptions({
  queryKey: [...memberProductKeys.registered(), 'deadlines'],
  queryFn: async ({ signal }) => deadlinesOf((await callApi('regedvip/index', { page: 1, limit: 100, wait: 1 }, { ...quiet, signal })).list),
  staleTime: 60_000,
});

/** How many rows of a record list are in one state: the list's own total under that status filter (one row asked). */
const oneRow = (status: number) => ({ page: 1, limit: 1, status });

/** Withdrawals pending audit. */
export const withdrawalsInReviewQuery = queryOptions({
  queryKey: [...capital, 'withdraw', 'count', WITHDRAW_STATES.pending],
  queryFn: async ({ signal }) => (await callApi('extract/tlong', oneRow(WITHDRAW_STATES.pending), { ...quiet, signal })).total,
});
/** Returns in progress. */
export const returnsPendingQuery = queryOptions({
  queryKey: [...memberProduct, 'returns', 'count', RETURN_STATES.inProgress],
  queryFn: async ({ signal }) => (await callApi('return/index', oneRow(RETURN_STATES.inProgress), { ...quiet, signal })).total,
});
/** Promoter applications in review: the promoter screen's own list (it holds them all), counted. */
export const promotersPendingQuery = queryOptions({
  ...promoterListQuery,
  select: (rows: { state: number }[]) => countIn(rows, (r) => r.state, PENDING),
});
