import type * as z from 'zod/mini';
import { PRODUCTS_CODES, RETURN_STATES, RETURN_TYPES, SALARY_KINDS, SHIP_STATES, TRANSFEREE_TYPES, decimalOf, packageAllowed } from '@/lib/contract/values';
import { deleteRegistrationInput, memberInput, productInput, registeredListInput, registrationInput, returnDetailInput, returnInput, SHIP_AFTER_DAYS, upgradeInput } from '@/lib/contract/memberProduct';
import { recordListInput } from '@/lib/contract/records';
import { book, filterRows, fundsOf } from './capital';
import type { CallContext, Handler } from './handlers';
import { LEVEL_NAMES, pick, t, type MessageKey } from './i18n';
import { checkPass2, memberState, newId, type Order, type RegisteredVip, type ReturnRequest } from './member-state';
import { pageOf } from './notices';
import {
  addOrder, cycleOf, DAY_MS, daysLeft, ensureProductImages, imageName, inNetwork, levelUp, msOf, ordersOf, packageOf, PACKAGES,
  registrationsOf, shipStatus, upgradeInProgress, type Package,
} from './memberProduct';
import { dateTime } from './random';
import { ok, refuse, type Answer } from './respond';
import { memberByAccount, type Member } from './world';

// The VIP-goods calls (lib/contract/memberProduct.ts says what each serves). Every rule of the
// forms is enforced here too: enough balance, a package allowed for the member's level, one
// upgrade in progress at a time, the return statement agreed, the level-2 password.

const money = (cents: number) => decimalOf(BigInt(cents));
const nowOf = (ctx: CallContext) => dateTime(ctx.state.opts.now());
const levelName = (ctx: CallContext, level: number) => pick(ctx.lac, LEVEL_NAMES[level] ?? LEVEL_NAMES[0]);
const pkgName = (ctx: CallContext, p: Package) => t(ctx.lac, `products.pkg${p.id}` as MessageKey);

/** The payload parsed by the call's contract schema, or the refusal naming the first bad field. */
function parsed<S extends z.ZodMiniType>(ctx: CallContext, schema: S): z.output<S> | Answer {
  const result = schema.safeParse(ctx.payload);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (issue.message === 'memberProduct.errors.agree') return refuse(PRODUCTS_CODES.statement, ctx.lac, 'products.statement');
  return refuse(PRODUCTS_CODES.invalid, ctx.lac, 'products.invalid', issue.path.join('.'));
}
const isAnswer = (v: unknown): v is Answer => typeof v === 'object' && v !== null && 'code' in v && 'msg' in v;

const productRow = (ctx: CallContext, p: Package) => ({
  id: p.id, name: pkgName(ctx, p), price: money(p.priceCents), level: p.level, level_name: levelName(ctx, p.level), pv: p.pv,
  image: `/uploads/${imageName(p)}`, items: p.items.map((i) => ({ name: t(ctx.lac, `products.${i.key}`), qty: i.qty })),
});

const product: Record<string, Handler> = {
  'product/index': (ctx) => {
    ensureProductImages(ctx.state);
    return ok(ctx.lac, { list: PACKAGES.map((p) => productRow(ctx, p)), balance: money(fundsOf(ctx.state, ctx.me).rechargeCents) });
  },
  'product/communi': (ctx) => {
    const input = parsed(ctx, productInput);
    if (isAnswer(input)) return input;
    const p = packageOf(input.id);
    if (!p) return refuse(PRODUCTS_CODES.notFound, ctx.lac, 'products.notFound');
    ensureProductImages(ctx.state);
    return ok(ctx.lac, { ...productRow(ctx, p), description: t(ctx.lac, `products.pkg${p.id}Text` as MessageKey) });
  },
};

/** The member named by `account` if `me` may level them up, or the refusal. */
function memberInNetwork(ctx: CallContext, account: string): Member | Answer {
  const m = memberByAccount(ctx.state.world, account);
  if (!m || !inNetwork(ctx.state, ctx.me, m)) return refuse(PRODUCTS_CODES.notInNetwork, ctx.lac, 'products.notInNetwork');
  return m;
}

