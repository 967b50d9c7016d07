import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { BankCardInput } from '@/lib/contract/capital-bank';
import type { RecordListInput } from '@/lib/contract/records';
import { callApi, write, writeOnce } from './bff';
import { KEY_ROOTS } from './keys';

// The funds area (lib/contract/funds*.ts): one queryOptions per read, keyed by `capitalKeys`,
// and the writes the screens send (money moves carry an idempotency key).

export const capitalKeys = {
  all: KEY_ROOTS.capital,
  bank: () => [...capitalKeys.all, 'bank'] as const,
  bankCard: (id: number) => [...capitalKeys.bank(), 'card', id] as const,
  list: (kind: 'transfer' | 'withdraw' | 'recharge' | 'salary') => [...capitalKeys.all, kind] as const,
};

export const bankListQuery = queryOptions({
  queryKey: [...capitalKeys.bank(), 'list'],
  queryFn: async () => (await callApi('bank/getlist')).list,
});

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

export const transferInfoQuery = queryOptions({
  queryKey: [...capitalKeys.list('transfer'), 'info'],
  queryFn: () => callApi('transfer/index'),
});

export const withdrawInfoQuery = queryOptions({
  queryKey: [...capitalKeys.list('withdraw'), 'info'],
  queryFn: () => callApi('newextract'),
});

export const salaryAccountQuery = queryOptions({
  queryKey: [...capitalKeys.list('salary'), 'account'],
  queryFn: () => callApi('salaries/index'),
});

/** A record list's pages (the common RecordsView): the last page stays on screen while the next loads. */
const recordsQuery =
  <P extends 'transfer/tlong' | 'extract/tlong' | 'recharge/index' | 'salaries/tlong'>(kind: Parameters<typeof capitalKeys.list>[0], path: P) =>
  (input: RecordListInput) =>
    queryOptions({
      queryKey: [...capitalKeys.list(kind), 'list', input],
      queryFn: () => callApi(path, input),
      placeholderData: keepPreviousData,
    });

export const transferListQuery = recordsQuery('transfer', 'transfer/tlong');
export const withdrawListQuery = recordsQuery('withdraw', 'extract/tlong');
export const rechargeListQuery = recordsQuery('recharge', 'recharge/index');
export const salaryListQuery = recordsQuery('salary', 'salaries/tlong');

// Writes.
export const transfer = writeOnce('transfer/dothis');
export const withdraw = writeOnce('newextract/dothis');
export const recharge = writeOnce('recharge/dorecharge');
export const cancelWithdrawal = writeOnce<{ id: number }>('salaries/dothis');
export const addBankCard = writeOnce<BankCardInput>('bank/create');
export const updateBankCard = write<BankCardInput & { id: number }>('bank/update');
export const deleteBankCard = (id: number) => callApi('bank/delete', { id });
export const setDefaultBankCard = (id: number) => callApi('bank/setdefault', { id });
export const replaceVoucher = (input: { id: number; voucher: string }) => callApi('recharge/editinfo', input);
/** The recipient's name, or a refusal (quiet: shown under the field). */
export const checkRecipient = (account: string) => callApi('transfer/checkuser', { account }, { quiet: true });
/** Sends the transfer's verification code to the bound phone or email. */
export const sendTransferCode = (way: 'phone' | 'email') => callApi('transfer/getcode', { way });

/** After money moved: balances (Home, the forms) and the records are stale. */
export const afterMoneyMoved = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: KEY_ROOTS.my }), client.invalidateQueries({ queryKey: capitalKeys.all })]);
