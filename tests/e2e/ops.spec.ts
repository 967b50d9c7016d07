import { spawn } from 'node:child_process';
import { createServer as createHttpServer, get } from 'node:http';
import { devEnv } from '../../scripts/dev-env.mjs';
import { freePort } from '../../scripts/redis.mjs';
import { SERVER_ENTRY } from '../../scripts/standalone.mjs';
import { STUB_PORT } from '../../playwright.config';
import { expect, lane, login, signedIn, stub, test } from './helpers';

// Operations and hardening: security headers and CSP, body limits, login rate limits,
// health and readiness, the peer header, metrics, traces, and a graceful SIGTERM – all through
// the portal's own server entry (server/main.ts), as production runs it.

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

test('health answers; ready is the instance\'s own; the dependencies are on the metrics port', async ({ request }) => {
  expect(await (await request.get('/api/health')).json()).toEqual({ status: 'ok' });
  const ready = await request.get('/api/ready');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready', config: true, draining: false });
  const status = await (await fetch(lane().metricsUrl.replace(/\/metrics$/, '/status'))).json();
  expect(status).toEqual({ status: 'ok', draining: false, upstream: true, store: { kind: 'memory', up: true } });
  expect(await (await fetch(lane().metricsUrl)).text()).toMatch(/^portal_dependency_up\{dependency="upstream"\} 1$/m);
  // Never on the public port: there it is a page path like any other (the guard sends a stranger to sign in).
  expect((await request.get('/status', { maxRedirects: 0 })).headers()['content-type'] ?? '').not.toContain('application/json');
});

test('an upstream that does not answer keeps the instance ready: dashboards see it, the probe does not', async () => {
  const portal = await ownPortal({ UPSTREAM_URL: `http://127.0.0.1:${await freePort()}` });
  try {
    expect((await fetch(`${portal.base}/api/ready`)).status).toBe(200);
    expect(await (await fetch(`${portal.metrics}/status`)).json()).toMatchObject({ status: 'degraded', upstream: false, store: { up: true } });
    const text = await (await fetch(`${portal.metrics}/metrics`)).text();
    expect(text).toMatch(/^portal_dependency_up\{dependency="upstream"\} 0$/m);
    expect(text).toMatch(/^portal_dependency_up\{dependency="store"\} 1$/m);
  } finally {
    portal.server.kill('SIGTERM');
    await portal.exited;
  }
});

/** A portal of the test's own (the server entry of the suite's build) on free ports. */
async function ownPortal(env: Record<string, string> = {}) {
  const port = await freePort(); // not a fixed one: it could be the suite's own app (E2E_APP_PORT) or another checkout's
  const metricsPort = await freePort();
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, ...devEnv(STUB_PORT), PORTAL_DEMO: '1', LOG_LEVEL: 'warn', PORT: String(port), METRICS_PORT: String(metricsPort), HOSTNAME: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  server.stdout!.on('data', (chunk) => (output = (output + chunk).slice(-200_000)));
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  await expect.poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, { timeout: 30_000 }).toBe(200);
  return { base, metrics: `http://127.0.0.1:${metricsPort}`, server, exited, output: () => output };
}

/** Signs in as operator on `base`; the session cookie. */
async function signInAt(base: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: 'operator', password: '123456' }),
  });
  expect((await res.json()).code).toBe(20000);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

test('the peer header cannot be spoofed: the server overwrites it with the socket address', async ({ request }) => {
  // Loopback is a trusted proxy in the suite, so X-Forwarded-For names the client. A client that
  // claims an untrusted peer would, if believed, have its X-Forwarded-For ignored and its
  // failures counted against the claimed address instead.
  const attempt = (i: number, spoof: boolean) =>
    request.post('/api/auth/login', {
      data: { username: `peer-spoof-${i}`, password: 'wrong' },
      headers: { 'x-forwarded-for': '203.0.113.77', ...(spoof && { 'x-portal-peer': `192.0.2.${i + 1}` }) },
    });
  for (let i = 0; i < 30; i++) expect((await attempt(i, true)).status()).toBe(200);
  expect((await attempt(99, false)).status()).toBe(429);
});

