import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Range } from '@/lib/contract/filters';
import type { RecordListInput } from '@/lib/contract/records';
import type { RangeInput, TeamDaysInput } from '@/lib/contract/reports';
import { callApi } from './bff';
import { KEY_ROOTS } from './keys';
import { refetchOnMount } from './seed';

// The performance reports (issue 12; lib/contract/reports.ts): one queryOptions per read,
// keyed by `reportsKeys`. The figures move with the network (registrations, upgrades), so they
// are refetched whenever a report is opened again.

export const reportsKeys = {
  all: KEY_ROOTS.reports,
  income: () => [...reportsKeys.all, 'income'] as const,
  team: () => [...reportsKeys.all, 'team'] as const,
};

const fresh = { placeholderData: keepPreviousData, staleTime: 0, refetchOnMount: refetchOnMount('always') } as const;

/** A report over a date range: refetched on every visit, the last range shown while the next loads. */
const rangeQuery =
  <P extends 'uincome/index' | 'ability/index' | 'ability/teams'>(key: readonly string[], path: P) =>
  (range: RangeInput) =>
    queryOptions({
      queryKey: [...key, range],
      queryFn: () => callApi(path, range),
      ...fresh,
    });

/** My performance over a range (uincome/index). */
export const incomeQuery = rangeQuery([...reportsKeys.income(), 'summary'], 'uincome/index');
/** Team performance by leg over a range (ability/index). */
export const teamQuery = rangeQuery([...reportsKeys.team(), 'legs'], 'ability/index');
/** The team by leg and depth over a range (ability/teams). */
export const teamDepthQuery = rangeQuery([...reportsKeys.team(), 'depths'], 'ability/teams');

/** Income entries of a range, by source kind (uincome/getsearch): My performance's rows and CSV. */
export const incomeListQuery = (input: RecordListInput) =>
  queryOptions({
    queryKey: [...reportsKeys.income(), 'list', input],
    queryFn: () => callApi('uincome/getsearch', input),
    ...fresh,
  });

/** My performance's entries under a range: the range unless the list's own dates narrow it. */
export const incomeEntriesQuery = (range: Range) => (input: RecordListInput) =>
  incomeListQuery({ ...input, from: input.from || range.from || undefined, to: input.to || range.to || undefined });

/** The performance detail of a scope (depth, member), as a record list (ability/teamdays). */
export const teamDaysQuery = (scope: Pick<TeamDaysInput, 'depth' | 'member'>) => (input: RecordListInput) =>
  queryOptions({
    queryKey: [...reportsKeys.team(), 'days', scope, input],
    queryFn: () => callApi('ability/teamdays', { ...input, ...scope }),
    ...fresh,
    retry: false,
  });