const memberRow = (ctx: CallContext, m: Member) => ({
  account: m.account, name: m.name, level: m.level, level_name: levelName(ctx, m.level),
  days_left: daysLeft(ctx.state, m), pending: upgradeInProgress(ctx.state, m) ? 1 : 0,
});

const registrationOf = (ctx: CallContext): RegisteredVip | undefined =>
  registrationsOf(ctx.state, ctx.me).find((r) => r.id === Number(ctx.payload.id));

function registeredRow(ctx: CallContext, r: RegisteredVip) {
  const m = ctx.state.world.members[r.memberId];
  const p = packageOf(r.packageId) ?? PACKAGES[0];
  const status = shipStatus(ctx.state, r.shipAt);
  return {
    id: r.id, ...memberRow(ctx, m), package_id: p.id, package: pkgName(ctx, p), amount: money(p.priceCents), time: r.time,
    status, deletable: status === SHIP_STATES.waiting ? 1 : 0,
  };
}

const regedvip: Record<string, Handler> = {
  'regedvip/index': (ctx) => {
    const input = parsed(ctx, registeredListInput);
    if (isAnswer(input)) return input;
    const { world } = ctx.state;
    const keyword = (input.keyword ?? '').toLowerCase();
    let rows = registrationsOf(ctx.state, ctx.me).filter((r) => {
      const m = world.members[r.memberId];
      return !keyword || m.account.toLowerCase().includes(keyword) || m.name.toLowerCase().includes(keyword);
    });
    if (input.wait === 1) {
      rows = rows.filter((r) => !world.members[r.memberId].vip);
      // Days left, fewest first; members whose cycle has ended after them, the latest ended first.
      const left = (r: RegisteredVip) => {
        const days = daysLeft(ctx.state, world.members[r.memberId]) ?? Infinity;
        return days > 0 ? days : 1000 - days;
      };
      rows = [...rows].sort((a, b) => left(a) - left(b) || a.id - b.id);
    }
    const matching = filterRows(rows, input, (r) => shipStatus(ctx.state, r.shipAt));
    const { list, total } = pageOf(matching, input.page, input.limit);
    const sum = matching.reduce((s, r) => s + (packageOf(r.packageId)?.priceCents ?? 0), 0);
    return ok(ctx.lac, { list: list.map((r) => registeredRow(ctx, r)), total, sum: money(sum) });
  },
  'regedvip/details': (ctx) => {
    const input = parsed(ctx, memberInput);
    if (isAnswer(input)) return input;
    const m = memberInNetwork(ctx, input.account);
    return isAnswer(m) ? m : ok(ctx.lac, memberRow(ctx, m));
  },
  'regedvip/combo': (ctx) => {
    const input = parsed(ctx, registrationInput);
    if (isAnswer(input)) return input;
    const r = registrationOf(ctx);
    const p = r && packageOf(r.packageId);
    if (!p) return refuse(PRODUCTS_CODES.notFound, ctx.lac, 'products.notFound');
    return ok(ctx.lac, { package: pkgName(ctx, p), items: productRow(ctx, p).items });
  },
  'regedvip/wuliu': (ctx) => {
    const input = parsed(ctx, registrationInput);
    if (isAnswer(input)) return input;
    const r = registrationOf(ctx);
    if (!r) return refuse(PRODUCTS_CODES.notFound, ctx.lac, 'products.notFound');
    const status = shipStatus(ctx.state, r.shipAt);
    const at = (days: number) => dateTime(msOf(r.shipAt) + days * DAY_MS);
    const carrier = t(ctx.lac, 'products.carrierSf');
    const steps = [{ time: r.shipAt, text: t(ctx.lac, 'products.shipOrdered') }];
    if (status >= SHIP_STATES.shipped) steps.unshift({ time: at(SHIP_AFTER_DAYS), text: t(ctx.lac, 'products.shipShipped', carrier) });
    if (status >= SHIP_STATES.shipped && ctx.state.opts.now() - msOf(r.shipAt) >= 2 * DAY_MS) steps.unshift({ time: at(2), text: t(ctx.lac, 'products.shipTransit') });
    if (status === SHIP_STATES.delivered) steps.unshift({ time: at(4), text: t(ctx.lac, 'products.shipDelivered') });
    const shipped = status !== SHIP_STATES.waiting;
    return ok(ctx.lac, { carrier: shipped ? carrier : '', tracking: shipped ? r.tracking : '', status, steps });
  },
  'regedvip/upvip': (ctx) => {
    const input = parsed(ctx, upgradeInput);
    if (isAnswer(input)) return input;
    const m = memberInNetwork(ctx, input.account);
    if (isAnswer(m)) return m;
    const p = packageOf(input.package_id);
    if (!p) return refuse(PRODUCTS_CODES.notFound, ctx.lac, 'products.notFound');
    if (!packageAllowed(p.level, m.level)) return refuse(PRODUCTS_CODES.levelNotAllowed, ctx.lac, 'products.levelNotAllowed');
    if (upgradeInProgress(ctx.state, m)) return refuse(PRODUCTS_CODES.pendingUpgrade, ctx.lac, 'products.pendingUpgrade');
    if (!checkPass2(ctx.state, ctx.me, input.pass2)) return refuse(PRODUCTS_CODES.badPass2, ctx.lac, 'common.reenter');
    const funds = fundsOf(ctx.state, ctx.me);
    if (p.priceCents > funds.rechargeCents) return refuse(PRODUCTS_CODES.balance, ctx.lac, 'products.balance');
    funds.rechargeCents -= p.priceCents;
    cycleOf(ctx.state, m);
    levelUp(ctx.state, m, p);
    addOrder(ctx.state, ctx.me, { productId: p.id, qty: 1, amountCents: p.priceCents, memberId: m.id, kind: 'upgrade' });
    // The member's registration (with whoever registered them) now ships the new combo.
    for (const entry of ctx.state.memberStates.values()) {
      const reg = entry.registeredVips.find((r) => r.memberId === m.id);
      if (reg) Object.assign(reg, { packageId: p.id, shipAt: nowOf(ctx) });
    }
    return ok(ctx.lac, { level: m.level, level_name: levelName(ctx, m.level), balance: money(funds.rechargeCents) });
  },
  'regedvip/delvip': (ctx) => {
    const input = parsed(ctx, deleteRegistrationInput);
    if (isAnswer(input)) return input;
    const r = registrationOf(ctx);
    if (!r) return refuse(PRODUCTS_CODES.notFound, ctx.lac, 'products.notFound');
    if (shipStatus(ctx.state, r.shipAt) !== SHIP_STATES.waiting) return refuse(PRODUCTS_CODES.cannotDelete, ctx.lac, 'products.cannotDelete');
    if (!checkPass2(ctx.state, ctx.me, input.pass2)) return refuse(PRODUCTS_CODES.badPass2, ctx.lac, 'common.reenter');
    const entry = memberState(ctx.state, ctx.me);
    entry.registeredVips = entry.registeredVips.filter((x) => x !== r);
    entry.deletedVips.push(r.memberId);
    const funds = fundsOf(ctx.state, ctx.me);
    funds.rechargeCents += packageOf(r.packageId)?.priceCents ?? 0;
    return ok(ctx.lac, { balance: money(funds.rechargeCents) });
  },
};

