import { SHIP_AFTER_DAYS } from '@/lib/contract/memberProduct';
import { LEVELS, RETURN_TYPES, SHIP_STATES, UPGRADE_CYCLE_DAYS } from '@/lib/contract/values';
import { ACCOUNTS } from './accounts';
import { memberState, newId, type MemberState, type Order, type PendingUpgrade, type RegisteredVip, type ReturnRequest } from './member-state';
import { encodePng } from './png';
import { dateTime } from './random';
import type { StubState } from './state';
import type { Member } from './world';

// The VIP-goods state (lib/contract/memberProduct.ts): the package catalogue, each member's 45-day
// upgrade cycle, the registrations, orders and returns of the sign-in operators. Made on first
// use, relative to the stub's clock (cycles and shipments are counted in days from now), in
// the member-state slots, so a reset drops it all.

export const DAY_MS = 86_400_000;

export type Package = { id: number; level: 0 | 1 | 2; priceCents: number; pv: number; items: { key: ItemKey; qty: number }[]; color: [number, number, number] };
type ItemKey = 'itemTea' | 'itemOil' | 'itemCare' | 'itemVitamin' | 'itemPurifier' | 'itemCard';

/** The catalogue (product/index): names and texts are products.pkg<id> and products.pkg<id>Text. */
export const PACKAGES: readonly Package[] = [
  { id: 1, level: 0, priceCents: 100_000, pv: 100, items: [{ key: 'itemCard', qty: 1 }, { key: 'itemTea', qty: 1 }], color: [0, 150, 136] },
  { id: 2, level: 1, priceCents: 300_000, pv: 300, items: [{ key: 'itemCard', qty: 1 }, { key: 'itemTea', qty: 2 }, { key: 'itemOil', qty: 1 }], color: [0, 151, 195] },
  { id: 3, level: 2, priceCents: 1_000_000, pv: 1000, items: [{ key: 'itemCard', qty: 1 }, { key: 'itemTea', qty: 3 }, { key: 'itemOil', qty: 2 }, { key: 'itemCare', qty: 1 }], color: [246, 173, 85] },
  { id: 4, level: 2, priceCents: 3_000_000, pv: 3000, items: [{ key: 'itemCard', qty: 1 }, { key: 'itemCare', qty: 2 }, { key: 'itemVitamin', qty: 4 }, { key: 'itemPurifier', qty: 1 }], color: [57, 99, 188] },
];
export const packageOf = (id: number) => PACKAGES.find((p) => p.id === id);
/** The package a member of `level` was registered with. */
const packageOfLevel = (level: number) => PACKAGES.find((p) => p.level === level) ?? PACKAGES[0];
export const imageName = (p: Package) => `product-${p.id}.png`;

const now = (state: StubState) => state.opts.now();
const ago = (state: StubState, days: number) => dateTime(now(state) - days * DAY_MS);
export const msOf = (time: string) => Date.parse(`${time.replace(' ', 'T')}Z`);

// The 45-day cycle.

/** Days of the cycle gone for a seeded member (-4 … 45 days left), or since a recent registration. */
function elapsedDays(state: StubState, m: Member): number {
  const since = Math.floor((now(state) - msOf(m.regDate)) / DAY_MS);
  if (since >= 0 && since <= UPGRADE_CYCLE_DAYS) return since;
  return (m.id * 13 + Number(m.regDate.slice(8, 10))) % 50;
}

/** The member's upgrade cycle: null when the member is a VIP (not awaiting upgrade). */
export function cycleOf(state: StubState, m: Member): PendingUpgrade | null {
  const entry = memberState(state, m);
  entry.upgrade ??= { pending: m.vip ? null : { startedAt: ago(state, elapsedDays(state, m)), cycleDays: UPGRADE_CYCLE_DAYS, packageId: null, orderedAt: null } };
  return entry.upgrade.pending;
}

/** Days left of the member's cycle (≤ 0: ended), undefined for a VIP. */
export function daysLeft(state: StubState, m: Member): number | undefined {
  const cycle = cycleOf(state, m);
  return cycle ? cycle.cycleDays - Math.floor((now(state) - msOf(cycle.startedAt)) / DAY_MS) : undefined;
}

/** Whether the member's last upgrade is still in progress (its combo not shipped). */
export function upgradeInProgress(state: StubState, m: Member): boolean {
  const cycle = cycleOf(state, m);
  return !!cycle?.orderedAt && now(state) - msOf(cycle.orderedAt) < SHIP_AFTER_DAYS * DAY_MS;
}

/** Levels the member up: the world's level (both charts and the profile read it) and the cycle. */
export function levelUp(state: StubState, m: Member, pkg: Package) {
  const cycle = cycleOf(state, m);
  m.level = pkg.level;
  m.vip = pkg.level === LEVELS.vip;
  m.pv = Math.max(m.pv, pkg.pv);
  memberState(state, m).upgrade = { pending: m.vip || !cycle ? null : { ...cycle, packageId: pkg.id, orderedAt: dateTime(now(state)) } };
}

// Shipping, counted from the time the combo was ordered.

