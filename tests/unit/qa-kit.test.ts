import { LOCALE_COOKIE as PORTAL_LOCALE_COOKIE, LOCALES as PORTAL_LOCALES } from '@/lib/contract/locale';
import * as kit from '@/packages/qa-kit/src';
import { ACCOUNTS as STUB_ACCOUNTS } from '@/tests/upstream-stub/accounts';
import { DEFAULT_PASS2, DEFAULT_PASSWORD, STUB_CODE } from '@/tests/upstream-stub/member-state';
import { daysLeft } from '@/tests/upstream-stub/memberProduct';
import { SCENARIOS } from '@/tests/upstream-stub/scenarios';
import { FAULT_MODES } from '@/tests/upstream-stub/faults';
import { fundsOf } from '@/tests/upstream-stub/capital';
import { memberState } from '@/tests/upstream-stub/member-state';
import { memberByAccount } from '@/tests/upstream-stub/world';
import { withStub } from './stub-harness';

// The QA kit (packages/qa-kit) against a real stub: its client over every operation, faults of
// each kind, member edits, the journal and the wire assertion; and its constants equal to the
// repository's own.

const h = withStub({ control: true, members: 60 });
let stub: kit.StubClient;
beforeAll(() => {
  stub = kit.createStubClient(h.stub.origin);
});
beforeEach(() => stub.reset());

it("knows the stub's accounts, secrets, scenarios, fault modes and the portal's languages", () => {
  expect(Object.values(kit.ACCOUNTS)).toEqual(STUB_ACCOUNTS.map((a) => a.username));
  expect([kit.PASSWORD, kit.PASS2, kit.CODE]).toEqual([DEFAULT_PASSWORD, DEFAULT_PASS2, STUB_CODE]);
  expect(kit.SCENARIO_NAMES).toEqual(SCENARIOS.map((s) => s.name));
  expect(kit.FAULT_MODES).toEqual(FAULT_MODES);
  expect([kit.LOCALES, kit.LOCALE_COOKIE]).toEqual([PORTAL_LOCALES, PORTAL_LOCALE_COOKIE]);
});

it('lists and loads scenarios; an unknown one is a StubControlError with the reason', async () => {
  expect((await stub.scenarios()).map((s) => s.name)).toContain('all-waiting');
  expect(await stub.loadScenario('empty-salary')).toMatchObject({ ok: true, scenario: 'empty-salary' });
  await expect(stub.loadScenario('nope' as kit.ScenarioName)).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/unknown scenario/) });
});

it('says so when there is no control API', async () => {
  const bare = kit.createStubClient('http://127.0.0.1:9');
  await expect(bare.reset()).rejects.toThrow(/did not answer.*npm run stub/);
});

