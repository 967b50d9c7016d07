import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CallInput } from '@/lib/contract/calls';
import { bankListRead, salaryAccountRead, transferInfoRead, withdrawInfoRead } from '@/lib/contract/reads';
import { callApi, queryOf, write, writeOnce } from './bff';
import { KEY_ROOTS } from '@/lib/contract/keys';

// The funds area (lib/contract/capital.ts): one queryOptions per read, keyed by `capitalKeys`,
// and the writes the screens send (money moves carry an idempotency key).

export const capitalKeys = {
  all: KEY_ROOTS.capital,
  bank: () => [...capitalKeys.all, 'bank'] as const,
  bankCard: (id: number) => [...capitalKeys.bank(), 'card', id] as const,
  list: (kind: 'transfer' | 'withdraw' | 'recharge' | 'salary') => [...capitalKeys.all, kind] as const,
};

export const bankListQuery = queryOf(bankListRead);

export const bankOptionsQuery = queryOptions({
  queryKey: [...capitalKeys.bank(), 'options'],
  queryFn: async () => (await callApi('bank/add')).banks,
  staleTime: 10 * 60_000,
});

export const bankCardQuery = (id: number) =>
  queryOptions({
    queryKey: capitalKeys.bankCard(id),
    queryFn: () => callApi('bank/edit', { id }),
    gcTime: 0, // holds the full card number: not kept once the form closes
  });

export const transferInfoQuery = queryOf(transferInfoRead);

export const withdrawInfoQuery = queryOf(withdrawInfoRead);

export const salaryAccountQuery = queryOf(salaryAccountRead);

// Writes.
export const transfer = writeOnce('transfer/dothis', { what: 'transfer', record: '/capital/transferRecord', byDay: true });
export const withdraw = writeOnce('newextract/dothis', { what: 'withdraw', record: '/capital/withdrawRecord', byDay: true });
export const recharge = writeOnce('recharge/dorecharge', { what: 'recharge', record: '/capital/rechargeRecord', byDay: true });
export const cancelWithdrawal = writeOnce('salaries/dothis', { what: 'cancelWithdrawal', record: '/capital/withdrawRecord' });
export const addBankCard = writeOnce('bank/create', { what: 'bankCard', record: '/my/bankCardList' });
export const updateBankCard = write('bank/update');
export const deleteBankCard = (id: number) => callApi('bank/delete', { id });
export const setDefaultBankCard = (id: number) => callApi('bank/setdefault', { id });
export const replaceVoucher = (input: CallInput<'recharge/editinfo'>) => callApi('recharge/editinfo', input);
/** The recipient's name, or a refusal (quiet: shown under the field). */
export const checkRecipient = (account: string) => callApi('transfer/checkuser', { account }, { quiet: true });
/** Sends the transfer's verification code to the bound phone or email. */
export const sendTransferCode = (way: 'phone' | 'email') => callApi('transfer/getcode', { way });

/** After money moved: balances (Home, the forms) and the records are stale. */
export const afterMoneyMoved = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: KEY_ROOTS.my }), client.invalidateQueries({ queryKey: capitalKeys.all })]);
