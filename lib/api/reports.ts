import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { RecordListInput } from '@/lib/contract/records';
import {
  incomeData, incomeListData, incomeSearchInput, rangeInput, teamData, teamDayListData, teamDaysInput, teamDepthData,
  type RangeInput, type TeamDaysInput,
} from '@/lib/contract/reports';
import { callApi } from './bff';

// The performance reports (issue 12; lib/contract/reports.ts): one queryOptions per read,
// keyed by `reportsKeys`. The figures move with the network (registrations, upgrades), so they
// are refetched whenever a report is opened again.

export const reportsKeys = {
  all: ['reports'] as const,
  income: () => [...reportsKeys.all, 'income'] as const,
  team: () => [...reportsKeys.all, 'team'] as const,
};

const fresh = { placeholderData: keepPreviousData, staleTime: 0, refetchOnMount: 'always' } as const;

/** A report over a date range: refetched on every visit, the last range shown while the next loads. */
const rangeQuery =
  <S extends z.ZodMiniType>(key: readonly string[], path: 'uincome/index' | 'ability/index' | 'ability/teams', data: S) =>
  (range: RangeInput) =>
    queryOptions({
      queryKey: [...key, range],
      queryFn: async (): Promise<z.output<S>> => data.parse(await callApi(path, rangeInput.parse(range))),
      ...fresh,
    });

/** My performance over a range (uincome/index). */
export const incomeQuery = rangeQuery([...reportsKeys.income(), 'summary'], 'uincome/index', incomeData);
/** Team performance by leg over a range (ability/index). */
export const teamQuery = rangeQuery([...reportsKeys.team(), 'legs'], 'ability/index', teamData);
/** The team by leg and depth over a range (ability/teams). */
export const teamDepthQuery = rangeQuery([...reportsKeys.team(), 'depths'], 'ability/teams', teamDepthData);

/** Income entries of a range, by source kind (uincome/getsearch): My performance's rows and CSV. */
export const incomeListQuery = (input: RecordListInput) =>
  queryOptions({
    queryKey: [...reportsKeys.income(), 'list', input],
    queryFn: async () => incomeListData.parse(await callApi('uincome/getsearch', incomeSearchInput.parse(input))),
    ...fresh,
  });

/** The performance detail of a scope (depth, member), as a record list (ability/teamdays). */
export const teamDaysQuery = (scope: Pick<TeamDaysInput, 'depth' | 'member'>) => (input: RecordListInput) =>
  queryOptions({
    queryKey: [...reportsKeys.team(), 'days', scope, input],
    queryFn: async () => teamDayListData.parse(await callApi('ability/teamdays', teamDaysInput.parse({ ...input, ...scope }))),
    ...fresh,
    retry: false,
  });
