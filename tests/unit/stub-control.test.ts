import { transferListData } from '@/lib/contract/capital';
import { STUB_CODE, STUB_PASS2 } from '@/tests/upstream-stub/capital';
import { stubClient } from '@/tests/upstream-stub/client';
import { createStub, type Stub } from '@/tests/upstream-stub/server';

// The test-only control endpoints: absent unless enabled; faults, log, reset, token expiry.

const post = (stub: Stub, route: string, body?: unknown) =>
  fetch(`${stub.origin}/__stub/${route}`, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });

describe('without STUB_CONTROL', () => {
  it('has no control endpoints', async () => {
    const stub = createStub();
    await stub.listen(0);
    try {
      for (const res of [await post(stub, 'reset'), await fetch(`${stub.origin}/__stub/requests`)]) {
        expect(res.status).toBe(404);
        expect(await res.json()).toMatchObject({ code: 40400 });
      }
    } finally {
      await stub.close();
    }
  });
});

describe('with STUB_CONTROL', () => {
  let stub: Stub;
  let client: ReturnType<typeof stubClient>;
  let clock = Date.now();

  beforeAll(async () => {
    stub = createStub({ control: true, members: 50, tokenTtlS: 60, now: () => clock });
    await stub.listen(0);
    client = stubClient(stub.origin);
  });
  afterAll(() => stub.close());
  beforeEach(async () => {
    clock = Date.now();
    await post(stub, 'reset');
  });

  it('logs each call with its decrypted payload, newest last, and clears the log', async () => {
    const token = await client.login('operator');
    await client.call('store/info', {}, { token, lac: 2 });
    const log = await (await fetch(`${stub.origin}/__stub/requests`)).json();
    expect(log).toHaveLength(2);
    expect(log[1]).toMatchObject({ method: 'POST', path: 'store/info', code: 20000, form: { dvId: client.dvId, r: '1A', lac: '2' } });
    expect(log[1].payload).toMatchObject({ atype: 2, token, r: '1A', lac: 2 });
    await fetch(`${stub.origin}/__stub/requests`, { method: 'DELETE' });
    expect(await (await fetch(`${stub.origin}/__stub/requests`)).json()).toEqual([]);
  });

  it('answers an injected code for the next `count` calls, then normally', async () => {
    const token = await client.login();
    expect((await post(stub, 'fault', { path: 'store/info', count: 2, code: 30010, msg: 'busy' })).status).toBe(200);
    expect((await client.call('store/info', {}, { token })).json).toEqual({ code: 30010, msg: 'busy', data: null });
    expect((await client.call('store/info', {}, { token })).json?.code).toBe(30010);
    expect((await client.call('store/info', {}, { token })).json?.code).toBe(20000);
  });

  it('delays, drops, answers non-JSON and HTTP 500 on demand', async () => {
    const token = await client.login();
    await post(stub, 'fault', { path: '*', delayMs: 150 });
    const started = Date.now();
    expect((await client.call('store/info', {}, { token })).json?.code).toBe(20000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);

    await post(stub, 'fault', { path: 'store/info', mode: 'drop' });
    await expect(client.call('store/info', {}, { token })).rejects.toThrow();
    await post(stub, 'fault', { path: 'store/info', mode: 'nonjson' });
    expect(await client.call('store/info', {}, { token })).toMatchObject({ status: 200, json: null });
    await post(stub, 'fault', { path: 'store/info', mode: 'http500' });
    expect((await client.call('store/info', {}, { token })).status).toBe(500);
  });

  it('dropAfter applies a transfer, then closes the connection unanswered; drop applies nothing', async () => {
    const token = await client.login('operator');
    const transfer = { account: 'menuop', amount: '1500', way: 'phone', code: STUB_CODE, pass2: STUB_PASS2, remark: 'lost answer' };
    const salary = async () => ((await client.call('store/info', {}, { token })).json!.data as { salary: string }).salary;
    const transfers = async () => transferListData.parse((await client.call('transfer/tlong', { page: 1, limit: 5 }, { token })).json!.data);
    const before = { salary: await salary(), total: (await transfers()).total };

    await post(stub, 'fault', { path: 'transfer/dothis', mode: 'drop' });
    await expect(client.call('transfer/dothis', transfer, { token })).rejects.toThrow();
    expect(await salary()).toBe(before.salary);
    expect((await transfers()).total).toBe(before.total);

    await post(stub, 'fault', { path: 'transfer/dothis', mode: 'dropAfter' });
    await expect(client.call('transfer/dothis', transfer, { token })).rejects.toThrow(); // no answer: the connection closed
    expect(await salary()).toBe('123500.00');
    const after = await transfers();
    expect(after.total).toBe(before.total + 1);
    expect(after.list[0]).toMatchObject({ direction: 1, account: 'menuop', amount: '1500.00', remark: 'lost answer' });

    const log = await (await fetch(`${stub.origin}/__stub/requests?path=transfer/dothis`)).json();
    expect(log.map((e: { code: number | null }) => e.code)).toEqual([null, 20000]); // drop: not run; dropAfter: the handler's code
  });

  it('refuses a fault it cannot apply', async () => {
    expect((await post(stub, 'fault', { path: 'no/such' })).status).toBe(400);
    expect((await post(stub, 'fault', { path: '*', mode: 'explode' })).status).toBe(400);
  });

  it('expires tokens on demand and after their TTL', async () => {
    let token = await client.login();
    await post(stub, 'expire-tokens');
    expect((await client.call('store/info', {}, { token })).json?.code).toBe(30140);
    token = await client.login();
    clock += 61_000;
    // The client's app_time follows the real clock; only the stub's token clock moved.
    expect((await client.call('store/info', {}, { token, payload: { app_time: Math.floor(clock / 1000) } })).json?.code).toBe(30140);
  });

  it('reset regenerates the world and keeps the tokens (the e2e tests reuse stored sessions)', async () => {
    const token = await client.login();
    stub.world.members[0].salaryCents = 1;
    await post(stub, 'reset');
    expect(stub.world.members[0].salaryCents).toBe(12_500_000);
    expect((await client.call('store/info', {}, { token })).json?.code).toBe(20000);
  });
});
