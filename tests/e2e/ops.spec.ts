import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { devEnv } from '../../scripts/dev-env.mjs';
import { STUB_PORT } from '../../playwright.config';
import { expect, login, signedIn, stub, test } from './helpers';

// Operations and hardening: security headers and CSP, body limits, login rate limits,
// health and readiness, and a graceful SIGTERM.

test('pages carry a CSP with a fresh nonce and the security headers; no CSP violation on login, home and a form', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy/i.test(m.text())) violations.push(m.text());
  });
  const first = await page.goto('/login');
  const csp = first!.headers()['content-security-policy'];
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(first!.headers()).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  });
  expect(first!.headers()['permissions-policy']).toContain('camera=()');
  const nonce = csp.match(/'nonce-([^']+)'/)![1];
  const again = (await page.request.get('/login')).headers()['content-security-policy'];
  expect(again).not.toContain(nonce);

  await login(page); // through the login page: signing in is part of what is watched
  await page.getByTestId('notice-bell').filter({ visible: true }).click();
  await page.getByTestId('notice-search').fill('#1');
  await expect(page.getByTestId('notice-list')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('notice-search')).toBeVisible();
  expect(violations).toEqual([]);
});

test('bodies past the limits are refused with 413: 64 KB of JSON, 5 MB of upload', async ({ page }) => {
  await signedIn(page);
  const status = (url: string, body: string | Blob, type?: string) =>
    page.evaluate(
      async ([u, b, t]) => {
        let payload: BodyInit = b as string;
        if (t === 'file') {
          payload = new FormData();
          payload.append('file', new Blob([new Uint8Array(5 * 1024 * 1024 + 10)]), 'big.png');
        }
        const res = await fetch(u as string, { method: 'POST', body: payload, headers: t === 'json' ? { 'content-type': 'application/json' } : undefined });
        return { status: res.status, code: (await res.json()).code };
      },
      [url, body, type] as const,
    );
  expect(await status('/api/call/notice/index', JSON.stringify({ keyword: 'x'.repeat(70_000) }), 'json')).toEqual({ status: 413, code: 41300 });
  expect(await status('/api/auth/login', JSON.stringify({ username: 'x'.repeat(70_000), password: 'y' }), 'json')).toEqual({ status: 413, code: 41300 });
  expect(await status('/api/upload', '', 'file')).toEqual({ status: 413, code: 41300 });
});

test('an upload must be a real image', async ({ page }) => {
  await signedIn(page);
  const upload = (bytes: number[], name: string) =>
    page.evaluate(
      async ([b, n]) => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(b as number[])]), n as string);
        const res = await fetch('/api/upload', { method: 'POST', body: form });
        return { status: res.status, body: await res.json() };
      },
      [bytes, name] as const,
    );
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3];
  expect(await upload(png, 'voucher.png')).toMatchObject({ status: 200, body: { code: 20000, data: { url: expect.stringMatching(/^\/uploads\//) } } });
  expect(await upload([0x3c, 0x73, 0x76, 0x67], 'fake.png')).toMatchObject({ status: 400, body: { code: 40000, msg: '只能上传 PNG、JPEG 或 WebP 图片。' } });
});

test('failed logins are limited per account and per address (429, translated)', async ({ request }) => {
  const attempt = (username: string, address: string) =>
    request.post('/api/auth/login', { data: { username, password: 'wrong' }, headers: { 'x-forwarded-for': address } });
  // The suite's server trusts loopback as a proxy (TRUSTED_PROXIES), so X-Forwarded-For names
  // the client here; from anyone else it would be ignored (tests/unit/hardening-limits.test.ts).
  for (let i = 0; i < 10; i++) expect((await attempt('ratelimit-account', `198.51.100.${i}`)).status()).toBe(200);
  const limited = await attempt('ratelimit-account', '198.51.100.99');
  expect(limited.status()).toBe(429);
  expect(limited.headers()['retry-after']).toMatch(/^\d+$/);
  expect((await limited.json()).msg).toMatch(/^登录尝试过于频繁/);

  for (let i = 0; i < 30; i++) await attempt(`ratelimit-ip-${i}`, '203.0.113.7');
  expect((await attempt('ratelimit-ip-last', '203.0.113.7')).status()).toBe(429);
  expect((await attempt('ratelimit-ip-last', '203.0.113.8')).status()).toBe(200);
});

test('health answers; ready checks the upstream', async ({ request }) => {
  expect(await (await request.get('/api/health')).json()).toEqual({ status: 'ok' });
  const ready = await request.get('/api/ready');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: 'ready', config: true, upstream: true, store: { kind: 'memory', up: true }, draining: false });
});

/** A port nothing listens on now (the OS picks it), for a server of the test's own. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

test('SIGTERM stops new connections, finishes the request in flight, and exits 0', async ({ request }) => {
  test.setTimeout(60_000);
  const port = await freePort(); // not a fixed one: it could be the suite's own app (E2E_APP_PORT) or another checkout's
  const server = spawn('node_modules/.bin/next', ['start', '-p', String(port)], {
    env: { ...process.env, ...devEnv(STUB_PORT), PORTAL_DEMO: '1', NEXT_MANUAL_SIG_HANDLE: 'true', LOG_LEVEL: 'warn', PORT: String(port) },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  await expect.poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, { timeout: 30_000 }).toBe(200);

  await stub.fault(request, { path: 'login/index', delayMs: 2500 });
  const inFlight = fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: 'operator', password: '123456' }),
  });
  let answered = false;
  void inFlight.finally(() => (answered = true)).catch(() => {});
  await new Promise((r) => setTimeout(r, 500));
  server.kill('SIGTERM');
  // No new connections, once the signal is handled (a moment later on a busy machine). Each try
  // opens a connection of its own: fetch's pool would reuse a kept-alive one.
  const connect = () =>
    new Promise<string>((resolve) => {
      get(`${base}/api/health`, { agent: false }, (res) => {
        res.resume();
        resolve(`answered ${res.statusCode}`);
      }).on('error', () => resolve('refused'));
    });
  await expect.poll(connect, { timeout: 3000, intervals: [100] }).toBe('refused');
  expect(answered, 'new connections refused while the request in flight still runs').toBe(false);
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect((await answer.json()).code).toBe(20000);
  expect(await exited).toBe(0);
});
