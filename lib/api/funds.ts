import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { bankCardData, bankListData, bankOptionsData } from '@/lib/contract/funds-bank';
import { recordListInput, rechargeListData, salaryData, salaryListData, withdrawInfoData, withdrawListData, type RecordListInput } from '@/lib/contract/funds-records';
import { transferInfoData, transferListData } from '@/lib/contract/funds-transfer';
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

export const salaryAccountQuery = queryOptions({
  queryKey: ['funds', 'salary', 'account'],
  queryFn: async () => salaryData.parse(await callApi('salaries/index')),
});

/** A record list's pages (funds.ts `recordQuery`): the last page stays on screen while the next loads. */
const recordsQuery =
  <S extends z.ZodMiniType>(area: string, path: string, data: S) =>
  (input: RecordListInput) =>
    queryOptions({
      queryKey: ['funds', area, 'list', input],
      queryFn: async (): Promise<z.output<S>> => data.parse(await callApi(path, recordListInput.parse(input))),
      placeholderData: keepPreviousData,
    });

export const transferListQuery = recordsQuery('transfer', 'transfer/tlong', transferListData);
export const withdrawListQuery = recordsQuery('withdraw', 'extract/tlong', withdrawListData);
export const rechargeListQuery = recordsQuery('recharge', 'recharge/index', rechargeListData);
export const salaryListQuery = recordsQuery('salary', 'salaries/tlong', salaryListData);

/** After money moved: balances (Home, the forms) and the records are stale. */
export const afterMoneyMoved = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: ['profile'] }), client.invalidateQueries({ queryKey: ['funds'] })]);

/** A fresh key per submission: a retry of the same submission reuses it. */
export const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
