#!/usr/bin/env node
// `npm run test:store-outage` (issue 40): the portal when its Redis goes away and comes back.
// Builds once (when .next is missing), starts a redis-server with an append-only file in a temp
// dir, the stub upstream and the portal (`npm start`, REDIS_URL), all on free ports, then:
//   1. signs in and calls;
//   2. kills Redis: every BFF call, a page and sign-in answer 503 with Retry-After within 2.5 s,
//      never 500, for about 10 s; readiness and liveness stay 200 (the pod stays in the
//      Service), the metrics port's /status says the store is down;
//   3. starts Redis again on its AOF: the same session works;
//   4. logs out a session whose cookie was saved: refused;
//   5. stops Redis, deletes its data, starts it empty: the saved logged-out cookie is refused,
//      the live session is signed out, and signing in works again.
// Prints the 503 latencies; exits non-zero on the first failure (logs kept).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild, stopChildren } from './children.mjs';
import { devEnv } from './dev-env.mjs';
import { freePort, redisServerPath, startRedis } from './redis.mjs';

const TIMEOUT_MS = 2 * 60_000;
const OUTAGE_POLL_MS = 10_000;
const LIMIT_MS = 2500;

if (!redisServerPath()) {
  console.error('test:store-outage needs redis-server (the Debian package): apt-get install -y redis-server');
  process.exit(1);
}
const began = Date.now();
const seconds = () => `${((Date.now() - began) / 1000).toFixed(1)} s`;
const [stubPort, appPort, redisPort, metricsPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
const env = { ...process.env, ...devEnv(stubPort), PORTAL_DEMO: '1', LOG_LEVEL: 'warn' };

if (!existsSync('.next/BUILD_ID')) {
  console.log('== next build');
  const build = spawnSync('node_modules/.bin/next', ['build'], { stdio: 'inherit', env, timeout: 10 * 60_000 });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const tmp = mkdtempSync(join(tmpdir(), 'portal-outage-'));
const data = join(tmp, 'redis'); // the AOF dir, kept across restarts
const children = [];
let redis;
let stopping = false;

const start = (...args) => startChild(children, { dir: tmp, env }, ...args);

async function finish(code, why) {
  if (stopping) return;
  stopping = true;
  await stopChildren(children);
  await redis?.stop();
  if (code === 0) rmSync(tmp, { recursive: true, force: true });
  else console.error(`   logs kept in ${tmp}`);
  console.log(`test:store-outage ${code === 0 ? 'passed' : `FAILED (${why})`} in ${seconds()}`);
  process.exit(code);
}
process.on('SIGINT', () => finish(130, 'interrupted'));
process.on('SIGTERM', () => finish(143, 'terminated'));
setTimeout(() => finish(1, `timed out after ${TIMEOUT_MS / 1000} s`), TIMEOUT_MS).unref();

const base = `http://127.0.0.1:${appPort}`;
const sameSite = { origin: base, 'content-type': 'application/json' };

/** One request: status, headers, body text and how long it took (ms). */
async function ask(path, { method = 'GET', cookie, body, headers = {} } = {}) {
  const started = performance.now();
  const res = await fetch(base + path, {
    method,
    redirect: 'manual',
    headers: { ...(body !== undefined && sameSite), ...(cookie && { cookie }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, ms: performance.now() - started };
}

const check = (ok, what) => {
  if (!ok) throw new Error(what);
};

async function signIn(username) {
  const res = await ask('/api/auth/login', { method: 'POST', body: { username, password: '123456' } });
  check(res.status === 200 && JSON.parse(res.text).code === 20000, `sign-in of ${username}: ${res.status} ${res.text.slice(0, 120)}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('portal_session='));
  check(cookie, 'sign-in set no session cookie');
  return cookie;
}

/** The metrics port's /status: the instance's view of its dependencies (the store among them). */
const dependencies = async () => (await fetch(`http://127.0.0.1:${metricsPort}/status`, { signal: AbortSignal.timeout(10_000) })).json();
const sessionStatus = async (cookie) => (await ask('/api/session', { cookie })).status;
const call = (cookie) => ask('/api/call/notice/unread', { method: 'POST', cookie, body: {} });

async function waitUntil(what, test, ms = 60_000) {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 250))) {
    for (const child of children) check(child.exitCode === null, `${child.name} exited; see ${tmp}/${child.name}.log`);
    if (await test().catch(() => false)) return;
  }
  throw new Error(`${what}: not within ${ms / 1000} s`);
}

try {
  redis = await startRedis({ port: redisPort, dir: data });
  start('stub', 'node_modules/.bin/tsx', ['tests/upstream-stub/main.ts'], { PORT: String(stubPort), STUB_CONTROL: '1' });
  await waitUntil('the stub', async () => (await fetch(`http://127.0.0.1:${stubPort}/__stub/requests`)).ok);
  start('portal', 'npm', ['start'], { PORT: String(appPort), METRICS_PORT: String(metricsPort), NODE_ENV: 'production', REDIS_URL: redis.url });
  await waitUntil('the portal ready', async () => (await ask('/api/ready')).status === 200);
  console.log(`== up in ${seconds()}: portal :${appPort}, stub :${stubPort}, redis :${redisPort} (AOF in ${data})`);

  // 1. Signed in, calling.
  const live = await signIn('operator');
  const saved = await signIn('novip'); // logged out in step 4; its cookie kept
  check((await sessionStatus(live)) === 200, 'session before the outage');
  check((await call(live)).status === 200, 'call before the outage');
  check((await ask('/home', { cookie: live })).status === 200, 'page before the outage');
  console.log('1. signed in; calls and pages answer 200');

  // 2. Redis killed mid-session.
  await redis.kill();
  const probes = {
    call: () => call(live),
    session: () => ask('/api/session', { cookie: live }),
    page: () => ask('/home', { cookie: `${live}; NEXT_LOCALE=en-US` }), // the 503 page in English
    'sign-in': () => ask('/api/auth/login', { method: 'POST', body: { username: 'operator', password: '123456' } }),
  };
  const slowest = Object.fromEntries(Object.keys(probes).map((name) => [name, 0]));
  let rounds = 0;
  for (const until = Date.now() + OUTAGE_POLL_MS; Date.now() < until; rounds++) {
    const answers = await Promise.all(Object.entries(probes).map(async ([name, probe]) => [name, await probe()]));
    for (const [name, res] of answers) {
      check(res.status === 503, `${name} during the outage answered ${res.status}, not 503`);
      check(Number(res.headers.get('retry-after')) > 0, `${name} during the outage: no Retry-After`);
      check(res.ms < LIMIT_MS, `${name} during the outage took ${Math.round(res.ms)} ms`);
      slowest[name] = Math.max(slowest[name], res.ms);
    }
    const page = answers.find(([name]) => name === 'page')[1];
    check(/http-equiv="refresh"/.test(page.text) && /briefly unavailable/.test(page.text), 'the 503 page does not retry by itself in English');
    await new Promise((r) => setTimeout(r, 300));
  }
  // The pod stays in the Service (readiness is its own), and dashboards see the store down.
  check((await ask('/api/ready')).status === 200, 'readiness during the outage (must stay 200: the store is not the instance)');
  check((await ask('/api/health')).status === 200, 'liveness during the outage');
  const status = await dependencies();
  check(status.status === 'degraded' && status.store.up === false, `the metrics port's /status during the outage: ${JSON.stringify(status)}`);
  const latencies = Object.entries(slowest).map(([name, ms]) => `${name} ${Math.round(ms)} ms`).join(', ');
  console.log(`2. Redis killed: ${rounds} rounds in ${OUTAGE_POLL_MS / 1000} s, all 503 with Retry-After; slowest: ${latencies}; ready 200, health 200, /status degraded`);

  // 3. Redis back with its data (AOF): the same session works.
  redis = await startRedis({ port: redisPort, dir: data });
  const back = Date.now();
  await waitUntil('the same session after Redis restarted with its data', async () => (await sessionStatus(live)) === 200, 15_000);
  check((await call(live)).status === 200, 'call after the restart');
  check((await ask('/home', { cookie: live })).status === 200, 'page after the restart');
  console.log(`3. Redis restarted on its AOF: the same session works again after ${((Date.now() - back) / 1000).toFixed(1)} s`);

  // 4. A session logged out; its cookie saved.
  check((await ask('/api/auth/logout', { method: 'POST', cookie: saved, body: {} })).status === 200, 'logout');
  check((await sessionStatus(saved)) === 401, 'the saved cookie after logout');
  console.log('4. logged out: the saved cookie is refused (401)');

  // 5. Redis loses its data.
  await redis.stop();
  rmSync(data, { recursive: true, force: true });
  redis = await startRedis({ port: redisPort, dir: data });
  await waitUntil('the portal back on the empty Redis', async () => (await dependencies()).store.up, 15_000);
  check((await sessionStatus(saved)) === 401, 'the saved logged-out cookie after the data loss');
  const page = await ask('/home', { cookie: saved });
  check(page.status === 307 && /\/login\?next=/.test(page.headers.get('location') ?? ''), `a page with the saved cookie: ${page.status}`);
  check((await sessionStatus(live)) === 401, 'the live session after the data loss');
  check((await call(live)).status === 401, 'a call of the live session after the data loss');
  const again = await signIn('operator');
  check((await sessionStatus(again)) === 200, 'a new sign-in after the data loss');
  console.log('5. Redis restarted empty: the saved logged-out cookie and the live session are refused; signing in works');
  await finish(0);
} catch (error) {
  console.error(`test:store-outage: ${error.message}`);
  await finish(1, error.message);
}
