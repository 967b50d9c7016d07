import { randomBytes } from 'node:crypto';
import type { OncePath } from '@/lib/contract/calls';
import { BFF, CODE_OK } from '@/lib/contract/codes';
import { RETURN_TYPES } from '@/lib/contract/values';
import { metrics } from '@/lib/ops/metrics';
import { forgetConfig } from '@/lib/upstream/config';
import { call, signIn, withBff, type Answer } from './bff-harness';

// Issue 71: a money move moves once even when the upstream's answer is late or lost, and the
// operator learns what happened. Against the stub, for every call marked `once`, in each of the
// three endings (the effect applied and the answer late; applied and the connection dropped;
// dropped before it was applied), and a refused connection: the stub's ledger (its journal of
// calls it applied) holds one effect per submission, and the last answer says what the ledger
// holds. Time-out 300 ms here: the grace period is 900 ms, the settle window 7.2 s.

const TIMEOUT_MS = 300;
const harness = withBff({ UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) });
const PASS2 = '135790';

const stub = (path: string, init?: RequestInit) => fetch(`${harness.stub.origin}/__stub/${path}`, init).then((r) => r.json());
const arm = (fault: object) => stub('fault', { method: 'POST', body: JSON.stringify({ count: 1, ...fault }) });
/** The stub's ledger: the calls of a path it applied (answered 20000, whether or not the answer arrived). */
const applied = async (path: string) => ((await stub(`requests?path=${encodeURIComponent(path)}&code=${CODE_OK}`)) as unknown[]).length;

let cookie: string;
const newKey = () => randomBytes(16).toString('hex');
const data = async <T>(path: string, body: object = {}) => (await call(path, body, { cookie })).body.data as T;

/** The browser's side: the submission, then its checks (same key) while the BFF says it is checking. */
async function drive(path: string, body: object, key: string, check = false): Promise<Answer> {
  let answer = await call(path, body, { cookie, headers: { 'idempotency-key': key, ...(check && { 'idempotency-check': '1' }) } });
  for (let i = 0; answer.status === 202 && i < 40; i++) {
    expect(answer.body).toMatchObject({ code: BFF.checking, data: { outcome: 'checking', sentAt: expect.any(String), day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } });
    answer = await call(path, body, { cookie, headers: { 'idempotency-key': key, 'idempotency-check': '1' } });
  }
  return answer;
}

/** A valid submission of each money move, made in the stub's world as it stands. */
const MOVES: Record<OncePath, () => Promise<object>> = {
  'transfer/dothis': async () => ({ account: 'menuop', amount: '1150', remark: '', way: 'phone', code: '246810', pass2: PASS2 }),
  'newextract/dothis': async () => ({ amount: '50050', card_id: (await data<{ list: { id: number }[] }>('bank/getlist')).list[0].id, pass2: PASS2 }),
  'recharge/dorecharge': async () => ({ amount: '3000', voucher: '/uploads/voucher-test.png' }),
  'salaries/dothis': async () => {
    const card = (await data<{ list: { id: number }[] }>('bank/getlist')).list[0].id;
    const made = await call('newextract/dothis', { amount: '50000', card_id: card, pass2: PASS2 }, { cookie, headers: { 'idempotency-key': newKey() } });
    return { id: (made.body.data as { id: number }).id };
  },
  'bank/create': async () => ({ number: `62220200${randomBytes(4).readUInt32BE() % 100_000_000}`.padEnd(16, '7'), bank: 'HSBC', branch: 'Central', type: 1, holder: 'Test Holder' }),
  'return/applicationsubmit': async () => ({ type: RETURN_TYPES.cardOrder, order_id: (await data<{ list: { id: number }[] }>('return/order')).list[0].id, reason: 'SF1234567890', agree: true, pass2: PASS2 }),
  'regedvip/upvip': async () => {
    const waiting = await data<{ list: { account: string; level: number; pending: number }[] }>('regedvip/index', { wait: 1, limit: 100 });
    return { account: waiting.list.find((r) => r.level === 0 && r.pending === 0)!.account, package_id: 2, pass2: PASS2 };
  },
  'regedvip/delvip': async () => {
    const all = await data<{ list: { id: number; level: number; deletable: number; account: string }[] }>('regedvip/index', { limit: 100 });
    const ordinary = all.list.find((r) => r.level === 0)!;
    await call('regedvip/upvip', { account: ordinary.account, package_id: 2, pass2: PASS2 }, { cookie, headers: { 'idempotency-key': newKey() } });
    return { id: (await data<{ list: { id: number }[] }>('regedvip/index', { keyword: ordinary.account })).list[0].id, pass2: PASS2 };
  },
};

