import type * as z from 'zod/mini';
import type { bankListData, rechargeListData, transferInfoData, transferListData, withdrawListData } from './capital';
import type { memberUpgradeData, productListData, registeredListData, returnListData } from './memberProduct';
import { centsOf, RETURN_STATES, WITHDRAW_STATES } from './values';

// Where each money move's effect shows upstream, and how to recognise it (issue 71). The upstream
// has no idempotency key on its wire, so when the answer to a move is lost after the request was
// written (a time-out, a reset, a 5xx) nobody knows whether it was applied. The BFF then settles
// it from what the upstream already shows (lib/session/settle.ts): it asks the move's `read`
// and looks for its effect there. Each call marked `once` in ./calls.ts names one of these.
//
// Times: the upstream writes "YYYY-MM-DD HH:mm:ss" in its own zone (UPSTREAM_TIME_ZONE); `since`
// is the send less a clock skew, written the same way, so that times compare as strings.

/** What of a move's input is kept to recognise its effect: never a password, a code, a full card number. */
export type Kept = Record<string, string | number>;

/** A row that is this move's effect; `claim` names it, so that one row settles one submission only. */
export type Found = { row: unknown; claim?: string };

export type Effect<D = never> = {
  /** The read where the effect appears (a registry path). */
  read: string;
  /** A second read the effect is recognised by (its data is `find`'s `also`), asked with no input. */
  also?: string;
  /** Its input: the kept fields, the days searched (the send's, to today's), the page (from 1). */
  ask: (kept: Kept, days: { from: string; to: string }, page: number) => Record<string, unknown>;
  /** A paged list ({list, total}) is read page by page, up to this many pages of 100. */
  pages?: number;
  keep: (input: Record<string, unknown>) => Kept;
  /**
   * This move's effect in the read's data, newest first. `complete`: every page was read (an
   * effect that is an absence can only be seen then). Empty: not seen (yet).
   */
  find: (data: D, kept: Kept, since: string, complete: boolean, also: never) => Found[];
  /** The success answer the move would have had, from the row found and a second read (`then`). */
  answer?: { then?: string; make: (row: never, then: never) => unknown };
};

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const sameMoney = (a: unknown, b: unknown) => centsOf(text(a)) !== undefined && centsOf(text(a)) === centsOf(text(b));
const byPage = (days: { from: string; to: string }, page: number) => ({ ...days, page, limit: 100 });
const claimOf = (row: { id: number }) => ({ row, claim: String(row.id) });

type Rows<S extends z.ZodMiniType> = z.output<S>;
/** An effect of one read's data (typed by its schema) with the answer's second read. */
const effect = <S extends z.ZodMiniType, T extends z.ZodMiniType = never, A extends z.ZodMiniType = never>(e: Omit<Effect<Rows<S>>, 'answer' | 'find'> & {
  find: (data: Rows<S>, kept: Kept, since: string, complete: boolean, also: Rows<A>) => Found[];
  answer?: { then?: string; make: (row: Rows<S> extends { list: (infer R)[] } ? R : Rows<S>, then: Rows<T>) => unknown };
}) => e as unknown as Effect;

