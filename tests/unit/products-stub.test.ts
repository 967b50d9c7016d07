import { profileData } from '@/lib/contract/my';
import { logisticsData, memberUpgradeData, orderListData, productListData, registeredListData, returnDetailData, returnListData } from '@/lib/contract/memberProduct';
import { PRODUCTS_CODES, RETURN_STATES, RETURN_TYPES, SHIP_STATES } from '@/lib/contract/values';
import { fundsOf } from '@/tests/upstream-stub/capital';
import { DEFAULT_PASS2 } from '@/tests/upstream-stub/member-state';
import { memberByAccount } from '@/tests/upstream-stub/world';
import { stubContext } from './stub-harness';

// The stub's VIP goods: every rule enforced upstream, and state that moves (levels, balances,
// orders, registrations).

const PASS2 = DEFAULT_PASS2;

describe('stub VIP goods: level up', () => {
  it('levels a member of the network up, paid from the recharge balance, with every rule enforced', async () => {
    const { state, call } = stubContext();
    const products = productListData.parse((await call('product/index')).data);
    expect(products.list.map((p) => p.level)).toEqual([0, 1, 2, 2]);
    expect(products.balance).toBe('23000.00');
    const waiting = registeredListData.parse((await call('regedvip/index', { wait: 1, limit: 100 })).data);
    const days = waiting.list.map((r) => r.days_left!);
    const active = days.filter((d) => d > 0);
    expect(days.slice(0, active.length)).toEqual([...active].sort((a, b) => a - b)); // fewest days left first, ended cycles last
    expect(days.slice(active.length).every((d) => d <= 0)).toBe(true);
    const ordinary = waiting.list.find((r) => r.level === 0 && r.pending === 0)!;

    const upvip = (payload: Record<string, unknown>) => call('regedvip/upvip', { account: ordinary.account, pass2: PASS2, ...payload });
    expect((await call('regedvip/details', { account: 'novip-x' })).code).toBe(PRODUCTS_CODES.notInNetwork);
    expect((await upvip({ package_id: 1 })).code).toBe(PRODUCTS_CODES.levelNotAllowed); // a level-0 package for a level-0 member
    expect((await upvip({ package_id: 4 })).msg).toBe('Balance is not enough'); // 30000 > 23000
    expect((await upvip({ package_id: 2, pass2: 'nope' })).msg).toBe('Error, please re-enter');
    expect(await upvip({ package_id: 2 })).toMatchObject({ code: 20000, data: { level: 1, balance: '20000.00' } });
    expect(memberByAccount(state.world, ordinary.account)!.level).toBe(1);
    // One upgrade in progress at a time: the discount pack's combo has not shipped yet.
    expect(memberUpgradeData.parse((await call('regedvip/details', { account: ordinary.account })).data)).toMatchObject({ level: 1, pending: 1 });
    expect((await upvip({ package_id: 3 })).code).toBe(PRODUCTS_CODES.pendingUpgrade);
    state.opts.now = () => Date.now() + 2 * 86_400_000; // two days later the combo has shipped
    expect(await upvip({ package_id: 3 })).toMatchObject({ code: 20000, data: { level: 2, balance: '10000.00' } });
    const member = memberByAccount(state.world, ordinary.account)!;
    expect(member.vip).toBe(true);
    expect(memberUpgradeData.parse((await call('regedvip/details', { account: ordinary.account })).data).days_left).toBeUndefined();
    // Both charts read the world's members.
    const invite = (await call('ratlas/index', { search: ordinary.account })).data as { list: { account: string; level: number }[] };
    expect(invite.list.find((r) => r.account === ordinary.account)).toMatchObject({ level: 2 });
    const placement = (await call('patlas/index', { account: ordinary.account })).data as { nodes: { account: string; level: number; vip: number }[] };
    expect(placement.nodes.find((n) => n.account === ordinary.account)).toMatchObject({ level: 2, vip: 1 });
    expect(fundsOf(state, memberByAccount(state.world, 'operator')!).rechargeCents).toBe(1_000_000);
  });

  it('gives Home the days left from the same cycle, and none once the member is a VIP', async () => {
    const { call } = stubContext({ account: 'novip' });
    const before = profileData.parse((await call('store/info')).data);
    const mine = memberUpgradeData.parse((await call('regedvip/details', { account: 'novip' })).data);
    expect(before.upgrade_days).toBe(Math.max(0, mine.days_left!));
    expect(await call('regedvip/upvip', { account: 'novip', package_id: 3, pass2: PASS2 })).toMatchObject({ code: 20000, data: { level: 2 } });
    const after = profileData.parse((await call('store/info')).data);
    expect(after).toMatchObject({ is_vip: 1, level: 2 });
    expect(after.upgrade_days).toBeUndefined();
  });
});

