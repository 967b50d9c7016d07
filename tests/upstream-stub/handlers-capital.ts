import { maskCard } from '@/lib/contract/capital';
import { SALARY_KINDS, WITHDRAW_STATES, FUNDS_CODES } from '@/lib/contract/values';
import { BANKS, book, FEE_PERCENT, filterRows, fundsOf, TRANSFER_MIN_UNITS, WITHDRAW_MIN_UNITS, type Card } from './capital';
import type { CallContext, Handler } from './handlers';
import { checkCode, checkPass2, codeRefusal, issueCode, newId, spendCode, type Channel } from './member-state';
import { pageOf } from './notices';
import { dateTime } from './random';
import { ok, refuse } from './respond';
import { memberByAccount } from './world';

// The funds calls (lib/contract/capital.ts). Every rule of the forms is enforced here too, so
// a client that skips its own checks still cannot move money it should not.

const money = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
const now = (ctx: CallContext) => dateTime(ctx.state.opts.now());
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** Whole units as cents when they are a positive multiple of `multiple`, at least `min`. */
function unitsCents(v: unknown, multiple: number, min: number): number | undefined {
  const s = str(v);
  if (!/^[1-9]\d{0,9}$/.test(s)) return undefined;
  const n = Number(s);
  return n % multiple === 0 && n >= min ? n * 100 : undefined;
}

const cardRow = (c: Card) => ({ id: c.id, number: maskCard(c.number), bank: c.bank, branch: c.branch, type: c.type, holder: c.holder, is_default: c.isDefault ? 1 : 0, time: c.time });
const sortedCards = (cards: Card[]) => [...cards].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.time.localeCompare(a.time));

function cardFields(ctx: CallContext) {
  const p = ctx.payload;
  const number = str(p.number);
  const type = Number(p.type);
  const [bank, branch, holder] = [str(p.bank), str(p.branch), str(p.holder)];
  if (!/^\d{12,19}$/.test(number) || (type !== 1 && type !== 2) || !bank || !branch || !holder || holder.length > 50) return undefined;
  return { number, type: type as 1 | 2, bank, branch, holder };
}

const cardOf = (ctx: CallContext) => fundsOf(ctx.state, ctx.me).cards.find((c) => c.id === Number(ctx.payload.id));

const pass2Ok = (ctx: CallContext) => checkPass2(ctx.state, ctx.me, ctx.payload.pass2);
const channelOf = (ctx: CallContext): Channel => (ctx.payload.way === 'email' ? 'email' : 'phone');

const bank: Record<string, Handler> = {
  'bank/getlist': (ctx) => ok(ctx.lac, { list: sortedCards(fundsOf(ctx.state, ctx.me).cards).map(cardRow) }),
  'bank/add': (ctx) => ok(ctx.lac, { banks: BANKS }),
  'bank/create': (ctx) => {
    const fields = cardFields(ctx);
    if (!fields) return refuse(FUNDS_CODES.invalid, ctx.lac, 'funds.invalid');
    const funds = fundsOf(ctx.state, ctx.me);
    const card: Card = { id: newId(ctx.state), ...fields, isDefault: funds.cards.length === 0, time: now(ctx) };
    funds.cards.push(card);
    return ok(ctx.lac, cardRow(card));
  },
  'bank/edit': (ctx) => {
    const card = cardOf(ctx);
    return card ? ok(ctx.lac, { ...cardRow(card), number: card.number }) : refuse(FUNDS_CODES.notFound, ctx.lac, 'funds.noCard');
  },
  'bank/update': (ctx) => {
    const card = cardOf(ctx);
    if (!card) return refuse(FUNDS_CODES.notFound, ctx.lac, 'funds.noCard');
    const fields = cardFields(ctx);
    if (!fields) return refuse(FUNDS_CODES.invalid, ctx.lac, 'funds.invalid');
    Object.assign(card, fields);
    return ok(ctx.lac, cardRow(card));
  },
  'bank/delete': (ctx) => {
    const funds = fundsOf(ctx.state, ctx.me);
    const card = cardOf(ctx);
    if (!card) return refuse(FUNDS_CODES.notFound, ctx.lac, 'funds.noCard');
    funds.cards = funds.cards.filter((c) => c !== card);
    if (card.isDefault && funds.cards[0]) funds.cards[0].isDefault = true;
    return ok(ctx.lac, {});
  },
  'bank/setdefault': (ctx) => {
    const card = cardOf(ctx);
    if (!card) return refuse(FUNDS_CODES.notFound, ctx.lac, 'funds.noCard');
    for (const c of fundsOf(ctx.state, ctx.me).cards) c.isDefault = c === card;
    return ok(ctx.lac, {});
  },
};

