import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { eligibleOrdersRead, productListRead } from '@/lib/contract/reads';
import { callApi, queryOf, writeOnce } from './bff';
import { KEY_ROOTS } from '@/lib/contract/keys';

// VIP goods (lib/contract/memberProduct.ts): packages, members to level up, registrations, orders
// and chargebacks. One queryOptions per read keyed by `memberProductKeys`; the writes move money
// and carry the submission's idempotency key.

export const memberProductKeys = {
  all: KEY_ROOTS.memberProduct,
  catalogue: () => [...memberProductKeys.all, 'catalogue'] as const,
  product: (id: number) => [...memberProductKeys.catalogue(), id] as const,
  member: (account: string) => [...memberProductKeys.all, 'member', account] as const,
  registered: () => [...memberProductKeys.all, 'registered'] as const,
  registration: (id: number) => [...memberProductKeys.registered(), 'one', id] as const,
  returns: () => [...memberProductKeys.all, 'returns'] as const,
};

export const productListQuery = queryOf(productListRead);

export const productQuery = (id: number) =>
  queryOptions({ queryKey: memberProductKeys.product(id), queryFn: () => callApi('product/communi', { id }) });

/** The member to level up; a refusal (not in the network) is shown under the field (quiet). */
export const memberUpgradeQuery = (account: string) =>
  queryOptions({
    queryKey: memberProductKeys.member(account),
    queryFn: () => callApi('regedvip/details', { account }, { quiet: true }),
    retry: false,
  });

export const comboQuery = (id: number) =>
  queryOptions({ queryKey: [...memberProductKeys.registration(id), 'combo'], queryFn: () => callApi('regedvip/combo', { id }) });
export const logisticsQuery = (id: number) =>
  queryOptions({ queryKey: [...memberProductKeys.registration(id), 'logistics'], queryFn: () => callApi('regedvip/wuliu', { id }) });

export const eligibleOrdersQuery = queryOf(eligibleOrdersRead);

export const returnDetailQuery = (id: number) =>
  queryOptions({ queryKey: [...memberProductKeys.returns(), 'one', id], queryFn: () => callApi('return/application', { id }) });

// Writes.
export const upgradeMember = writeOnce('regedvip/upvip', { what: 'upgrade', record: '/reports/registerMember' });
export const fileReturn = writeOnce('return/applicationsubmit', { what: 'chargeback', record: '/memberProduct/chargebackRecord', byDay: true });
export const deleteRegistration = writeOnce('regedvip/delvip', { what: 'deleteRegistration', record: '/reports/registerMember' });

/**
 * After a level-up, a return or a deletion: balances (Home, the forms), levels (both charts,
 * Home's countdown) and this area's lists are stale.
 */
export const afterVipChange = (client: QueryClient) =>
  Promise.all([KEY_ROOTS.memberProduct, KEY_ROOTS.my, KEY_ROOTS.capital, KEY_ROOTS.network].map((queryKey) => client.invalidateQueries({ queryKey })));
