import { SALARY_KINDS } from '@/lib/contract/values';
import { ACCOUNTS } from './accounts';
import * as fake from './random';
import { memberState, newId } from './member-state';
import type { StubState } from './state';
import type { Member } from './world';

// Funds state per member (balances in integer cents, bank cards, records), made on first use
// from the member and the world's seed, so every run gives the same figures. It is the `funds`
// slot of the member's state (member-state.ts), so a reset drops it; its ids come from the
// state's id sequence. Verification codes and the level-2 password are member-state.ts's.

export const TRANSFER_MIN_UNITS = 100; // the stub's minimum transfer (a multiple of 50)
export const WITHDRAW_MIN_UNITS = 50_000;
export const FEE_PERCENT = 5;
/** The code every verification code carries, and the level-2 password until it is changed. */
export { DEFAULT_PASS2 as STUB_PASS2, STUB_CODE } from './member-state';

export type Card = { id: number; number: string; bank: string; branch: string; type: 1 | 2; holder: string; isDefault: boolean; time: string };
export type TransferRecord = { id: number; direction: 1 | 2; other: number; amountCents: number; remark: string; time: string };
export type WithdrawRecord = { id: number; amountCents: number; feeCents: number; card: string; status: number; time: string };
/** A movement of the available salary; `balanceCents` is the salary after it. */
export type LedgerEntry = { id: number; kind: number; amountCents: number; balanceCents: number; note: string; time: string };
export type RechargeRecord = { id: number; amountCents: number; voucher: string; status: number; time: string };

export type Funds = {
  salaryCents: number;
  frozenCents: number; // held by withdrawals pending audit
  rechargeCents: number; // recharge balance: verified recharges, a multiple of 1000.00 (spec §5)
  cards: Card[];
  transfers: TransferRecord[]; // newest first
  withdrawals: WithdrawRecord[];
  recharges: RechargeRecord[];
  ledger: LedgerEntry[]; // newest first
};

export const BANKS = ['中国工商银行', '中国建设银行', '中国农业银行', '中国银行', '招商银行', 'HSBC'];

const DAY = 86_400_000;
/** The newest record of the world dated as before issue 59 (the `records-2025` scenario). */
export const NEWEST_2025 = Date.UTC(2025, 5, 1, 10, 0);

/**
 * When the newest seeded record was made (issue 59: the world is dated from today): yesterday at
 * 10:00 UTC, so a whole day's records are never in the future and a test of one day sees the
 * same days; a scenario may pin it (`state.newest`, the `records-2025` scenario).
 */
export const newestOf = (state: StubState) => state.newest ?? Math.floor(state.opts.now() / DAY) * DAY - 14 * 3_600_000;
/** Income movements of the seeded salary ledger: two a month over the last thirteen months. */
const INCOME_ENTRIES = 26;

