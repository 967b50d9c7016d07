import { PENDING, RETURN_STATES, WITHDRAW_STATES } from '@/lib/contract/values';
import { envWithArgs, optionsFromEnv } from '@/tests/upstream-stub/config';
import { fundsOf } from '@/tests/upstream-stub/capital';
import { memberState } from '@/tests/upstream-stub/member-state';
import { daysLeft, ordersOf } from '@/tests/upstream-stub/memberProduct';
import { SCENARIOS } from '@/tests/upstream-stub/scenarios';
import { createStub } from '@/tests/upstream-stub/server';
import type { StubState } from '@/tests/upstream-stub/state';
import { memberByAccount } from '@/tests/upstream-stub/world';
import { withStub } from './stub-harness';

// The named scenarios (issue 41): POST /__stub/scenario, GET /__stub/scenarios, --scenario.

const h = withStub({ control: true });
const control = (route: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${h.stub.origin}/__stub/${route}`, { method: init.method ?? 'GET', body: init.body === undefined ? undefined : JSON.stringify(init.body) });
const load = async (name: string) => {
  const res = await control('scenario', { method: 'POST', body: { name } });
  expect(res.status).toBe(200);
  return h.stub.state;
};
const me = (state: StubState, account = 'operator') => memberByAccount(state.world, account)!;
/** The rows of a call as the operator sees them. */
const rows = async (path: string, fields: Record<string, unknown> = {}, account = 'operator') => {
  const token = await h.client.login(account);
  const { json } = await h.client.call(path, { page: 1, limit: 100, ...fields }, { token });
  expect(json?.code).toBe(20000);
  return json!.data as { list: Record<string, unknown>[]; total: number };
};

it('lists every scenario with a one-line description, and refuses an unknown name with the way to find them', async () => {
  const list = (await (await control('scenarios')).json()) as { name: string; description: string }[];
  expect(list.map((s) => s.name)).toEqual(SCENARIOS.map((s) => s.name));
  for (const s of list) expect(s.description).toMatch(/^[^\n]{10,200}$/);
  const res = await control('scenario', { method: 'POST', body: { name: 'no-such' } });
  expect(res.status).toBe(400);
  expect((await res.json()).error).toMatch(/unknown scenario "no-such".*GET \/__stub\/scenarios/);
});

it('vip-operator and non-vip-operator set every sign-in account, and the permissions follow', async () => {
  let state = await load('non-vip-operator');
  expect(['operator', 'novip', 'menuop'].map((a) => me(state, a).vip)).toEqual([false, false, false]);
  const token = await h.client.login('operator');
  expect((await h.client.get('user/permission', { token })).json?.data).not.toContain('sys:user:add');
  state = await load('vip-operator');
  expect(me(state, 'novip').vip).toBe(true);
  expect((await h.client.get('user/permission', { token: await h.client.login('novip') })).json?.data).toContain('sys:user:add');
});

it('upgrade-deadlines: the waiting list starts with two members each at 1, 3 and 7 days, then more than 7', async () => {
  await load('upgrade-deadlines');
  const { list } = await rows('regedvip/index', { wait: 1 });
  const days = list.map((r) => r.days_left);
  expect(days.slice(0, 6)).toEqual([1, 1, 3, 3, 7, 7]);
  expect(days.length).toBeGreaterThan(8);
  for (const d of days.slice(6)) expect(d).toBeGreaterThan(7);
});

it('empty-salary: no salary records and a salary of 0.00', async () => {
  await load('empty-salary');
  expect((await rows('salaries/tlong')).total).toBe(0);
  const token = await h.client.login('operator');
  expect((await h.client.call('salaries/index', {}, { token })).json?.data).toMatchObject({ salary: '0.00' });
});

it('withdrawals-each-state, returns-each-state, promoter-applications-each-state hold every state of spec §4', async () => {
  await load('withdrawals-each-state');
  expect(new Set((await rows('extract/tlong')).list.map((r) => r.status))).toEqual(new Set(Object.values(WITHDRAW_STATES)));
  let state = await load('returns-each-state');
  for (const s of Object.values(RETURN_STATES)) expect(ordersOf(state, me(state)).returns.filter((r) => r.status === s).length).toBeGreaterThanOrEqual(2);
  await load('promoter-applications-each-state');
  expect((await rows('promoter/getlist')).list.map((r) => r.state).sort()).toEqual([0, 1, 2, 3, 4]);
  state = await load('codes-locked');
  expect(memberState(state, me(state, 'novip')).credentials.lockedUntil).toBeGreaterThan(Date.now());
});

it('forced-logout-30140 and -30142 answer the next notice count with the code, once', async () => {
  for (const code of [30140, 30142]) {
    await load(`forced-logout-${code}`);
    const token = await h.client.login('operator');
    expect((await h.client.call('store/info', {}, { token })).json?.code).toBe(20000);
    expect((await h.client.call('notice/unread', {}, { token })).json?.code).toBe(code);
    expect((await h.client.call('notice/unread', {}, { token })).json?.code).toBe(20000);
  }
});

it('slow-upstream delays every call until the faults are cleared', async () => {
  await load('slow-upstream');
  const started = Date.now();
  await h.client.login('operator');
  expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  await control('fault', { method: 'DELETE' });
  const again = Date.now();
  await h.client.login('operator');
  expect(Date.now() - again).toBeLessThan(1000);
});

it('all-waiting and nothing-waiting: everything the Home screen counts, two or more, then none', async () => {
  let state = await load('all-waiting');
  const op = me(state);
  expect(fundsOf(state, op).withdrawals.filter((w) => w.status === WITHDRAW_STATES.pending).length).toBeGreaterThanOrEqual(2);
  expect(ordersOf(state, op).returns.filter((r) => r.status === RETURN_STATES.inProgress).length).toBeGreaterThanOrEqual(2);
  expect(state.world.promoterApps.get(op.id)!.filter((a) => a.state === PENDING).length).toBe(2);
  expect(state.world.notices.get('operator')!.filter((n) => !n.read).length).toBeGreaterThanOrEqual(2);
  const months = new Set((await rows('salaries/tlong')).list.map((r) => String(r.time).slice(0, 7)));
  expect(months.size).toBeGreaterThanOrEqual(12);
  expect((await rows('regedvip/index', { wait: 1 })).list.slice(0, 6).map((r) => r.days_left)).toEqual([1, 1, 3, 3, 7, 7]);

  state = await load('nothing-waiting');
  expect(fundsOf(state, op).withdrawals.some((w) => w.status === WITHDRAW_STATES.pending)).toBe(false);
  expect(ordersOf(state, me(state)).returns.some((r) => r.status === RETURN_STATES.inProgress)).toBe(false);
  expect(state.world.promoterApps.get(0)!.some((a) => a.state === PENDING)).toBe(false);
  expect(state.world.notices.get('operator')!.some((n) => !n.read)).toBe(false);
  expect((await rows('regedvip/index', { wait: 1 })).total).toBe(0);
  expect((await rows('salaries/tlong')).total).toBe(0);
  expect(daysLeft(state, me(state, 'novip'))).toBeDefined(); // the sign-in accounts keep their level
});

it('network-100k makes a world of 100,000 members; a reset returns to the world the stub started with', async () => {
  expect((await load('network-100k')).world.members).toHaveLength(100_000);
  await control('reset', { method: 'POST' });
  expect(h.stub.world.members).toHaveLength(200);
}, 30_000);

it('wide-network gives operator\'s direct invitee wide 10,000 direct invitees, oldest first, and narrow 10', async () => {
  const started = Date.now();
  const state = await load('wide-network');
  expect(Date.now() - started).toBeLessThan(5_000);
  const token = await h.client.login('operator');
  const invitees = async (account: string) => {
    const { json } = await h.client.call('ratlas/index', { account }, { token });
    expect(json?.code).toBe(20000);
    return (json!.data as { list: { account: string; invitees: number; reg_date: string }[] }).list;
  };
  const top = await invitees('');
  expect(top.find((r) => r.account === 'wide')?.invitees).toBe(10_000);
  expect(top.find((r) => r.account === 'narrow')?.invitees).toBe(10);
  const wide = await invitees('wide');
  expect(wide).toHaveLength(10_000);
  expect([wide[0].account, wide[9_999].account]).toEqual(['w00001', 'w10000']);
  expect(wide[0].reg_date < wide[9_999].reg_date).toBe(true);
  expect((await invitees('narrow')).map((r) => r.account)).toEqual(Array.from({ length: 10 }, (_, i) => `n${String(i + 1).padStart(5, '0')}`));
  const op = me(state);
  expect(op.leftCount + op.rightCount + 1).toBe(state.world.members.length); // the legs count everyone
  expect(me(state, 'wide').leftCount).toBe(10_000);
  // Every right placement is still its sponsor's direct invite (spec §5); every sponsor a VIP.
  for (const m of state.world.members) {
    if (m.side === 'R') expect(m.referrerId).toBe(m.sponsorId);
    if (m.sponsorId >= 0) expect(state.world.members[m.sponsorId].vip).toBe(true);
  }
  await control('reset', { method: 'POST' });
  expect(memberByAccount(h.stub.world, 'wide')).toBeUndefined();
}, 30_000);

it('records-2025 dates the records as before issue 59, and a reset dates them from today again', async () => {
  expect((await load('records-2025')).newest).toBe(Date.UTC(2025, 5, 1, 10, 0));
  await control('reset', { method: 'POST' });
  expect(h.stub.state.newest).toBeUndefined();
  const newest = fundsOf(h.stub.state, me(h.stub.state)).transfers[0];
  expect(Date.now() - Date.parse(`${newest.time.replace(' ', 'T')}Z`)).toBeLessThan(3 * 86_400_000);
});

it('starts with a scenario from --scenario or STUB_SCENARIO, and refuses an unknown one', async () => {
  const { options, port } = optionsFromEnv(envWithArgs({}, ['--port', '4999', '--scenario', 'empty-salary']));
  expect([port, options.scenario, options.control]).toEqual([4999, 'empty-salary', false]);
  expect(optionsFromEnv(envWithArgs({ STUB_SCENARIO: 'codes-locked' }, ['--control'])).options).toMatchObject({ scenario: 'codes-locked', control: true });
  expect(() => optionsFromEnv({ STUB_SCENARIO: 'nope' })).toThrow(/unknown scenario "nope"/);
  expect(() => envWithArgs({}, ['--frobnicate'])).toThrow(/unknown option/);
  const stub = createStub({ scenario: 'empty-salary' });
  expect(fundsOf(stub.state, me(stub.state)).ledger).toHaveLength(0);
  expect(() => createStub({ scenario: 'nope' })).toThrow(/unknown scenario/);
});