const transfer: Record<string, Handler> = {
  'transfer/index': (ctx) => ok(ctx.lac, { salary: money(fundsOf(ctx.state, ctx.me).salaryCents), min: String(TRANSFER_MIN_UNITS), multiple: 50 }),
  'transfer/checkuser': (ctx) => {
    const other = memberByAccount(ctx.state.world, str(ctx.payload.account));
    if (!other || other.id === ctx.me.id) return refuse(FUNDS_CODES.noUser, ctx.lac, 'funds.noUser');
    return ok(ctx.lac, { account: other.account, name: other.name });
  },
  'transfer/getcode': (ctx) => {
    const sent = issueCode(ctx.state, ctx.me, channelOf(ctx));
    if (sent.ok) return ok(ctx.lac, { to: sent.to, wait: sent.wait });
    const { key, detail } = codeRefusal(ctx.state, ctx.me, sent.reason);
    return refuse(sent.reason === 'noTarget' ? FUNDS_CODES.noContact : FUNDS_CODES.wait, ctx.lac, key, detail);
  },
  'transfer/dothis': (ctx) => {
    const p = ctx.payload;
    const other = memberByAccount(ctx.state.world, str(p.account));
    if (!other || other.id === ctx.me.id) return refuse(FUNDS_CODES.noUser, ctx.lac, 'funds.noUser');
    const cents = unitsCents(p.amount, 50, TRANSFER_MIN_UNITS);
    if (cents === undefined) return refuse(FUNDS_CODES.invalid, ctx.lac, 'funds.invalid');
    const channel = channelOf(ctx);
    // The code of a getcode, or the stub's code without one (the e2e tests post transfers directly).
    const code = checkCode(ctx.state, ctx.me, channel, p.code, { sentFirst: false });
    if (code === 'unsent') return refuse(FUNDS_CODES.noContact, ctx.lac, 'common.noContact'); // nothing bound on that channel
    if (code !== 'ok') {
      const { key, detail } = codeRefusal(ctx.state, ctx.me, code);
      return refuse(FUNDS_CODES.badCode, ctx.lac, key, detail);
    }
    if (!pass2Ok(ctx)) return refuse(FUNDS_CODES.badPass2, ctx.lac, 'common.reenter');
    const mine = fundsOf(ctx.state, ctx.me);
    if (cents > mine.salaryCents) return refuse(FUNDS_CODES.balance, ctx.lac, 'funds.balance');
    const theirs = fundsOf(ctx.state, other);
    const remark = str(p.remark).slice(0, 100);
    const time = now(ctx);
    book(ctx.state, mine, SALARY_KINDS.transferOut, -cents, other.account, time);
    book(ctx.state, theirs, SALARY_KINDS.transferIn, cents, ctx.me.account, time);
    const id = newId(ctx.state);
    mine.transfers.unshift({ id, direction: 1, other: other.id, amountCents: cents, remark, time });
    theirs.transfers.unshift({ id: newId(ctx.state), direction: 2, other: ctx.me.id, amountCents: cents, remark, time });
    spendCode(ctx.state, ctx.me, channel);
    return ok(ctx.lac, { id, salary: money(mine.salaryCents) });
  },
  'transfer/tlong': (ctx) => {
    const rows = filterRows(fundsOf(ctx.state, ctx.me).transfers, ctx.payload, (r) => r.direction);
    const { list, total } = pageOf(rows, ctx.payload.page, ctx.payload.limit);
    const members = ctx.state.world.members;
    return ok(ctx.lac, {
      list: list.map((r) => ({ id: r.id, direction: r.direction, account: members[r.other].account, name: members[r.other].name, amount: money(r.amountCents), remark: r.remark, time: r.time })),
      total,
      sum: money(rows.reduce((s, r) => s + r.amountCents, 0)),
    });
  },
};

