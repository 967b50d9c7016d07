import type { FetchQueryOptions } from '@tanstack/react-query';
import { dateParam, NO_FILTERS, rangePayload, recordsInput } from '@/lib/contract/filters';
import type { ScreenPath } from '@/lib/menu/routes';
import { bankListQuery, rechargeListQuery, salaryAccountQuery, salaryListQuery, transferInfoQuery, transferListQuery, withdrawInfoQuery, withdrawListQuery } from './capital';
import { PHONE_LEVELS, placementQuery } from './network';
import { noticeCountQuery } from './notice';
import { eligibleOrdersQuery, returnListQuery } from './memberProduct';
import { meCardsQuery, meSummaryQuery, profileQuery } from './my';
import { incomeEntriesQuery, incomeQuery } from './reports';

// The answers a screen asks for when it opens (issue 15): the server asks them while it renders
// the page, so that the screen's text is in the HTML rather than asked for once the script has
// run (lib/session/firstAnswers.ts). Each entry is the screen's own query options with the input
// of its first render; the top bar's unread count is on every screen. A screen not listed here,
// or an answer the server did not get in time, is asked by the browser as before.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- options of different answers
type First = FetchQueryOptions<any, any, any, any>;

const firstPage = recordsInput(NO_FILTERS, 1);

type Asks = (params: URLSearchParams, phone: boolean) => First[];
const SCREENS: Partial<Record<string, Asks>> = {
  '/home': () => [profileQuery],
  '/my': () => [profileQuery, meSummaryQuery, meCardsQuery],
  '/capital/transfer': () => [transferInfoQuery, profileQuery],
  '/capital/withdraw': () => [withdrawInfoQuery, bankListQuery],
  '/capital/transferRecord': () => [transferListQuery(firstPage)],
  '/capital/withdrawRecord': () => [withdrawListQuery(firstPage)],
  '/capital/rechargeRecord': () => [rechargeListQuery(firstPage)],
  '/reports/integralRecord': () => [salaryAccountQuery, salaryListQuery(firstPage)],
  '/memberProduct/chargeback': () => [eligibleOrdersQuery],
  '/memberProduct/chargebackRecord': () => [returnListQuery(firstPage)],
  // A phone's three levels; a desk's window may be any width (components/common/usePhone.tsx).
  '/memberNode': (params, phone) => (phone ? [placementQuery({ account: params.get('root') ?? '', levels: PHONE_LEVELS })] : []),
  '/reports/performance': (params) => {
    const range = { from: dateParam(params.get('from') ?? ''), to: dateParam(params.get('to') ?? '') };
    return [incomeQuery(rangePayload(range)), incomeEntriesQuery(range)(firstPage)];
  },
} satisfies Partial<Record<ScreenPath, Asks>>;

/** The query options of what `path` asks for first, with its URL's parameters, rendered for a phone or not. */
export const firstQueries = (path: string, params: URLSearchParams, phone: boolean): First[] => [noticeCountQuery, ...(SCREENS[path]?.(params, phone) ?? [])];
