import { call, request, routes, send, signIn, withBff } from './bff-harness';

// Issue 14, defect 2 (bodies are read only up to their limit, on every BFF route), defect 5
// (nesting and entries bounded before anything recurses: 400, never 500) and "Also": JSON
// routes take application/json only (415).

withBff();

/** A body of `total` bytes made as it is read; `pulled()` says how much was read. */
function endless(total: number) {
  let pulled = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

const json = { 'content-type': 'application/json' };

describe('defect 2: a body is not read past its limit', () => {
  it.each([
    ['login', '/api/auth/login'],
    ['logout', '/api/auth/logout'],
    ['call', '/api/call/notice/index'],
  ] as const)('%s: 413 after at most the limit, for a body without Content-Length', async (route, path) => {
    const body = endless(32 * 1024 * 1024);
    const answer = await send(await routes[route](), request(path, { body: body.stream, headers: json }), { path: ['notice', 'index'] });
    expect(answer.status).toBe(413);
    expect(body.pulled()).toBeLessThan(256 * 1024);
  });

  it.each([
    ['login', '/api/auth/login', 64 * 1024],
    ['upload', '/api/upload', 5 * 1024 * 1024 + 64 * 1024],
  ] as const)('%s: 413 by Content-Length alone, before a byte is read', async (route, path, limit) => {
    const body = endless(1024 * 1024);
    const headers = { ...json, 'content-length': String(limit + 1) };
    const { cookie } = await signIn();
    const answer = await send(await routes[route](), request(path, { body: body.stream, headers, cookie }));
    expect(answer.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024); // the stream's first pull at most
  });
});

describe('defect 5: nesting and entries are bounded', () => {
  it('answers 400 to 4,000 levels of nesting on a call without a real schema', async () => {
    const { cookie } = await signIn();
    const deep = `{"a":${'['.repeat(4000)}1${']'.repeat(4000)}}`;
    const answer = await call('store/index', deep, { cookie, headers: json });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(40000);
  });

  it('answers 400 to too many entries and to prototype keys', async () => {
    const { cookie } = await signIn();
    const many = JSON.stringify(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i])));
    expect((await call('store/index', many, { cookie, headers: json })).status).toBe(400);
    expect((await call('store/index', '{"__proto__":{"admin":true}}', { cookie, headers: json })).status).toBe(400);
    expect((await call('store/index', '{"a":{"constructor":{"prototype":{}}}}', { cookie, headers: json })).status).toBe(400);
  });
});

describe('JSON routes take application/json only', () => {
  it.each([['text/plain'], ['application/x-www-form-urlencoded'], ['multipart/form-data; boundary=x']])('%s: 415', async (type) => {
    const body = JSON.stringify({ username: 'operator', password: '123456' });
    const answer = await send(await routes.login(), request('/api/auth/login', { body, headers: { 'content-type': type } }));
    expect(answer.status).toBe(415);
    expect(answer.body.code).toBe(41500);
  });

  it('accepts application/json with a charset, and a bodiless logout', async () => {
    const body = JSON.stringify({ username: 'operator', password: '123456' });
    const ok = await send(await routes.login(), request('/api/auth/login', { body, headers: { 'content-type': 'application/json; charset=utf-8' } }));
    expect(ok.body.code).toBe(20000);
    expect((await send(await routes.logout(), request('/api/auth/logout'))).status).toBe(200);
  });
});
