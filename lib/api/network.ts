import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { inviteData, placementData, regionData, uniqueData, type PlacementInput, type RegisterInput } from '@/lib/contract/network';
import { promoterListData, promoterStatusData, type PromoterApplyInput } from '@/lib/contract/promoter';
import { callApi } from './bff';

// The member network's queries (issue 4). Errors are shown by the screens (quiet): a search
// outside the operator's tree is an expected answer, not a popup.

/** A window of the placement tree under `account` ("" = the operator). */
export const placementQuery = (input: { account: string; levels: number }) =>
  queryOptions({
    queryKey: ['network', 'placement', input],
    queryFn: async () => placementData.parse(await callApi('patlas/index', input satisfies PlacementInput, { quiet: true })),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Direct invitees of `account` ("" = the operator): loaded when a row is expanded. */
export const inviteesQuery = (account: string) =>
  queryOptions({
    queryKey: ['network', 'invitees', account],
    queryFn: async () => inviteData.parse(await callApi('ratlas/index', { account }, { quiet: true })).list,
    retry: false,
  });

/** A member found by account in the operator's invitation tree, with the path to it. */
export const inviteSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['network', 'inviteSearch', search],
    queryFn: async () => inviteData.parse(await callApi('ratlas/index', { search }, { quiet: true })),
    retry: false,
  });

/** The operator's promoter grade and whether an application is pending. */
export const promoterStatusQuery = queryOptions({
  queryKey: ['network', 'promoter', 'status'],
  queryFn: async () => promoterStatusData.parse(await callApi('promoter/index')),
});

/** The operator's promoter applications, newest first. */
export const promoterListQuery = queryOptions({
  queryKey: ['network', 'promoter', 'list'],
  queryFn: async () => promoterListData.parse(await callApi('promoter/getlist', { page: 1, limit: 100 })).list,
});

export const applyPromoter = (input: PromoterApplyInput) => callApi('promoter/application', input);
export const withdrawPromoter = (id: number) => callApi('promoter/delsq', { id });

/** Regions under `parent` ("" = provinces), for the province → city → county pickers. */
export const regionsQuery = (parent: string) =>
  queryOptions({
    queryKey: ['network', 'regions', parent],
    queryFn: async () => regionData.parse(await callApi('pservice/province', { parent })).list,
    staleTime: Infinity,
  });

export type UniquePath = 'pservice/vname' | 'pservice/vtel' | 'pservice/videntityid';

/** Whether no member uses `value` yet (account, phone or ID number). */
export const uniqueQuery = (path: UniquePath, value: string) =>
  queryOptions({
    queryKey: ['network', 'unique', path, value],
    // A check for a value the operator has typed past is cancelled (React Query aborts the signal).
    queryFn: async ({ signal }) => uniqueData.parse(await callApi(path, { value }, { quiet: true, signal })).available === 1,
    staleTime: 5_000,
    retry: false,
  });

export const registerMember = (input: RegisterInput) => callApi('patlas/register', input, { quiet: true });