beforeEach(async () => {
  await stub('reset', { method: 'POST' });
  await stub('fault', { method: 'DELETE' });
  ({ cookie } = await signIn());
});

const outcomes = async (call: string, outcome: string) =>
  (await metrics().onceOutcomes.get()).values.find((v) => v.labels.call === call && v.labels.outcome === outcome)?.value ?? 0;

describe.each(Object.keys(MOVES) as OncePath[])('%s', (path) => {
  it('late answer: the effect is found and answered as the success; a replay is never sent again', async () => {
    const body = await MOVES[path]();
    const before = await applied(path);
    const unknown = await outcomes(path, 'unknown');
    await arm({ path, delayMs: TIMEOUT_MS * 2 });
    const key = newKey();
    const answer = await drive(path, body, key);
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(CODE_OK);
    expect(answer.headers.get('idempotent-settled')).toBe('applied');
    expect(await applied(path)).toBe(before + 1);
    // The operator's retry as the old message invited: the same submission, answered, not sent.
    const again = await call(path, body, { cookie, headers: { 'idempotency-key': key } });
    expect(again.body.code).toBe(CODE_OK);
    expect(await applied(path)).toBe(before + 1);
    expect(await outcomes(path, 'unknown')).toBe(unknown + 1);
  });

  it('answer lost after the effect (connection dropped): applied, once', async () => {
    const body = await MOVES[path]();
    const before = await applied(path);
    await arm({ path, mode: 'dropAfter' });
    const answer = await drive(path, body, newKey());
    expect(answer.body.code).toBe(CODE_OK);
    expect(await applied(path)).toBe(before + 1);
  });

  it('dropped before it was applied: not applied, then sent once more with its key', async () => {
    const body = await MOVES[path]();
    const before = await applied(path);
    await arm({ path, mode: 'drop' });
    const key = newKey();
    const answer = await drive(path, body, key);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: BFF.notApplied, data: { outcome: 'notApplied' } });
    expect(await applied(path)).toBe(before);
    // A check does not send it; "Send again" does, once.
    expect((await call(path, body, { cookie, headers: { 'idempotency-key': key, 'idempotency-check': '1' } })).body.code).toBe(BFF.notApplied);
    expect((await drive(path, body, key)).body.code).toBe(CODE_OK);
    expect((await call(path, body, { cookie, headers: { 'idempotency-key': key } })).body.code).toBe(CODE_OK);
    expect(await applied(path)).toBe(before + 1);
  });
});