test('metrics: on METRICS_PORT only, by route template, upstream call and process', async ({ page, request }) => {
  await signedIn(page);
  const call = () => page.evaluate(() => fetch('/api/call/notice/unread', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then((r) => r.status));
  for (let i = 0; i < 3; i++) expect(await call()).toBe(200);
  for (let i = 0; i < 3; i++) await request.get('/api/health');
  await request.get('/wp-admin/setup.php?x=1');
  const text = await (await fetch(lane().metricsUrl)).text();
  const count = (labels: string) => Number(new RegExp(`^http_server_request_duration_seconds_count\\{${labels}\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  expect(count('route="/api/health",method="GET",status="200"')).toBeGreaterThanOrEqual(3);
  expect(count('route="/api/call/notice/unread",method="POST",status="200"')).toBeGreaterThanOrEqual(3);
  expect(count('route="/home",method="GET",status="200"')).toBeGreaterThanOrEqual(1);
  expect(text).toMatch(/^http_server_request_duration_seconds_count\{route="other",method="GET",status="404"\} \d+/m);
  expect(text).not.toContain('wp-admin');
  expect(text).toMatch(/^portal_upstream_request_duration_seconds_count\{path="notice\/unread",outcome="ok"\} [1-9]/m);
  expect(text).toMatch(/^portal_upstream_codes_total\{path="notice\/unread",code="20000"\} [1-9]/m);
  for (const name of ['process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes']) expect(text).toContain(name);
  // Never on the public port.
  expect((await request.get('/metrics')).status()).toBe(404);
});

test('traces: a span per BFF request and a child per upstream call, continuing the caller\'s traceparent', async () => {
  test.slow();
  type Span = { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes: { key: string; value: Record<string, unknown> }[] };
  const spans: Span[] = [];
  const bodies: string[] = [];
  // A tiny OTLP/HTTP receiver: the exporter posts JSON to /v1/traces.
  const receiver = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') {
        bodies.push(body);
        for (const rs of JSON.parse(body).resourceSpans ?? []) for (const ss of rs.scopeSpans ?? []) spans.push(...ss.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const receiverPort = await freePort();
  await new Promise<void>((resolve) => receiver.listen(receiverPort, '127.0.0.1', resolve));
  const portal = await ownPortal({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}`, OTEL_BSP_SCHEDULE_DELAY: '200', LOG_LEVEL: 'info' });
  try {
    const cookie = await signInAt(portal.base);
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpan = '00f067aa0ba902b7';
    const res = await fetch(`${portal.base}/api/call/notice/unread`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: portal.base, cookie, traceparent: `00-${traceId}-${callerSpan}-01` },
      body: '{}',
    });
    expect((await res.json()).code).toBe(20000);
    const hex = (id: string) => (/^[0-9a-f]+$/.test(id) ? id : Buffer.from(id, 'base64').toString('hex'));
    const ofTrace = () => spans.filter((s) => hex(s.traceId) === traceId);
    await expect.poll(() => ofTrace().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    const bff = ofTrace().find((s) => s.name === 'POST /api/call/notice/unread')!;
    const upstream = ofTrace().find((s) => s.name === 'upstream notice/unread')!;
    expect(bff).toBeTruthy();
    expect(upstream).toBeTruthy();
    expect(hex(bff.parentSpanId!)).toBe(callerSpan); // the caller's trace continued
    expect(hex(upstream.parentSpanId!)).toBe(hex(bff.spanId)); // the upstream call is the BFF span's child
    const attr = (s: Span, key: string) => Object.values(s.attributes.find((a) => a.key === key)?.value ?? {})[0];
    expect(attr(upstream, 'portal.upstream.outcome')).toBe('ok');
    expect(attr(upstream, 'portal.upstream.path')).toBe('notice/unread');
    expect(String(attr(bff, 'http.response.status_code'))).toBe('200');
    // The sign-in was traced too, and no span carries a name, a password, a token or a cookie.
    const all = bodies.join('\n');
    for (const secret of ['operator', '123456', 'portal_session', cookie.split('=')[1].slice(0, 24)]) expect(all).not.toContain(secret);
    // The request's log line carries its trace id.
    await expect.poll(() => portal.output().includes(`"traceId":"${traceId}"`), { timeout: 5000 }).toBe(true);
  } finally {
    portal.server.kill('SIGTERM');
    await portal.exited;
    receiver.close();
  }
});

test('SIGTERM stops new connections, finishes the request in flight, and exits 0', async ({  }) => {
  test.setTimeout(test.info().timeout * 2);
  const { base, server, exited } = await ownPortal();

  await stub.fault({ path: 'login/index', delayMs: 2500 });
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

test('a bad configuration: every problem of the app and the entry listed at once, exit 1, no port opened', async () => {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    PORT: String(port),
    METRICS_PORT: String(metricsPort),
    UPSTREAM_URL: 'ftp://x',
    UPSTREAM_AES_KEY: 'change-me-16byte', // .env.example's placeholders
    UPSTREAM_AES_IV: 'change-me-16-iv!',
    LOG_LEVEL: 'verbose',
    LOGIN_LIMIT_PER_IP: 'lots',
    KEEP_ALIVE_TIMEOUT: 'long',
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_CLUSTER_NODES: '127.0.0.1:7000', // and SESSION_SECRET missing: the conflict is still reported
  };
  const server = spawn(process.execPath, [SERVER_ENTRY], { env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let [stdout, stderr] = ['', ''];
  server.stdout!.on('data', (chunk) => (stdout += chunk));
  server.stderr!.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => server.on('exit', resolve));
  expect(code).toBe(1);
  expect(stdout).toContain('"msg":"invalid configuration"');
  expect(stdout).not.toContain('portal listening'); // stopped before any port opened
  const named = [...stderr.matchAll(/^ {2}- ([A-Z_]+):/gm)].map((m) => m[1]);
  expect(named.sort()).toEqual(['KEEP_ALIVE_TIMEOUT', 'LOGIN_LIMIT_PER_IP', 'LOG_LEVEL', 'REDIS_URL', 'SESSION_SECRET', 'UPSTREAM_AES_IV', 'UPSTREAM_AES_KEY', 'UPSTREAM_URL']);
});