const withdraw: Record<string, Handler> = {
  newextract: (ctx) => ok(ctx.lac, { salary: money(fundsOf(ctx.state, ctx.me).salaryCents), min: String(WITHDRAW_MIN_UNITS), fee_percent: FEE_PERCENT }),
  'newextract/dothis': (ctx) => {
    const cents = unitsCents(ctx.payload.amount, 50, WITHDRAW_MIN_UNITS);
    if (cents === undefined) return refuse(FUNDS_CODES.invalid, ctx.lac, 'funds.invalid');
    const funds = fundsOf(ctx.state, ctx.me);
    const card = funds.cards.find((c) => c.id === Number(ctx.payload.card_id));
    if (!card) return refuse(FUNDS_CODES.notFound, ctx.lac, 'funds.noCard');
    if (!pass2Ok(ctx)) return refuse(FUNDS_CODES.badPass2, ctx.lac, 'common.reenter');
    if (cents > funds.salaryCents) return refuse(FUNDS_CODES.balance, ctx.lac, 'funds.balance');
    const feeCents = Math.floor((cents * FEE_PERCENT + 50) / 100);
    const label = `${card.bank} ${maskCard(card.number)}`;
    const time = now(ctx);
    book(ctx.state, funds, SALARY_KINDS.withdraw, -cents, label, time);
    funds.frozenCents += cents;
    const id = newId(ctx.state);
    funds.withdrawals.unshift({ id, amountCents: cents, feeCents, card: label, status: WITHDRAW_STATES.pending, time });
    return ok(ctx.lac, { id, salary: money(funds.salaryCents) });
  },
  'extract/tlong': (ctx) => {
    const rows = filterRows(fundsOf(ctx.state, ctx.me).withdrawals, ctx.payload, (r) => r.status);
    const { list, total } = pageOf(rows, ctx.payload.page, ctx.payload.limit);
    return ok(ctx.lac, {
      list: list.map((r) => ({ id: r.id, amount: money(r.amountCents), fee: money(r.feeCents), net: money(r.amountCents - r.feeCents), card: r.card, status: r.status, time: r.time })),
      total,
      sum: money(rows.reduce((s, r) => s + r.amountCents, 0)),
    });
  },
  'salaries/dothis': (ctx) => {
    const funds = fundsOf(ctx.state, ctx.me);
    const w = funds.withdrawals.find((r) => r.id === Number(ctx.payload.id) && r.status === WITHDRAW_STATES.pending);
    if (!w) return refuse(FUNDS_CODES.notFound, ctx.lac, 'funds.invalid');
    w.status = WITHDRAW_STATES.canceled;
    funds.frozenCents -= w.amountCents;
    book(ctx.state, funds, SALARY_KINDS.refund, w.amountCents, w.card, now(ctx));
    return ok(ctx.lac, { salary: money(funds.salaryCents) });
  },
};

const voucherOk = (v: unknown) => typeof v === 'string' && /^(\/uploads\/|https?:\/\/)[\w./:-]+$/.test(v);

const recharge: Record<string, Handler> = {
  'recharge/addreinfo': (ctx) => ok(ctx.lac, { multiple: 1000 }),
  'recharge/dorecharge': (ctx) => {
    const cents = unitsCents(ctx.payload.amount, 1000, 1000);
    if (cents === undefined || !voucherOk(ctx.payload.voucher)) return refuse(FUNDS_CODES.invalid, ctx.lac, 'funds.invalid');
    const id = newId(ctx.state);
    fundsOf(ctx.state, ctx.me).recharges.unshift({ id, amountCents: cents, voucher: ctx.payload.voucher as string, status: 0, time: now(ctx) });
    return ok(ctx.lac, { id });
  },
  'recharge/editinfo': (ctx) => {
    const r = fundsOf(ctx.state, ctx.me).recharges.find((x) => x.id === Number(ctx.payload.id));
    if (!r || r.status !== 0 || !voucherOk(ctx.payload.voucher)) return refuse(FUNDS_CODES.invalid, ctx.lac, 'funds.invalid');
    r.voucher = ctx.payload.voucher as string;
    return ok(ctx.lac, {});
  },
  'recharge/index': (ctx) => {
    const rows = filterRows(fundsOf(ctx.state, ctx.me).recharges, ctx.payload, (r) => r.status);
    const { list, total } = pageOf(rows, ctx.payload.page, ctx.payload.limit);
    return ok(ctx.lac, {
      list: list.map((r) => ({ id: r.id, amount: money(r.amountCents), voucher: r.voucher, status: r.status, time: r.time })),
      total,
      sum: money(rows.reduce((s, r) => s + r.amountCents, 0)),
    });
  },
};

const salaries: Record<string, Handler> = {
  'salaries/index': (ctx) => {
    const funds = fundsOf(ctx.state, ctx.me);
    return ok(ctx.lac, { salary: money(funds.salaryCents), frozen: money(funds.frozenCents) });
  },
  'salaries/tlong': (ctx) => {
    const rows = filterRows(fundsOf(ctx.state, ctx.me).ledger, ctx.payload, (r) => r.kind);
    const { list, total } = pageOf(rows, ctx.payload.page, ctx.payload.limit);
    return ok(ctx.lac, {
      list: list.map((r) => ({ id: r.id, kind: r.kind, amount: money(r.amountCents), balance: money(r.balanceCents), note: r.note, time: r.time })),
      total,
      sum: money(rows.reduce((s, r) => s + r.amountCents, 0)),
    });
  },
};

export const FUNDS_HANDLERS: Record<string, Handler> = { ...bank, ...transfer, ...withdraw, ...recharge, ...salaries };
