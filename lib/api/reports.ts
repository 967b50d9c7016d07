import { keepPreviousData, queryOptions } from '@tanstack/react-query';
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

/** My performance over a range (uincome/index). */
export const incomeQuery = (range: RangeInput) =>
  queryOptions({
    queryKey: [...reportsKeys.income(), 'summary', range],
    queryFn: async () => incomeData.parse(await callApi('uincome/index', rangeInput.parse(range))),
    ...fresh,
  });

/** Income entries of a range, by source kind (uincome/getsearch): My performance's rows and CSV. */
export const incomeListQuery = (input: RecordListInput) =>
  queryOptions({
    queryKey: [...reportsKeys.income(), 'list', input],
    queryFn: async () => incomeListData.parse(await callApi('uincome/getsearch', incomeSearchInput.parse(input))),
    ...fresh,
  });

/** Team performance by leg over a range (ability/index). */
export const teamQuery = (range: RangeInput) =>
  queryOptions({
    queryKey: [...reportsKeys.team(), 'legs', range],
    queryFn: async () => teamData.parse(await callApi('ability/index', rangeInput.parse(range))),
    ...fresh,
  });

/** The team by leg and depth over a range (ability/teams). */
export const teamDepthQuery = (range: RangeInput) =>
  queryOptions({
    queryKey: [...reportsKeys.team(), 'depths', range],
    queryFn: async () => teamDepthData.parse(await callApi('ability/teams', rangeInput.parse(range))),
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
