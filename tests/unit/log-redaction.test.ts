import { NextRequest } from 'next/server';
import { devEnv } from '@/scripts/dev-env.mjs';
import { createStub, type Stub } from '@/tests/upstream-stub/server';

// A real login through the BFF route and the real upstream client, against the stub, with the
// logger writing into this test: the lines say what happened, and hold no secret.

const lines: string[] = [];
jest.mock('@/lib/upstream/log', () => {
  const actual = jest.requireActual('@/lib/upstream/log');
  const logger = actual.createLogger({ write: (line: string) => void lines.push(line) });
  return { ...actual, log: logger, logRequest: (line: object) => actual.logRequest(line, logger) };
});

let stub: Stub;
beforeAll(async () => {
  stub = createStub({ control: true });
  await stub.listen(0);
  Object.assign(process.env, devEnv(Number(new URL(stub.origin).port)), { LOG_LEVEL: 'info' });
});
afterAll(() => stub.close());

it('logs one line per BFF request, and never the password, token, csrf or udata', async () => {
  const { POST } = await import('@/app/api/auth/login/route');
  const req = new NextRequest('http://localhost/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost', host: 'localhost', 'x-request-id': 'req-test-0001' },
    body: JSON.stringify({ username: 'operator', password: 'S3cret-pa55' }),
  });
  // The stub's operator password is 123456: this attempt fails; a second one signs in.
  await POST(req, { params: Promise.resolve({}) });
  const ok = await POST(
    new NextRequest('http://localhost/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', host: 'localhost' },
      body: JSON.stringify({ username: 'operator', password: '123456' }),
    }),
    { params: Promise.resolve({}) },
  );
  expect((await ok.json()).code).toBe(20000);

  const { log } = await import('@/lib/upstream/log');
  log.info({ body: { username: 'operator', password: 'S3cret-pa55' }, token: 'tok', csrf: 'c', udata: 'u' }, 'careless');

  const records = lines.map((l) => JSON.parse(l));
  const requests = records.filter((r) => r.msg === 'bff request');
  expect(requests).toHaveLength(2);
  expect(requests[0]).toMatchObject({ requestId: 'req-test-0001', method: 'POST', route: '/api/auth/login', upstream: 'login/index', status: 200, code: 30001 });
  expect(requests[1]).toMatchObject({ upstream: 'login/index,store/info,user/menu,user/permission', status: 200, code: 20000 });
  expect(typeof requests[1].ms).toBe('number');
  expect(records.at(-1)).toMatchObject({ body: { password: '[redacted]' }, token: '[redacted]', csrf: '[redacted]', udata: '[redacted]' });

  const sent = stub.state.control.log.filter((e) => e.path === 'login/index');
  const secrets = [
    'S3cret-pa55',
    '123456',
    ...sent.map((e) => e.form!.csrf),
    ...[...stub.state.tokens.keys()],
    devEnv().UPSTREAM_AES_KEY,
    devEnv().SESSION_SECRET,
  ];
  const text = lines.join('\n');
  for (const secret of secrets) expect(text).not.toContain(secret);
});