function seedFunds(state: StubState, me: Member): Funds {
  const { world } = state;
  const id = () => newId(state);
  const rng = fake.mulberry32(world.seed * 7919 + me.id);
  const funds: Funds = { salaryCents: me.salaryCents, frozenCents: 0, rechargeCents: (1 + ((me.id * 37 + 22) % 50)) * 100_000, cards: [], transfers: [], withdrawals: [], recharges: [], ledger: [] };
  if (me.id >= ACCOUNTS.length || me.account === 'novip') return funds; // records for the sign-in VIPs only
  const newest = newestOf(state);
  const at = (i: number) => fake.dateTime(newest - i * 3 * DAY - fake.intBelow(rng, 36_000) * 1000);
  funds.cards.push(
    { id: id(), number: `622202${String(me.id).padStart(4, '0')}00001234`, bank: BANKS[0], branch: '北京分行', type: 1, holder: me.name, isDefault: true, time: at(30) },
    { id: id(), number: `621700${String(me.id).padStart(4, '0')}00005678`, bank: BANKS[1], branch: '上海分行', type: 2, holder: me.name, isDefault: false, time: at(20) },
  );
  for (let i = 0; i < 14; i++) {
    const other = 3 + fake.intBelow(rng, Math.max(1, world.members.length - 3));
    funds.transfers.push({ id: id(), direction: i % 3 === 2 ? 2 : 1, other: Math.min(other, world.members.length - 1), amountCents: (2 + fake.intBelow(rng, 40)) * 5000, remark: i % 2 ? '' : `#${i + 1}`, time: at(i) });
  }
  for (let i = 0; i < 12; i++) {
    const amountCents = (1000 + fake.intBelow(rng, 400)) * 5000;
    const feeCents = Math.round((amountCents * FEE_PERCENT) / 100);
    funds.withdrawals.push({ id: id(), amountCents, feeCents, card: `${BANKS[0]} **** 1234`, status: i % 5, time: at(i) });
  }
  for (let i = 0; i < 12; i++) {
    funds.recharges.push({ id: id(), amountCents: (1 + fake.intBelow(rng, 20)) * 100_000, voucher: `/uploads/seed-${me.id}-${i}.png`, status: i < 2 ? 0 : 1, time: at(i) });
  }
  funds.frozenCents = funds.withdrawals.filter((w) => w.status === 0).reduce((s, w) => s + w.amountCents, 0);
  const members = world.members;
  const moves: Omit<LedgerEntry, 'id' | 'balanceCents'>[] = [
    // Income: before issue 59 sixteen entries of the last six weeks (kept for `records-2025`);
    // now two a month over the last thirteen months, so Home and the reports have a year to show.
    ...(state.newest === undefined
      ? Array.from({ length: INCOME_ENTRIES }, (_, i) => ({ kind: SALARY_KINDS.income, amountCents: (20 + fake.intBelow(rng, 200)) * 1000, note: '', time: at(i * 5 + 0.5) }))
      : Array.from({ length: 16 }, (_, i) => ({ kind: SALARY_KINDS.income, amountCents: (20 + fake.intBelow(rng, 200)) * 1000, note: '', time: at(i * 0.9 + 0.5) }))),
    ...funds.transfers.map((t) => ({ kind: t.direction === 1 ? SALARY_KINDS.transferOut : SALARY_KINDS.transferIn, amountCents: t.direction === 1 ? -t.amountCents : t.amountCents, note: members[t.other].account, time: t.time })),
    ...funds.withdrawals.map((w) => ({ kind: SALARY_KINDS.withdraw, amountCents: -w.amountCents, note: w.card, time: w.time })),
    ...funds.withdrawals.filter((w) => w.status === 2 || w.status === 4).map((w) => ({ kind: SALARY_KINDS.refund, amountCents: w.amountCents, note: w.card, time: w.time })),
  ];
  moves.sort((a, b) => a.time.localeCompare(b.time));
  // The salary before the oldest movement is what makes today's figure come out (raised, with
  // today's, if a balance on the way would fall below zero).
  let low = 0;
  let run = 0;
  for (const m of moves) low = Math.min(low, (run += m.amountCents));
  funds.salaryCents = Math.max(me.salaryCents - run, -low);
  for (const m of moves) book(state, funds, m.kind, m.amountCents, m.note, m.time);
  return funds;
}

/** Moves the available salary (negative cents debit it) and writes the ledger entry. */
export function book(state: StubState, funds: Funds, kind: number, cents: number, note: string, time: string) {
  funds.salaryCents += cents;
  funds.ledger.unshift({ id: newId(state), kind, amountCents: cents, balanceCents: funds.salaryCents, note, time });
}

/** The funds of a member, made on first use. */
export function fundsOf(state: StubState, me: Member): Funds {
  const entry = memberState(state, me);
  return (entry.funds ??= seedFunds(state, me));
}

const SEEDED_VOUCHER = /^seed-(\d+)-(\d+)\.png$/;

/**
 * Whether "/uploads/<name>" is the voucher of one of the world's recharges as seeded
 * (`seed-<member>-<n>.png`, only the sign-in VIPs have records): pages.ts serves it as a
 * receipt, so "View voucher" on a seeded record shows a picture.
 */
export function isSeededVoucher(state: StubState, name: string): boolean {
  const id = Number(SEEDED_VOUCHER.exec(name)?.[1] ?? -1);
  const me = id >= 0 && id < ACCOUNTS.length ? state.world.members[id] : undefined;
  return me !== undefined && fundsOf(state, me).recharges.some((r) => r.voucher === `/uploads/${name}`);
}

/** Records between two "YYYY-MM-DD" dates (inclusive) and of one status, newest first. */
export function filterRows<T extends { time: string; status?: number; direction?: number }>(rows: readonly T[], p: Record<string, unknown>, statusOf: (r: T) => number | undefined) {
  const from = typeof p.from === 'string' && p.from ? p.from : '';
  const to = typeof p.to === 'string' && p.to ? p.to : '';
  const status = p.status === undefined || p.status === '' ? undefined : Number(p.status);
  return rows.filter((r) => (!from || r.time.slice(0, 10) >= from) && (!to || r.time.slice(0, 10) <= to) && (status === undefined || statusOf(r) === status));
}