/** Orders that may be returned: paid shop orders with no return in progress or charged. */
const eligible = (orders: Order[], returns: ReturnRequest[]) =>
  orders.filter((o) => o.kind === 'shop' && o.status === 1 && !returns.some((r) => r.orderId === o.id && r.status !== RETURN_STATES.rejected));

const orderItems = (ctx: CallContext, o: Order) => {
  const p = packageOf(o.productId);
  return p ? `${pkgName(ctx, p)} × ${o.qty}` : '';
};

function returnRow(ctx: CallContext, r: ReturnRequest) {
  const order = ordersOf(ctx.state, ctx.me).orders.find((o) => o.id === r.orderId);
  const other = r.transferee ? memberByAccount(ctx.state.world, r.transferee) : undefined;
  return {
    id: r.id, no: r.no, order_no: order?.no ?? '', type: r.type, reason: r.reason, transferee: r.transferee, transferee_name: other?.name ?? '',
    amount: money(r.amountCents), status: r.status, time: r.time,
  };
}

function stepText(ctx: CallContext, r: ReturnRequest, step: ReturnRequest['steps'][number]) {
  if (step.status === RETURN_STATES.inProgress) return t(ctx.lac, 'products.stepFiled');
  if (step.status === RETURN_STATES.rejected) return t(ctx.lac, 'products.stepRejected', t(ctx.lac, 'products.rejectNote'));
  const where = r.type === RETURN_TYPES.cardOrder ? t(ctx.lac, 'products.toRecharge') : t(ctx.lac, 'products.toTransferee', r.transferee);
  return t(ctx.lac, 'products.stepCharged', where);
}