export function shipStatus(state: StubState, shipAt: string): number {
  const age = now(state) - msOf(shipAt);
  return age < SHIP_AFTER_DAYS * DAY_MS ? SHIP_STATES.waiting : age < 4 * DAY_MS ? SHIP_STATES.shipped : SHIP_STATES.delivered;
}

// Registrations, orders and returns of an operator.

/** Whether `m` is `me` or below `me` in the invitation tree (the members `me` may level up). */
export function inNetwork(state: StubState, me: Member, m: Member): boolean {
  const members = state.world.members;
  for (let id = m.id, hops = 0; id >= 0 && hops < 10_000; id = members[id].referrerId, hops++) if (id === me.id) return true;
  return false;
}

const orderNo = (id: number) => `SO${String(id).padStart(8, '0')}`;
const trackingOf = (id: number) => `SF${String(1_300_000_000 + id * 7919).padStart(12, '0')}`;

function seedOrders(state: StubState, me: Member, entry: MemberState) {
  if (me.id >= ACCOUNTS.length || me.account === 'novip') return; // the VIP sign-in accounts only
  for (let i = 0; i < 12; i++) {
    const pkg = PACKAGES[i % PACKAGES.length];
    const qty = 1 + (i % 2);
    const id = newId(state);
    entry.orders.push({ id, no: orderNo(id), time: ago(state, 2 + i * 4), productId: pkg.id, qty, amountCents: pkg.priceCents * qty, memberId: me.id, kind: 'shop', status: 1 });
  }
  // Returns of the six oldest orders: two of each state.
  entry.orders.slice(6).forEach((order, i) => {
    const status = ([0, 0, 1, 1, 2, 2] as const)[i];
    const type = [RETURN_TYPES.cardOrder, RETURN_TYPES.salary, RETURN_TYPES.cardOrder, RETURN_TYPES.package, RETURN_TYPES.cardOrder, RETURN_TYPES.coupons][i];
    const filed = ago(state, 1 + i * 3);
    const id = newId(state);
    const r: ReturnRequest = {
      id, no: `RT${String(id).padStart(8, '0')}`, orderId: order.id, type, reason: type === RETURN_TYPES.cardOrder ? trackingOf(id) : 'seed',
      transferee: type === RETURN_TYPES.cardOrder ? '' : state.world.members[Math.min(5 + i, state.world.members.length - 1)].account,
      amountCents: order.amountCents, status, time: filed, steps: [{ time: filed, status: 0, note: '' }],
    };
    if (status !== 0) r.steps.unshift({ time: ago(state, i * 3), status, note: status === 2 ? 'rejectNote' : '' });
    if (status === 1) order.status = 2;
    entry.returns.push(r);
  });
  entry.returns.sort((a, b) => b.time.localeCompare(a.time));
}

/**
 * The operator's registrations: the members below them in the invitation tree (the stub's
 * register call does not say who typed it in), seeded on first use and joined by members
 * registered since.
 */
export function registrationsOf(state: StubState, me: Member): RegisteredVip[] {
  const entry = memberState(state, me);
  const members = state.world.members;
  const from = entry.registeredUpTo ?? 0;
  if (entry.registeredUpTo === undefined) seedOrders(state, me, entry);
  for (let id = from; id < members.length; id++) {
    const m = members[id];
    if (m.id === me.id || !inNetwork(state, me, m) || entry.deletedVips.includes(m.id)) continue;
    const cycle = cycleOf(state, m);
    const time = cycle ? cycle.startedAt : m.regDate;
    const rid = newId(state);
    entry.registeredVips.push({ id: rid, memberId: m.id, packageId: packageOfLevel(m.level).id, time, shipAt: time, tracking: trackingOf(rid) });
  }
  entry.registeredUpTo = members.length;
  entry.registeredVips.sort((a, b) => b.time.localeCompare(a.time));
  return entry.registeredVips;
}

/** The operator's orders and returns (seeded with the registrations). */
export function ordersOf(state: StubState, me: Member): { orders: Order[]; returns: ReturnRequest[] } {
  registrationsOf(state, me);
  const { orders, returns } = memberState(state, me);
  return { orders, returns };
}

/** Records an order the operator paid (newest first). */
export function addOrder(state: StubState, me: Member, order: Omit<Order, 'id' | 'no' | 'time' | 'status'>): Order {
  const id = newId(state);
  const full: Order = { id, no: orderNo(id), time: dateTime(now(state)), status: 1, ...order };
  ordersOf(state, me).orders.unshift(full);
  return full;
}

export { orderNo, trackingOf };

// Product images, made once per process: a flat PNG in the package's colour (served from the
// stub's uploads, like any image of the upstream's image host).

/** A 160×120 PNG: the colour with a lighter band, so packages are told apart at a glance. */
export function productPng([r, g, b]: [number, number, number]): Buffer {
  const lighter = (c: number) => 255 - (255 - c) / 3;
  return encodePng(160, 120, (_, y) => (y > 40 && y < 80 ? [lighter(r), lighter(g), lighter(b)] : [r, g, b]));
}

/** Puts the product images among the stub's uploads (a reset empties them). */
export function ensureProductImages(state: StubState) {
  for (const p of PACKAGES) if (!state.uploads.has(imageName(p))) state.uploads.set(imageName(p), { type: 'image/png', data: productPng(p.color) });
}