describe('stub VIP goods: registrations', () => {
  it('lists registrations with logistics, deletes one not shipped and explains a refusal', async () => {
    const { state, call } = stubContext();
    const all = registeredListData.parse((await call('regedvip/index', { limit: 100 })).data);
    expect(all.total).toBeGreaterThan(50);
    const shipped = all.list.find((r) => r.status === SHIP_STATES.delivered)!;
    const waybill = logisticsData.parse((await call('regedvip/wuliu', { id: shipped.id })).data);
    expect(waybill).toMatchObject({ carrier: 'SF Express', status: 2 });
    expect(waybill.steps.map((s) => s.text)).toEqual(['Delivered', 'In transit: at the sorting centre', 'Shipped by SF Express', 'Paid; waiting for shipment']);
    expect(await call('regedvip/delvip', { id: shipped.id, pass2: PASS2 })).toMatchObject({ code: PRODUCTS_CODES.cannotDelete, msg: 'The combo has shipped: the registration can no longer be deleted' });

    // A level-up ships a new combo: until it ships, the registration may be deleted (refunded).
    const ordinary = all.list.find((r) => r.level === 0)!;
    await call('regedvip/upvip', { account: ordinary.account, package_id: 2, pass2: PASS2 });
    const row = registeredListData.parse((await call('regedvip/index', { keyword: ordinary.account })).data).list[0];
    expect(row).toMatchObject({ status: SHIP_STATES.waiting, deletable: 1, package_id: 2 });
    expect((await call('regedvip/delvip', { id: row.id, pass2: 'x' })).msg).toBe('Error, please re-enter');
    expect(await call('regedvip/delvip', { id: row.id, pass2: PASS2 })).toMatchObject({ code: 20000, data: { balance: '23000.00' } });
    const after = registeredListData.parse((await call('regedvip/index', { limit: 100 })).data);
    expect(after.total).toBe(all.total - 1);
    expect(after.list.some((r) => r.id === row.id)).toBe(false);
    expect(state.memberStates.size).toBeGreaterThan(0);
  });
});

describe('stub VIP goods: chargebacks', () => {
  it('charges a card and order return: the order closes and the recharge balance rises', async () => {
    const { call } = stubContext();
    const orders = orderListData.parse((await call('return/order')).data).list;
    expect(orders.length).toBeGreaterThan(3);
    const order = orders[0];
    const base = { type: RETURN_TYPES.cardOrder, order_id: order.id, reason: 'SF1234567890', agree: true, pass2: PASS2 };
    expect(await call('return/applicationsubmit', { ...base, agree: false })).toMatchObject({ code: PRODUCTS_CODES.statement, msg: 'Please agree to the Return statement' });
    expect((await call('return/applicationsubmit', { ...base, pass2: '0' })).msg).toBe('Error, please re-enter');
    expect((await call('return/applicationsubmit', { ...base, reason: 'x' })).code).toBe(PRODUCTS_CODES.invalid); // not a tracking number
    const done = await call('return/applicationsubmit', base);
    expect(done.code).toBe(20000);
    const balance = Number((done.data as { balance: string }).balance);
    expect(balance).toBe(23000 + Number(order.amount));
    expect(orderListData.parse((await call('return/order')).data).list.some((o) => o.id === order.id)).toBe(false);
    expect((await call('return/applicationsubmit', base)).code).toBe(PRODUCTS_CODES.notEligible); // the order is closed
    const records = returnListData.parse((await call('return/index', { status: RETURN_STATES.charged })).data);
    expect(records.list[0]).toMatchObject({ order_no: order.no, type: 1, status: 1 });
    const detail = returnDetailData.parse((await call('return/application', { id: records.list[0].id })).data);
    expect(detail.steps.map((s) => s.status)).toEqual([1, 0]);
  });

  it('pays a salary disposal into the transferee\'s salary, and needs a transferee', async () => {
    const { state, call } = stubContext();
    const order = orderListData.parse((await call('return/order')).data).list[1];
    const menuop = memberByAccount(state.world, 'menuop')!;
    const before = fundsOf(state, menuop).salaryCents;
    const base = { type: RETURN_TYPES.salary, order_id: order.id, reason: 'moving abroad', agree: true, pass2: PASS2 };
    expect((await call('return/applicationsubmit', base)).code).toBe(PRODUCTS_CODES.invalid); // no transferee
    expect((await call('return/applicationsubmit', { ...base, transferee: 'nobody' })).code).toBe(PRODUCTS_CODES.noTransferee);
    expect((await call('return/applicationsubmit', { ...base, transferee: 'menuop' })).code).toBe(20000);
    expect(fundsOf(state, menuop).salaryCents - before).toBe(Math.round(Number(order.amount) * 100));
  });

  it('seeds records in every state, with their timelines', async () => {
    const { call } = stubContext();
    const list = returnListData.parse((await call('return/index', {})).data).list;
    expect(new Set(list.map((r) => r.status))).toEqual(new Set([0, 1, 2]));
    const rejected = list.find((r) => r.status === RETURN_STATES.rejected)!;
    const detail = returnDetailData.parse((await call('return/application', { id: rejected.id })).data);
    expect(detail.steps[0].text).toBe('Rejected: the return tracking number is not valid');
  });
});
