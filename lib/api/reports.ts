import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Range } from '@/lib/contract/filters';
import type { CallInput } from '@/lib/contract/calls';
import { commissionEntriesRead, ENTRIES_PER_PAGE, incomeRead, teamDepthRead, teamRead } from '@/lib/contract/reads';
import { callApi, queryOf } from './bff';
import { KEY_ROOTS } from '@/lib/contract/keys';
import { FRESH } from './lists';

// The performance reports (issue 12; lib/contract/reports.ts): one queryOptions per read,
// keyed by `reportsKeys`. The figures move with the network (registrations, upgrades), so they
// are refetched whenever a report is opened again.

export const reportsKeys = {
  all: KEY_ROOTS.reports,
  income: () => [...reportsKeys.all, 'income'] as const,
  team: () => [...reportsKeys.all, 'team'] as const,
};

const fresh = { placeholderData: keepPreviousData, ...FRESH } as const;

/** My performance over a range (uincome/index). */
export const incomeQuery = (range: CallInput<'uincome/index'>) => queryOptions({ ...queryOf(incomeRead(range)), ...fresh });
/** Team performance by leg over a range (ability/index). */
export const teamQuery = (range: CallInput<'ability/index'>) => queryOptions({ ...queryOf(teamRead(range)), ...fresh });
/** The team by leg and depth over a range (ability/teams). */
export const teamDepthQuery = (range: CallInput<'ability/teams'>) => queryOptions({ ...queryOf(teamDepthRead(range)), ...fresh });

/** Pages of a range's income entries the commission breakdown reads: 100 rows each, at most this many. */
export const COMMISSION_PAGES = 10;
/** The commission breakdown's entries of a range, every kind: the first 100 (its first answer). */
export const commissionFirstQuery = (range: Range) => queryOptions({ ...queryOf(commissionEntriesRead(range)), ...fresh });
/** The entries after the first 100 (`total` the first page's), up to COMMISSION_PAGES pages in all. */
export const commissionRestQuery = (range: Range, total: number) =>
  queryOptions({
    queryKey: [...reportsKeys.income(), 'rest', range, total],
    queryFn: async ({ signal }) => {
      const pages = Math.min(Math.ceil(total / ENTRIES_PER_PAGE), COMMISSION_PAGES);
      const rows = [];
      for (let page = 2; page <= pages; page++) rows.push(...(await callApi('uincome/getsearch', commissionEntriesRead(range, page).input, { signal })).list);
      return rows;
    },
    enabled: total > ENTRIES_PER_PAGE,
    ...fresh,
  });