describe('faults', () => {
  it('answers a code with its message, an HTTP status, a cut body, an HTML page', async () => {
    const token = await h.client.login();
    await stub.fault({ path: 'store/info', code: 30010, msg: 'busy', status: 503 });
    expect(await h.client.call('store/info', {}, { token })).toMatchObject({ status: 503, json: { code: 30010, msg: 'busy', data: null } });
    await stub.fault({ path: 'store/info', status: 502 });
    expect(await h.client.call('store/info', {}, { token })).toMatchObject({ status: 502, json: null });
    await stub.fault({ path: 'store/info', mode: 'malformed' });
    const cut = await h.client.call('store/info', {}, { token });
    expect([cut.status, cut.json]).toEqual([200, null]);
    expect(cut.text).toMatch(/^\{"code":20000/);
    await stub.fault({ path: 'store/info', mode: 'nonjson' });
    expect((await h.client.call('store/info', {}, { token })).text).toMatch(/<html>/);
  });

  it('resets the connection, or leaves the call unanswered until the caller gives up', async () => {
    const token = await h.client.login();
    await stub.fault({ path: 'store/info', mode: 'reset' });
    await expect(h.client.call('store/info', {}, { token })).rejects.toThrow();
    await stub.fault({ path: 'store/info', mode: 'timeout' });
    const started = Date.now();
    const call = h.client.call('store/info', {}, { token, signal: AbortSignal.timeout(300) });
    await expect(call).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('hits the next `count` calls, or every call until cleared; lists what is armed; bounds it', async () => {
    const token = await h.client.login();
    await stub.fault({ path: 'store/info', code: 30010, untilCleared: true });
    for (let i = 0; i < 3; i++) expect((await h.client.call('store/info', {}, { token })).json?.code).toBe(30010);
    expect(await stub.faults()).toEqual([{ path: 'store/info', count: 1, untilCleared: true, code: 30010 }]);
    await stub.clearFaults();
    expect((await h.client.call('store/info', {}, { token })).json?.code).toBe(20000);
    await expect(stub.fault({ path: 'store/info', delayMs: 600_000 })).rejects.toMatchObject({ status: 400 });
    await expect(stub.fault({ path: 'store/info', mode: 'explode' as kit.FaultMode })).rejects.toMatchObject({ status: 400 });
    for (let i = 0; i < 100; i++) await stub.fault({ path: 'notice/index', code: 1 });
    await expect(stub.fault({ path: 'notice/index', code: 1 })).rejects.toThrow(/at most 100/);
  });
});

describe('member edits', () => {
  it('sets balance, VIP, days left, bound contacts, code lock and passwords', async () => {
    expect(await stub.editMember('operator', { vip: false, daysLeft: 3, balance: '1500.50', phone: '', email: 'x@example.com', codesLocked: true, password: 'newpass1', pass2: '999999' })).toMatchObject({ vip: false });
    const { state } = h.stub;
    const op = memberByAccount(state.world, 'operator')!;
    expect(daysLeft(state, op)).toBe(3);
    expect(fundsOf(state, op).salaryCents).toBe(150_050);
    expect(memberState(state, op).credentials).toMatchObject({ phone: '', email: 'x@example.com', password: 'newpass1', pass2: '999999' });
    expect(memberState(state, op).credentials.lockedUntil).toBeGreaterThan(Date.now());
    await expect(h.client.login('operator')).rejects.toThrow(/login failed/);
    await h.client.login('operator', 'newpass1');
  });

  it('refuses an unknown member, an unknown field and a bad value', async () => {
    await expect(stub.editMember('nobody', { vip: true })).rejects.toMatchObject({ status: 404 });
    await expect(stub.editMember('operator', { colour: 'red' } as kit.MemberEdit)).rejects.toThrow(/unknown field colour/);
    await expect(stub.editMember('operator', { balance: '-5' })).rejects.toThrow(/balance/);
    await expect(stub.editMember('operator', { vip: true, daysLeft: 3 })).rejects.toThrow(/daysLeft/);
  });

  it('refuses a control body over 64 KB', async () => {
    const res = await fetch(`${h.stub.origin}/__stub/members/operator`, { method: 'PATCH', body: JSON.stringify({ email: 'x'.repeat(70_000) }) });
    expect(res.status).toBe(413);
  });
});

describe('the journal and the wire assertion', () => {
  it('filters by path, code, time and count', async () => {
    const token = await h.client.login();
    // `since` is inclusive at the millisecond: let the clock pass the sign-in's entry first.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const since = new Date().toISOString();
    await h.client.call('store/info', {}, { token });
    await stub.fault({ path: 'notice/index', code: 30010 });
    await h.client.call('notice/index', { page: 1, limit: 10 }, { token });
    expect((await stub.requests()).map((e) => e.path)).toEqual(['login/index', 'store/info', 'notice/index']);
    expect((await stub.requests({ path: 'store/info' })).map((e) => e.code)).toEqual([20000]);
    expect((await stub.requests({ code: 30010 })).map((e) => e.path)).toEqual(['notice/index']);
    expect((await stub.requests({ since })).map((e) => e.path)).toEqual(['store/info', 'notice/index']);
    expect((await stub.requests({ limit: 1 })).map((e) => e.path)).toEqual(['notice/index']);
    await stub.clearRequests();
    expect(await stub.requests()).toEqual([]);
  });

  it('verify counts calls whose decoded payload holds the fields (scalars as text)', async () => {
    const token = await h.client.login();
    await h.client.call('notice/index', { page: 2, limit: 10 }, { token });
    expect(await stub.verify({ path: 'notice/index', match: { page: '2' } })).toMatchObject({ ok: true, count: 1 });
    expect(await stub.verify({ path: 'notice/index', match: { page: 3 } })).toMatchObject({ ok: false, count: 0 });
    expect(await stub.verify({ path: 'notice/index', times: 2 })).toMatchObject({ ok: false, count: 1 });
    expect(await stub.verify({ path: 'login/index', match: { username: 'operator' }, times: 1 })).toMatchObject({ ok: true });
  });

  it('expectUpstream waits for the call, and says what was called instead', async () => {
    const expectUpstream = kit.upstreamExpect(stub, { since: new Date().toISOString(), timeout: 1500 });
    const token = await h.client.login();
    setTimeout(() => void h.client.call('notice/index', { page: 1, limit: 10, keyword: 'late' }, { token }), 300);
    await expectUpstream('notice/index').toHaveBeenCalledWith({ keyword: 'late' });
    await expectUpstream('notice/index').toHaveBeenCalledTimes(1);
    await expectUpstream('newextract/dothis').not.toHaveBeenCalled();
    const error = await expectUpstream('notice/index').toHaveBeenCalledWith({ keyword: 'other' }, { timeout: 200 }).catch((e: Error) => e);
    expect((error as Error).message).toMatch(/expected a call with \{"keyword":"other"\} at least once: found 0[\s\S]*notice\/index → 20000 \{"page":1,"limit":10,"keyword":"late"\}/);
    expect((error as Error).message).not.toContain(token);
    await expect(expectUpstream('notice/index').not.toHaveBeenCalledWith({ keyword: 'late' })).rejects.toThrow(/expected no call/);
  });
});