const returns: Record<string, Handler> = {
  'return/order': (ctx) => {
    const { orders, returns: filed } = ordersOf(ctx.state, ctx.me);
    return ok(ctx.lac, { list: eligible(orders, filed).map((o) => ({ id: o.id, no: o.no, time: o.time, amount: money(o.amountCents), items: orderItems(ctx, o) })) });
  },
  'return/index': (ctx) => {
    const input = parsed(ctx, recordListInput);
    if (isAnswer(input)) return input;
    const rows = filterRows(ordersOf(ctx.state, ctx.me).returns, input, (r) => r.status);
    const { list, total } = pageOf(rows, input.page, input.limit);
    return ok(ctx.lac, { list: list.map((r) => returnRow(ctx, r)), total, sum: money(rows.reduce((s, r) => s + r.amountCents, 0)) });
  },
  'return/application': (ctx) => {
    const input = parsed(ctx, returnDetailInput);
    if (isAnswer(input)) return input;
    const r = ordersOf(ctx.state, ctx.me).returns.find((x) => x.id === input.id);
    if (!r) return refuse(PRODUCTS_CODES.notFound, ctx.lac, 'products.notFound');
    // The timeline: filed, then under review while in progress, then the outcome.
    const steps = r.steps.map((s) => ({ time: s.time, status: s.status, text: stepText(ctx, r, s) }));
    if (r.status === RETURN_STATES.inProgress) steps.unshift({ time: r.time, status: 0, text: t(ctx.lac, 'products.stepReviewing') });
    return ok(ctx.lac, { ...returnRow(ctx, r), steps });
  },
  'return/applicationsubmit': (ctx) => {
    const input = parsed(ctx, returnInput);
    if (isAnswer(input)) return input;
    const { orders, returns: filed } = ordersOf(ctx.state, ctx.me);
    const order = eligible(orders, filed).find((o) => o.id === input.order_id);
    if (!order) return refuse(PRODUCTS_CODES.notEligible, ctx.lac, 'products.notEligible');
    const needsTransferee = TRANSFEREE_TYPES.includes(input.type);
    const other = needsTransferee ? memberByAccount(ctx.state.world, input.transferee?.trim() ?? '') : undefined;
    if (needsTransferee && (!other || other.id === ctx.me.id)) return refuse(PRODUCTS_CODES.noTransferee, ctx.lac, 'products.noTransferee');
    if (!checkPass2(ctx.state, ctx.me, input.pass2)) return refuse(PRODUCTS_CODES.badPass2, ctx.lac, 'common.reenter');
    // The stub's back office charges a return at once: the order is closed, and its value goes
    // back to the recharge balance (card and order return) or to the transferee (disposal; the
    // salary disposal pays it into the transferee's salary).
    const time = nowOf(ctx);
    const id = newId(ctx.state);
    const r: ReturnRequest = {
      id, no: `RT${String(id).padStart(8, '0')}`, orderId: order.id, type: input.type, reason: input.reason.trim(),
      transferee: other?.account ?? '', amountCents: order.amountCents, status: RETURN_STATES.charged, time,
      steps: [{ time, status: RETURN_STATES.charged, note: '' }, { time, status: RETURN_STATES.inProgress, note: '' }],
    };
    filed.unshift(r);
    order.status = 2;
    const funds = fundsOf(ctx.state, ctx.me);
    if (input.type === RETURN_TYPES.cardOrder) funds.rechargeCents += order.amountCents;
    if (input.type === RETURN_TYPES.salary && other) book(ctx.state, fundsOf(ctx.state, other), SALARY_KINDS.transferIn, order.amountCents, ctx.me.account, time);
    return ok(ctx.lac, { id, status: r.status, balance: money(funds.rechargeCents) });
  },
};

export const PRODUCTS_HANDLERS: Record<string, Handler> = { ...product, ...regedvip, ...returns };
