import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { bankCardData, bankListData, bankOptionsData } from '@/lib/contract/funds-bank';
import { recordListInput, rechargeListData, salaryData, salaryListData, withdrawInfoData, withdrawListData, type RecordListInput } from '@/lib/contract/funds-records';
import { transferInfoData, transferListData, type TransferListInput } from '@/lib/contract/funds-transfer';
import { callApi } from './bff';

// One queryOptions per funds read (lib/contract/funds*.ts); writes go through callApi in the
// screens, with an idempotency key for the calls that move money.

export const bankListQuery = queryOptions({
  queryKey: ['funds', 'bank', 'list'],
  queryFn: async () => bankListData.parse(await callApi('bank/getlist')).list,
});

export const bankOptionsQuery = queryOptions({
  queryKey: ['funds', 'bank', 'options'],
  queryFn: async () => bankOptionsData.parse(await callApi('bank/add')).banks,
  staleTime: 10 * 60_000,
});

export const bankCardQuery = (id: number) =>
  queryOptions({
    queryKey: ['funds', 'bank', 'card', id],
    queryFn: async () => bankCardData.parse(await callApi('bank/edit', { id })),
    gcTime: 0, // holds the full card number: not kept once the form closes
  });

export const transferInfoQuery = queryOptions({
  queryKey: ['funds', 'transfer', 'info'],
  queryFn: async () => transferInfoData.parse(await callApi('transfer/index')),
});

export const withdrawInfoQuery = queryOptions({
  queryKey: ['funds', 'withdraw', 'info'],
  queryFn: async () => withdrawInfoData.parse(await callApi('newextract')),
});

export const transferListQuery = (input: TransferListInput) =>
  queryOptions({
    queryKey: ['funds', 'transfer', 'list', input],
    queryFn: async () => transferListData.parse(await callApi('transfer/tlong', recordListInput.parse(input))),
    placeholderData: keepPreviousData,
  });

export const withdrawListQuery = (input: RecordListInput) =>
  queryOptions({
    queryKey: ['funds', 'withdraw', 'list', input],
    queryFn: async () => withdrawListData.parse(await callApi('extract/tlong', recordListInput.parse(input))),
    placeholderData: keepPreviousData,
  });

export const rechargeListQuery = (input: RecordListInput) =>
  queryOptions({
    queryKey: ['funds', 'recharge', 'list', input],
    queryFn: async () => rechargeListData.parse(await callApi('recharge/index', recordListInput.parse(input))),
    placeholderData: keepPreviousData,
  });

export const salaryAccountQuery = queryOptions({
  queryKey: ['funds', 'salary', 'account'],
  queryFn: async () => salaryData.parse(await callApi('salaries/index')),
});

export const salaryListQuery = (input: RecordListInput) =>
  queryOptions({
    queryKey: ['funds', 'salary', 'list', input],
    queryFn: async () => salaryListData.parse(await callApi('salaries/tlong', recordListInput.parse(input))),
    placeholderData: keepPreviousData,
  });

/** After money moved: balances (Home, the forms) and the records are stale. */
export const afterMoneyMoved = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: ['profile'] }), client.invalidateQueries({ queryKey: ['funds'] })]);

/** A fresh key per submission: a retry of the same submission reuses it. */
export const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
