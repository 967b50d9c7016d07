import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PromoterApplyInput } from '@/lib/contract/network';
import type { CallInput, CallOutput, CallPath } from '@/lib/contract/calls';
import { placementRead } from '@/lib/contract/reads';
import { callApi, queryOf, write } from './bff';
import { KEY_ROOTS } from '@/lib/contract/keys';

// The member network's queries (issue 4). Errors are shown by the screens (quiet): a search
// outside the operator's tree is an expected answer, not a popup.

export const networkKeys = {
  all: KEY_ROOTS.network,
  promoter: () => [...networkKeys.all, 'promoter'] as const,
};

/** A window of the placement tree under `account` ("" = the operator). */
export const placementQuery = (input: CallInput<'patlas/index'>) =>
  queryOptions({ ...queryOf(placementRead(input), true), placeholderData: keepPreviousData, retry: false });

/**
 * Direct invitees of `account` ("" = the operator): loaded when a row is expanded. Expanded
 * again within a minute, the row shows them without asking again (a wide member's are 10,000
 * rows); a registration invalidates them (RegisterScreen.tsx).
 */
export const inviteesQuery = (account: string) =>
  queryOptions({
    queryKey: [...networkKeys.all, 'invitees', account],
    queryFn: async () => (await callApi('ratlas/index', { account }, { quiet: true })).list,
    retry: false,
    staleTime: 60_000,
  });

/** A member found by account in the operator's invitation tree, with the path to it. */
export const inviteSearchQuery = (search: string) =>
  queryOptions({
    queryKey: [...networkKeys.all, 'inviteSearch', search],
    queryFn: ({ signal }) => callApi('ratlas/index', { search }, { quiet: true, signal }), // a lookup typed past is cancelled
    retry: false,
  });

/** The operator's promoter grade and whether an application is pending. */
export const promoterStatusQuery = queryOptions({
  queryKey: [...networkKeys.promoter(), 'status'],
  queryFn: () => callApi('promoter/index'),
});

/** The operator's promoter applications, newest first. */
export const promoterListQuery = queryOptions({
  queryKey: [...networkKeys.promoter(), 'list'],
  queryFn: async () => (await callApi('promoter/getlist', { page: 1, limit: 100 })).list,
});

export const applyPromoter = (input: PromoterApplyInput) => callApi('promoter/application', input);
export const withdrawPromoter = (id: number) => callApi('promoter/delsq', { id });

/** Regions under `parent` ("" = provinces), for the province → city → county pickers. */
export const regionsQuery = (parent: string) =>
  queryOptions({
    queryKey: [...networkKeys.all, 'regions', parent],
    queryFn: async () => (await callApi('pservice/province', { parent })).list,
    staleTime: Infinity,
  });

/** The levels a new member may be registered at, named in the session's language. */
export const levelsQuery = queryOptions({
  queryKey: [...networkKeys.all, 'levels'],
  queryFn: async () => (await callApi('patlas/level', {}, { quiet: true })).list,
  staleTime: Infinity,
  retry: false,
});

/** The operator's service center, which the members it adds register under. */
export const shopQuery = queryOptions({
  queryKey: [...networkKeys.all, 'shop'],
  queryFn: () => callApi('patlas/shop', {}, { quiet: true }),
  staleTime: Infinity,
  retry: false,
});

// Checks of the add-member form as the operator types (components/network/useFieldCheck.ts).
// A refusal is the upstream's answer, shown under the field: quiet, never retried. A check
// for a value the operator has typed past is cancelled (React Query aborts the signal).
const check = <P extends CallPath, T>(path: P, input: CallInput<P>, read: (data: CallOutput<P>) => T) =>
  queryOptions({
    queryKey: [...networkKeys.all, 'check', path, input],
    queryFn: async ({ signal }) => read(await callApi(path, input, { quiet: true, signal })),
    staleTime: 5_000,
    retry: false,
  });

export type UniquePath = 'pservice/vname' | 'pservice/vtel' | 'pservice/videntityid';

/** Whether no member uses `value` yet (account, phone or ID number). */
export const uniqueQuery = (path: UniquePath) => (input: CallInput<UniquePath>) =>
  check(path, input, (d) => d.available === 1);
/** Whether a sponsor may have members added (a VIP in the operator's downline). */
export const sponsorVipQuery = (input: CallInput<'patlas/cvip'>) => check('patlas/cvip', input, (d) => d.vip === 1);
/** A sponsor's name and open positions. */
export const sponsorQuery = (input: CallInput<'patlas/cname'>) => check('patlas/cname', input, (d) => d);
/** A referee's name (refused outside the operator's invitation chart). */
export const refereeQuery = (input: CallInput<'patlas/vrname'>) => check('patlas/vrname', input, (d) => d.name);
/** The real-name check of a full name and resident ID number. */
export const identityQuery = (input: CallInput<'pservice/aliyuncs'>) =>
  check('pservice/aliyuncs', input, (d) => d.verified === 1);

export const registerMember = write('patlas/register');