export const EFFECTS = {
  /** A transfer: a row sent to the recipient, of the amount, made at or after the send. */
  transfer: effect<typeof transferListData, typeof transferInfoData>({
    read: 'transfer/tlong',
    ask: (_, days, page) => ({ ...byPage(days, page), status: 1 }), // sent
    pages: 1,
    keep: (input) => ({ account: text(input.account).toLowerCase(), amount: text(input.amount) }),
    find: (data, kept, since) =>
      data.list.filter((r) => r.direction === 1 && r.account.toLowerCase() === kept.account && sameMoney(r.amount, kept.amount) && r.time >= since).map(claimOf),
    answer: { then: 'transfer/index', make: (row, info) => ({ id: row.id, salary: info.salary }) },
  }),
  /** A withdrawal: a row of the amount, asked at or after the send. */
  withdraw: effect<typeof withdrawListData>({
    read: 'extract/tlong',
    ask: (_, days, page) => byPage(days, page),
    pages: 1,
    keep: (input) => ({ amount: text(input.amount) }),
    find: (data, kept, since) => data.list.filter((r) => sameMoney(r.amount, kept.amount) && r.time >= since).map(claimOf),
    answer: { make: (row) => ({ id: row.id }) },
  }),
  /** A recharge: a row of the amount with the voucher, made at or after the send. */
  recharge: effect<typeof rechargeListData>({
    read: 'recharge/index',
    ask: (_, days, page) => byPage(days, page),
    pages: 1,
    keep: (input) => ({ amount: text(input.amount), voucher: text(input.voucher) }),
    find: (data, kept, since) => data.list.filter((r) => sameMoney(r.amount, kept.amount) && r.voucher === kept.voucher && r.time >= since).map(claimOf),
    answer: { make: (row) => ({ id: row.id }) },
  }),
  /** A withdrawal canceled: it is among the canceled ones (whenever it was asked for). */
  cancelWithdrawal: effect<typeof withdrawListData>({
    read: 'extract/tlong',
    ask: (_, __, page) => ({ page, limit: 100, status: WITHDRAW_STATES.canceled }),
    pages: 10,
    keep: (input) => ({ id: Number(input.id) }),
    find: (data, kept) => data.list.filter((r) => r.id === kept.id).map((row) => ({ row })),
    answer: { make: () => ({}) },
  }),
  /** A new bank card: a card of the bank and holder ending in the same four digits, added at or after the send. */
  bankCard: effect<typeof bankListData>({
    read: 'bank/getlist',
    ask: () => ({}),
    keep: (input) => ({ last4: text(input.number).slice(-4), bank: text(input.bank), holder: text(input.holder) }),
    find: (data, kept, since) =>
      data.list.filter((c) => c.number.replace(/\D/g, '').slice(-4) === kept.last4 && c.bank === kept.bank && c.holder === kept.holder && c.time >= since).map(claimOf),
    answer: { make: (card) => card },
  }),
  /** A return: an application of the type, reason and transferee, filed at or after the send. */
  chargeback: effect<typeof returnListData, typeof productListData>({
    read: 'return/index',
    ask: (_, days, page) => byPage(days, page),
    pages: 1,
    keep: (input) => ({ type: Number(input.type), reason: text(input.reason), transferee: text(input.transferee).toLowerCase() }),
    find: (data, kept, since) =>
      data.list
        .filter((r) => r.type === kept.type && r.reason === kept.reason && r.transferee.toLowerCase() === kept.transferee && r.time >= since && r.status !== RETURN_STATES.rejected)
        .map(claimOf),
    answer: { then: 'product/index', make: (row, products) => ({ id: row.id, status: row.status, balance: products.balance }) },
  }),
  /**
   * A level-up: the member's level is now the package's (a package only goes to a member below
   * its level), or an upgrade is in progress (the upstream refuses a second one while it is).
   */
  upgrade: effect<typeof memberUpgradeData, typeof productListData, typeof productListData>({
    read: 'regedvip/details',
    also: 'product/index',
    ask: (kept) => ({ account: kept.account }),
    keep: (input) => ({ account: text(input.account), package: Number(input.package_id) }),
    find: (member, kept, _, __, products) => {
      const granted = products.list.find((p) => p.id === kept.package)?.level;
      return member.pending === 1 || (granted !== undefined && member.level >= granted) ? [{ row: member }] : [];
    },
    answer: { then: 'product/index', make: (member, products) => ({ level: member.level, level_name: member.level_name, balance: products.balance }) },
  }),
  /** A registration deleted: it is no longer in the registered list (read to its end). */
  deleteRegistration: effect<typeof registeredListData, typeof productListData>({
    read: 'regedvip/index',
    ask: (_, __, page) => ({ page, limit: 100 }),
    pages: 20,
    keep: (input) => ({ id: Number(input.id) }),
    find: (data, kept, _, complete) => (complete && !data.list.some((r) => r.id === kept.id) ? [{ row: null }] : []),
    answer: { then: 'product/index', make: (_, products) => ({ balance: products.balance }) },
  }),
};
