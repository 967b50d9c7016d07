#!/usr/bin/env node
// npm run smoke:standalone – proves what the container image runs, without Docker: the
// portal's server entry in the standalone output (built as the Dockerfile does) on Node 22,
// against the stub upstream.
// Node 22 comes from the npm package node-<platform>-<arch>@22, cached outside the repo.
//   SMOKE_SKIP_BUILD=1   reuse an existing .next/standalone instead of running next build
//   SMOKE_APP_PORT (3300), SMOKE_STUB_PORT (4013), SMOKE_METRICS_PORT (app + 6000)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { constants, homedir } from 'node:os';
import { join } from 'node:path';
import { devEnv } from './dev-env.mjs';
import { checkNoStubControl } from './no-stub-control.mjs';
import { SERVER_ENTRY } from './standalone.mjs';

// Exit code accepted after SIGTERM: the server entry's drain exits 0.
const ACCEPTED_EXIT_CODES = [0];
const STUB_PORT = Number(process.env.SMOKE_STUB_PORT || 4013);
const APP_PORT = Number(process.env.SMOKE_APP_PORT || 3300);
const APP = `http://127.0.0.1:${APP_PORT}`;
const METRICS_PORT = Number(process.env.SMOKE_METRICS_PORT || APP_PORT + 6000);
const NODE_PKG = `node-${process.platform}-${process.arch}@22`;
const CACHE = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'portal-smoke', 'node-22');
const NODE22 = join(CACHE, 'node');

const started = performance.now();
const children = [];
let passed = 0;
let failed = 0;
const secs = (t0) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
const tail = (text, n = 30) => text.trimEnd().split('\n').slice(-n).map((l) => `    | ${l}`).join('\n');

function finish() {
  console.log(`smoke: ${passed} passed, ${failed} failed (${secs(started)})`);
  process.exit(failed ? 1 : 0); // the 'exit' handler kills the children
}
process.on('exit', () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) try { process.kill(-c.pid, 'SIGKILL'); } catch {}
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** Runs one step, prints ✓/✗ with its time; a fatal step's failure ends the run. */
async function step(name, fn, fatal = false) {
  const t0 = performance.now();
  try {
    const note = await fn();
    passed++;
    console.log(`✓ ${name}${note ? ` – ${note}` : ''} (${secs(t0)})`);
    return true;
  } catch (error) {
    failed++;
    console.log(`✗ ${name}: ${error.message} (${secs(t0)})`);
    if (fatal) finish();
    return false;
  }
}

/** Runs a command to completion; throws with the end of its output when it fails. */
function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 256 << 20, ...options });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.error?.message ?? r.status})\n${tail(r.stdout + r.stderr)}`);
  return r.stdout;
}

/** Starts a long-running child in its own process group, keeping its output for failures. */
function start(cmd, args, env) {
  const child = spawn(cmd, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.output = '';
  const keep = (chunk) => (child.output = (child.output + chunk).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? 128 + constants.signals[signal])));
  children.push(child);
  return child;
}

const answers = (url) => fetch(url, { signal: AbortSignal.timeout(2000) }).then(() => true, () => false);
async function waitFor(url, child, what) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited (${child.exitCode ?? child.signalCode})\n${tail(child.output)}`);
    if (await answers(url)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer ${url} within 60 s\n${tail(child.output)}`);
}

// a. Node 22, as in the image (node:22-bookworm-slim).
await step(`node 22 binary (${NODE_PKG})`, () => {
  let how = `cached in ${CACHE}`;
  if (!existsSync(NODE22)) {
    mkdirSync(CACHE, { recursive: true });
    const [{ filename }] = JSON.parse(run('npm', ['pack', NODE_PKG, '--pack-destination', CACHE, '--json'], { cwd: CACHE }));
    const tgz = join(CACHE, filename);
    run('tar', ['-xzf', tgz, '-C', CACHE, 'package/bin/node']);
    renameSync(join(CACHE, 'package/bin/node'), NODE22); // only a complete binary gets the name
    rmSync(join(CACHE, 'package'), { recursive: true, force: true });
    rmSync(tgz, { force: true });
    how = `downloaded to ${CACHE}`;
  }
  const version = run(NODE22, ['--version']).trim();
  if (!version.startsWith('v22.')) throw new Error(`${NODE22} is ${version}`);
  return `${version}, ${how}`;
}, true);

// b. The build stage and the runner's COPY lines of the Dockerfile.
const skipBuild = process.env.SMOKE_SKIP_BUILD === '1' && existsSync(SERVER_ENTRY);
await step(skipBuild ? 'standalone assembled (build skipped: SMOKE_SKIP_BUILD=1)' : 'next build on node 22, standalone assembled', () => {
  // No portal configuration in the build's environment: the image is built without secrets.
  const buildEnv = { PATH: process.env.PATH, HOME: homedir(), NEXT_TELEMETRY_DISABLED: '1' };
  if (!skipBuild) run(NODE22, ['node_modules/next/dist/bin/next', 'build'], { env: buildEnv });
  run(NODE22, ['scripts/build-server.mjs'], { env: buildEnv }); // the entry, and the static assets beside it
}, true);

// c. The stub upstream, and the server as the image's CMD runs it (a clean environment).
const base = { PATH: process.env.PATH, HOME: homedir(), ...devEnv(STUB_PORT) };
let server;
await step(`stub on :${STUB_PORT} and standalone server on :${APP_PORT} up`, async () => {
  for (const port of [STUB_PORT, APP_PORT]) if (await answers(`http://127.0.0.1:${port}/`)) throw new Error(`port ${port} is already in use`);
  const stub = start('node_modules/.bin/tsx', ['tests/upstream-stub/main.ts'], { ...base, PORT: String(STUB_PORT) });
  server = start(NODE22, [SERVER_ENTRY], {
    ...base, PORTAL_DEMO: '1', NODE_ENV: 'production', PORT: String(APP_PORT), HOSTNAME: '127.0.0.1', METRICS_PORT: String(METRICS_PORT),
    NODE_OPTIONS: '--max-old-space-size=384', // as the image sets it
  });
  await waitFor(`http://127.0.0.1:${STUB_PORT}/`, stub, 'the stub');
  await waitFor(`${APP}/api/health`, server, 'the server');
}, true);

