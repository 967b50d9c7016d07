import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { RegisteredListInput, ReturnInput, UpgradeInput } from '@/lib/contract/products';
import type { RecordListInput } from '@/lib/contract/records';
import { callApi, writeOnce } from './bff';
import { KEY_ROOTS } from './keys';

// VIP goods (lib/contract/products.ts): packages, members to level up, registrations, orders
// and chargebacks. One queryOptions per read keyed by `productsKeys`; the writes move money
// and carry the submission's idempotency key.

export const productsKeys = {
  all: KEY_ROOTS.products,
  catalogue: () => [...productsKeys.all, 'catalogue'] as const,
  product: (id: number) => [...productsKeys.catalogue(), id] as const,
  member: (account: string) => [...productsKeys.all, 'member', account] as const,
  registered: () => [...productsKeys.all, 'registered'] as const,
  registration: (id: number) => [...productsKeys.registered(), 'one', id] as const,
  returns: () => [...productsKeys.all, 'returns'] as const,
};

export const productListQuery = queryOptions({
  queryKey: productsKeys.catalogue(),
  queryFn: () => callApi('product/index'),
});

export const productQuery = (id: number) =>
  queryOptions({ queryKey: productsKeys.product(id), queryFn: () => callApi('product/communi', { id }) });

/** The member to level up; a refusal (not in the network) is shown under the field (quiet). */
export const memberUpgradeQuery = (account: string) =>
  queryOptions({
    queryKey: productsKeys.member(account),
    queryFn: () => callApi('regedvip/details', { account }, { quiet: true }),
    retry: false,
  });

/** Registered members (`wait: 1`: the members awaiting upgrade) as RecordsView pages them. */
export const registeredListQuery = (extra: Pick<RegisteredListInput, 'keyword' | 'wait'> = {}) => (input: RecordListInput) =>
  queryOptions({
    queryKey: [...productsKeys.registered(), 'list', extra, input],
    queryFn: () => callApi('regedvip/index', { ...input, ...extra }),
    placeholderData: keepPreviousData,
  });

export const comboQuery = (id: number) =>
  queryOptions({ queryKey: [...productsKeys.registration(id), 'combo'], queryFn: () => callApi('regedvip/combo', { id }) });
export const logisticsQuery = (id: number) =>
  queryOptions({ queryKey: [...productsKeys.registration(id), 'logistics'], queryFn: () => callApi('regedvip/wuliu', { id }) });

export const eligibleOrdersQuery = queryOptions({
  queryKey: [...productsKeys.returns(), 'orders'],
  queryFn: async () => (await callApi('return/order')).list,
});

export const returnListQuery = (input: RecordListInput) =>
  queryOptions({
    queryKey: [...productsKeys.returns(), 'list', input],
    queryFn: () => callApi('return/index', input),
    placeholderData: keepPreviousData,
  });

export const returnDetailQuery = (id: number) =>
  queryOptions({ queryKey: [...productsKeys.returns(), 'one', id], queryFn: () => callApi('return/application', { id }) });

// Writes.
export const upgradeMember = writeOnce<UpgradeInput>('regedvip/upvip');
export const fileReturn = writeOnce<ReturnInput>('return/applicationsubmit');
export const deleteRegistration = writeOnce<{ id: number; pass2: string }>('regedvip/delvip');

/**
 * After a level-up, a return or a deletion: balances (Home, the forms), levels (both charts,
 * Home's countdown) and this area's lists are stale.
 */
export const afterVipChange = (client: QueryClient) =>
  Promise.all([KEY_ROOTS.products, KEY_ROOTS.profile, KEY_ROOTS.funds, KEY_ROOTS.network].map((queryKey) => client.invalidateQueries({ queryKey })));