describe('other endings', () => {
  const path = 'transfer/dothis';
  const body = { account: 'menuop', amount: '1150', remark: '', way: 'phone', code: '246810', pass2: PASS2 };

  it('a refused connection never reached the upstream: not applied at once, and the same key may go again', async () => {
    const url = process.env.UPSTREAM_URL;
    process.env.UPSTREAM_URL = 'http://127.0.0.1:9'; // nothing listens
    forgetConfig();
    const key = newKey();
    try {
      const answer = await call(path, body, { cookie, headers: { 'idempotency-key': key } });
      expect(answer.status).toBe(502);
      expect(answer.body.code).toBe(BFF.notApplied);
    } finally {
      process.env.UPSTREAM_URL = url;
      forgetConfig();
    }
    const before = await applied(path);
    expect((await call(path, body, { cookie, headers: { 'idempotency-key': key } })).body.code).toBe(CODE_OK);
    expect(await applied(path)).toBe(before + 1);
  });

  it('a level-up to VIP, which leaves no upgrade in progress, is recognised by the member\'s level', async () => {
    const up = 'regedvip/upvip';
    const waiting = await data<{ list: { account: string; level: number; pending: number }[] }>('regedvip/index', { wait: 1, limit: 100 });
    const vip = { account: waiting.list.find((r) => r.level === 0 && r.pending === 0)!.account, package_id: 3, pass2: PASS2 };
    const before = await applied(up);
    await arm({ path: up, mode: 'dropAfter' });
    const answer = await drive(up, vip, newKey());
    expect(answer.body).toMatchObject({ code: CODE_OK, data: { level: 2 } });
    expect(await applied(up)).toBe(before + 1);
  });

  it('a check never sends: a key the store does not hold is answered "not known yet" and nothing is forwarded', async () => {
    const before = (await stub(`requests?path=${encodeURIComponent(path)}`)) as unknown[];
    const answer = await call(path, body, { cookie, headers: { 'idempotency-key': newKey(), 'idempotency-check': '1' } });
    expect(answer.status).toBe(504);
    expect(answer.body.code).toBe(BFF.outcomeUnknown);
    expect(((await stub(`requests?path=${encodeURIComponent(path)}`)) as unknown[]).length).toBe(before.length);
  });

  it('two identical moves made on purpose, both answers lost: each settles on a row of its own', async () => {
    const withdraw = 'newextract/dothis';
    const twice = await MOVES[withdraw]();
    const before = await applied(withdraw);
    await arm({ path: withdraw, mode: 'dropAfter', count: 2 });
    const [a, b] = [newKey(), newKey()];
    expect((await call(withdraw, twice, { cookie, headers: { 'idempotency-key': a } })).status).toBe(202);
    expect((await call(withdraw, twice, { cookie, headers: { 'idempotency-key': b } })).status).toBe(202);
    const [ra, rb] = await Promise.all([drive(withdraw, twice, a, true), drive(withdraw, twice, b, true)]);
    expect([ra.body.code, rb.body.code]).toEqual([CODE_OK, CODE_OK]);
    const ids = [ra, rb].map((r) => (r.body.data as { id: number }).id);
    expect(new Set(ids).size).toBe(2);
    expect(await applied(withdraw)).toBe(before + 2);
  });

  it('the record cannot be read for the whole window: not known yet, then settled when asked again', async () => {
    const before = await applied(path);
    await arm({ path, mode: 'dropAfter' });
    await arm({ path: 'transfer/tlong', mode: 'http500', untilCleared: true });
    const key = newKey();
    const unsettled = await outcomes(path, 'unsettled');
    const answer = await drive(path, body, key);
    expect(answer.status).toBe(504);
    expect(answer.body).toMatchObject({ code: BFF.outcomeUnknown, data: { outcome: 'unknown' } });
    expect(await outcomes(path, 'unsettled')).toBe(unsettled + 1);
    // Never sent again blind: a plain replay only checks.
    expect((await call(path, body, { cookie, headers: { 'idempotency-key': key } })).status).toBe(504);
    await stub('fault', { method: 'DELETE' });
    expect((await drive(path, body, key, true)).body.code).toBe(CODE_OK);
    expect(await applied(path)).toBe(before + 1);
  }, 30_000);

  it('a claim left in flight by an instance that died is settled as unknown, not answered "in flight"', async () => {
    const { submissionOf, bodyHash } = await import('@/lib/session/idempotency');
    const { EFFECTS } = await import('@/lib/contract/effects');
    const { transferInput } = await import('@/lib/contract/capital');
    const key = newKey();
    const parsed = transferInput.parse(body);
    const record = submissionOf(['operator', path], key);
    await record.save({ hash: bodyHash(parsed), at: Date.now() - 3 * TIMEOUT_MS, attempt: 1, kept: EFFECTS.transfer.keep(parsed) });
    const before = await applied(path);
    const answer = await drive(path, body, key, true);
    expect(answer.body.code).toBe(BFF.notApplied); // nothing in the record after the grace period
    expect(await applied(path)).toBe(before);
  });
});