// d. What the probes and a user see.
const get = (path, headers = {}) => fetch(APP + path, { headers, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
const expectStatus = async (res, status) => {
  if (res.status !== status) throw new Error(`HTTP ${res.status}, expected ${status}: ${(await res.text()).slice(0, 200)}`);
  return res;
};
await step('GET /api/health → 200', async () => JSON.stringify(await (await expectStatus(await get('/api/health'), 200)).json()));
await step('GET /api/ready → 200', async () => JSON.stringify(await (await expectStatus(await get('/api/ready'), 200)).json()));
let cookie = '';
await step('POST /api/auth/login → code 20000 and a portal_session cookie', async () => {
  const res = await fetch(`${APP}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: APP },
    body: JSON.stringify({ username: 'operator', password: '123456' }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = await (await expectStatus(res, 200)).json();
  if (body.code !== 20000) throw new Error(`code ${body.code}: ${body.msg}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (!cookies.some((c) => c.startsWith('portal_session='))) throw new Error(`no portal_session in ${cookies.join(', ')}`);
  cookie = cookies.join('; ');
});
await step('GET /home with the session → 200, the portal shell', async () => {
  const html = await (await expectStatus(await get('/home', { cookie }), 200)).text();
  if (!html.includes('data-testid="portal-shell"')) throw new Error('no data-testid="portal-shell" in the page');
});
await step('POST /api/call/notice/unread → code 20000, answered by the direct path with the security headers', async () => {
  const res = await fetch(`${APP}/api/call/notice/unread`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: APP, cookie },
    body: '{}',
    signal: AbortSignal.timeout(10_000),
  });
  const body = await (await expectStatus(res, 200)).json();
  if (body.code !== 20000) throw new Error(`code ${body.code}: ${body.msg}`);
  // Next adds its router's names to Vary; the direct path (lib/session/direct.ts) does not.
  if (res.headers.get('vary') !== 'Accept-Encoding') throw new Error(`vary: ${res.headers.get('vary')} (not the direct path)`);
  if (res.headers.get('x-content-type-options') !== 'nosniff') throw new Error('no X-Content-Type-Options');
});
await step('GET /login → 200', async () => void (await expectStatus(await get('/login'), 200)));
await step("the stub's control API: every route → 404 on the portal, none in the image", () => checkNoStubControl(APP, SERVER_ENTRY, cookie));
await step(`GET /metrics on :${METRICS_PORT} → Prometheus text; on the public port → 404`, async () => {
  const text = await (await expectStatus(await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`, { signal: AbortSignal.timeout(10_000) }), 200)).text();
  for (const name of ['http_server_request_duration_seconds_count{route="/api/health"', 'portal_upstream_request_duration_seconds_count{path="notice/unread"', 'process_resident_memory_bytes']) {
    if (!text.includes(name)) throw new Error(`no ${name} in /metrics`);
  }
  await expectStatus(await get('/metrics'), 404);
});

// e. Shutdown as Kubernetes does it (the app drains up to 10 s; the grace period is 20 s).
await step(`SIGTERM → server exits with one of ${ACCEPTED_EXIT_CODES.join('/')}`, async () => {
  server.kill('SIGTERM');
  const timeout = new Promise((resolve) => setTimeout(resolve, 15_000, 'still running after 15 s'));
  const code = await Promise.race([server.exited, timeout]);
  if (!ACCEPTED_EXIT_CODES.includes(code)) throw new Error(`exit code ${code}\n${tail(server.output, 10)}`);
  return `exit code ${code}`;
});

finish();
