import type { CallInput, CallOutput, CallPath } from './calls';
import { NOTICE_COUNT_PATH, PROFILE_PATH } from './call-paths';
import type { Range } from './filters';
import { KEY_ROOTS } from './keys';
import { listRead } from '@/lib/lists/define';
import { incomeList, teamList } from '@/lib/lists/reports';

// The reads a page may come with (issue 15: a screen's first answers are in its HTML). A read is
// plain data: the call, its input, the query key its answer is cached under, and what of the
// answer the screen keeps. The browser turns a read into query options (`queryOf` in
// lib/api/bff.ts); the server asks it through the forwarder's own steps while it renders the
// page (lib/session/firstAnswers.ts) and puts the answer under the same key. The route manifest
// (lib/menu/manifest.ts) names each screen's first reads. No zod here: the screens import this.

export type Read<P extends CallPath = CallPath, T = unknown> = {
  key: readonly unknown[];
  path: P;
  input: CallInput<P>;
  pick?: (answer: CallOutput<P>) => T;
};

/** A read whose answer is kept whole, or as `pick` makes it. */
function read<P extends CallPath>(key: readonly unknown[], path: P, input: CallInput<P>): Read<P, CallOutput<P>>;
function read<P extends CallPath, T>(key: readonly unknown[], path: P, input: CallInput<P>, pick: (answer: CallOutput<P>) => T): Read<P, T>;
function read<P extends CallPath, T>(key: readonly unknown[], path: P, input: CallInput<P>, pick?: (answer: CallOutput<P>) => T): Read<P, T> {
  return pick ? { key, path, input, pick } : { key, path, input };
}

/** Any read, as the manifest lists them. */
export type AnyRead = { key: readonly unknown[]; path: CallPath; input: object; pick?: (answer: never) => unknown };

const { capital, memberProduct, my, network, notice, reports } = KEY_ROOTS;

/** The profile with its balances. */
export const profileRead = read([...my, 'info'], PROFILE_PATH, {});
/** Me's summary: registration date, whether a level-2 password is set. */
export const meSummaryRead = read([...my, 'me', 'summary'], 'store/sy', {});
/** The bank cards in brief (Me). */
export const meCardsRead = read([...my, 'me', 'cards'], 'store/banklist', {});
/** The unread-notice count of the top bar's bell (every screen). */
export const noticeCountRead = read([...notice, 'unread'], NOTICE_COUNT_PATH, {}, (answer) => answer.num);

export const transferInfoRead = read([...capital, 'transfer', 'info'], 'transfer/index', {});
export const withdrawInfoRead = read([...capital, 'withdraw', 'info'], 'newextract', {});
export const bankListRead = read([...capital, 'bank', 'list'], 'bank/getlist', {}, (answer) => answer.list);
export const salaryAccountRead = read([...capital, 'salary', 'account'], 'salaries/index', {});

/** The packages on sale, with the operator's balance (levelling a member up). */
export const productListRead = read([...memberProduct, 'catalogue'], 'product/index', {});
/** The orders a return may be filed against. */
export const eligibleOrdersRead = read([...memberProduct, 'returns', 'orders'], 'return/order', {}, (answer) => answer.list);

/** The placement chart's levels at load: a desk's four, a phone's three. */
export const DESK_LEVELS = 4;
export const PHONE_LEVELS = 3;

/** A window of the placement tree under `account` ("" = the operator). */
export const placementRead = (input: CallInput<'patlas/index'>) => read([...network, 'placement', input], 'patlas/index', input);

/** My performance over a range. */
export const incomeRead = (range: CallInput<'uincome/index'>) => read([...reports, 'income', 'summary', range], 'uincome/index', range);
/** Team performance by leg over a range. */
export const teamRead = (range: CallInput<'ability/index'>) => read([...reports, 'team', 'legs', range], 'ability/index', range);
/** The team by leg and depth over a range. */
export const teamDepthRead = (range: CallInput<'ability/teams'>) => read([...teamList.key, range], teamList.call, range);
/** My performance's entries under a range: the range unless the list's own dates narrow it. */
export const incomeEntriesRead = (range: Range) => listRead(incomeList, range);

/** Entries a report reads whole (the commission breakdown's chart): this many a page. */
export const ENTRIES_PER_PAGE = 100;
/** The commission breakdown's entries of a range, every kind, page `page` of 100 (page 1 is its first answer). */
export const commissionEntriesRead = (range: Range, page = 1) =>
  listRead(incomeList)({ page, limit: ENTRIES_PER_PAGE, from: range.from || undefined, to: range.to || undefined });
