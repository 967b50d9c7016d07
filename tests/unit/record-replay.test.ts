import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devEnv } from '@/scripts/dev-env.mjs';
import { stubClient } from '@/tests/upstream-stub/client';
import { envWithArgs, optionsFromEnv } from '@/tests/upstream-stub/config';
import { readRecording } from '@/tests/upstream-stub/replay';
import { createStub, type Stub } from '@/tests/upstream-stub/server';

// Record and replay (issue 41): the portal's one upstream client writes each exchange to
// UPSTREAM_RECORD, redacted by the logging rules; the stub answers a session from that file.

const dir = mkdtempSync(join(tmpdir(), 'record-'));
const file = join(dir, 'session.jsonl');
let live: Stub;
beforeAll(async () => {
  live = createStub({ control: true });
  await live.listen(0);
  Object.assign(process.env, devEnv(Number(new URL(live.origin).port)), { UPSTREAM_RECORD: file, UPSTREAM_RECORD_MAX: '6', UPSTREAM_TIMEOUT_MS: '300' });
});
afterAll(async () => {
  await live.close();
  rmSync(dir, { recursive: true, force: true });
});

it('records a session through the one client, redacted, capped; the stub replays it as recorded', async () => {
  const { callUpstream } = await import('@/lib/upstream/client');
  const ctx = { token: '', dvId: 'recordDevice000000001', csrf: 'csrf-record-0001', lac: 3 as const };
  const login = await callUpstream('login/index', { username: 'operator', password: '123456', csrf: ctx.csrf }, ctx);
  const token = (login.data as { token: string }).token;
  const as = { ...ctx, token };
  await callUpstream('store/info', {}, as);
  await callUpstream('salaries/index', {}, as);
  await callUpstream('store/checkpass2', { old: '135790', pass2: '246802', pass2_confirm: '246802' }, as).catch(() => undefined);
  live.state.control.faults.push({ path: 'notice/unread', count: 1, mode: 'timeout' });
  await expect(callUpstream('notice/unread', {}, as)).rejects.toThrow(/timeout/);
  await callUpstream('notice/index', { page: 1, limit: 5 }, as);
  await callUpstream('extract/tlong', { page: 1, limit: 5 }, as); // the seventh: over the cap of 6

  const text = readFileSync(file, 'utf8');
  const lines = text.trim().split('\n').map((l) => JSON.parse(l));
  expect(lines.map((l) => l.path)).toEqual(['login/index', 'store/info', 'salaries/index', 'store/checkpass2', 'notice/unread', 'notice/index']);
  expect(lines[0]).toMatchObject({ method: 'POST', fields: { username: 'operator', password: '[redacted]', csrf: '[redacted]' }, answer: { code: 20000, data: { token: '[redacted]' } } });
  expect(lines[1].answer.data).toMatchObject({ realname: '[redacted]', phone: '[redacted]', email: '[redacted]', verify_rule: { phone: 1, email: 1 } });
  expect(lines[3].fields).toEqual({ old: '[redacted]', pass2: '[redacted]', pass2_confirm: '[redacted]' });
  expect(lines[4]).toMatchObject({ path: 'notice/unread', error: 'timeout' });
  for (const secret of ['123456', '135790', '246802', token, ctx.csrf, ctx.dvId, devEnv().UPSTREAM_AES_KEY, devEnv().UPSTREAM_AES_IV, '13800000001', 'operator@example.com', '王建国']) {
    expect(text).not.toContain(secret);
  }

  // Replayed by another stub whose own world says otherwise (no salary).
  const { options } = optionsFromEnv(envWithArgs({}, ['--replay', file, '--scenario', 'empty-salary']));
  const replay = createStub(options);
  await replay.listen(0);
  try {
    const client = stubClient(replay.origin);
    const t = await client.login('operator'); // sign-in stays the stub's own
    expect((await client.call('salaries/index', {}, { token: t })).json).toEqual(lines[2].answer);
    expect((await client.call('store/info', {}, { token: t })).json?.data).toMatchObject({ realname: '[redacted]' });
    await expect(client.call('notice/unread', {}, { token: t, signal: AbortSignal.timeout(300) })).rejects.toThrow(); // the recorded time-out
    expect((await client.call('extract/tlong', { page: 1, limit: 5 }, { token: t })).json?.code).toBe(20000); // not recorded: the world's
    expect((await client.call('salaries/index', {}, { token: 'not-a-token' })).json?.code).toBe(30140); // a session is still needed
  } finally {
    await replay.close();
  }
});

it('starts empty with the portal and keeps the exchanges of every copy of the recorder; names are personal', async () => {
  writeFileSync(file, 'a line of the last run\n');
  // Next builds each route apart, each with its own copy of the module: two copies here.
  const copies: (typeof import('@/lib/upstream/record'))[] = [];
  for (let i = 0; i < 2; i++) await jest.isolateModulesAsync(async () => void copies.push(await import('@/lib/upstream/record')));
  copies[0].startRecording();
  expect(readFileSync(file, 'utf8')).toBe('');
  const member = { account: 'm0007', name: '李娟', nickname: 'Lily', transferee_name: '胡军', level_name: 'Gold' };
  copies[0].recordExchange({ method: 'POST', path: 'capital/checkUser', fields: { account: 'm0007' }, answer: { code: 20000, msg: '', data: member } });
  copies[1].recordExchange({ method: 'POST', path: 'regedvip/index', fields: { page: 1 }, answer: { code: 20000, msg: '', data: { list: [member] } } });
  for (let i = 0; i < 6; i++) copies[i % 2].recordExchange({ method: 'POST', path: 'notice/unread', fields: {} });
  const text = readFileSync(file, 'utf8');
  const lines = text.trim().split('\n').map((l) => JSON.parse(l));
  expect(lines.map((l) => l.path)).toEqual(['capital/checkUser', 'regedvip/index', 'notice/unread', 'notice/unread', 'notice/unread', 'notice/unread']); // one cap of 6 for both
  expect(lines[0].answer.data).toEqual({ account: 'm0007', name: '[redacted]', nickname: '[redacted]', transferee_name: '[redacted]', level_name: 'Gold' });
  for (const name of ['李娟', 'Lily', '胡军']) expect(text).not.toContain(name);
});

it('refuses a recording it cannot replay, naming the line', () => {
  const bad = join(dir, 'bad.jsonl');
  writeFileSync(bad, '{"path":"store/info","fields":{},"answer":{"code":20000,"msg":"ok","data":{}}}\n{"path":"no/such","fields":{}}\n');
  expect(() => readRecording(bad)).toThrow(/bad.jsonl:2: path is not an upstream call/);
  expect(() => optionsFromEnv({ STUB_REPLAY: join(dir, 'missing.jsonl') })).toThrow(/STUB_REPLAY: .*no such file/i);
});
