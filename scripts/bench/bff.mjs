#!/usr/bin/env node
// npm run bench:bff – what the BFF's forward costs (issue 15, budget 1). Needs `npm run build`
// first. Starts the stub, a near-free upstream in this process (it answers POST /notice/unread
// at once with the stub's own answer, read once, and relays every other request to the stub, so
// that signing in works as usual) and the portal's server entry (.next/standalone/portal-server.js)
// with the e2e's environment (scripts/dev-env.mjs,
// PORTAL_DEMO) in production mode, logging at LOG_LEVEL (info, as in production; to /dev/null).
// It signs in once as operator, then on loopback:
//   1. throughput at BENCH_CONNECTIONS (64) of POST /api/call/notice/unread (forwarded: the session
//      cookie, the Origin the cross-site check wants, a JSON body) against GET /api/health, in
//      alternating runs of BENCH_RUN_S (5) s, BENCH_RUNS (3) of each; the ratio of the means
//      (budget ≥ 1.3: the forward skips Next's routing, /api/health does not) and of each pair;
//   2. median latency at 1 connection (BENCH_SERIAL_N (2000) requests, after 200 warm-ups) of the
//      upstream alone (the same multipart form the portal sends, straight to the upstream), of
//      the forward, and of /api/health; the forward's added median over the upstream's own
//      (budget ≤ 1 ms).
// Exits 1 on a missed budget only with BENCH_STRICT=1. The load is the hand-written undici loop
// of bench:load: one keep-alive connection per client, one request at a time each.
// Env: BENCH_APP_PORT (3204), BENCH_STUB_PORT (4024), BENCH_UPSTREAM_PORT (4025), BENCH_PROFILE=dir
// (the server runs with --cpu-prof into that directory; written at its exit), BENCH_ONLY=forward|health
// (one run of that side alone, e.g. to profile it), BENCH_TRACING=1 (traces exported over OTLP/HTTP to
// a sink in a process of its own on BENCH_SINK_PORT (BENCH_UPSTREAM_PORT + 1), which drops them;
// metrics are always on, on BENCH_APP_PORT + 6000).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { Pool } from 'undici';
import { devEnv } from '../dev-env.mjs';
import { SERVER_ENTRY } from '../standalone.mjs';
import { processTree, signIn, waitFor } from './portal.mjs';

const APP = Number(process.env.BENCH_APP_PORT || 3204);
const STUB = Number(process.env.BENCH_STUB_PORT || 4024);
const UPSTREAM = Number(process.env.BENCH_UPSTREAM_PORT || 4025);
const SINK = Number(process.env.BENCH_SINK_PORT || UPSTREAM + 1);
const TRACING = process.env.BENCH_TRACING === '1';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 64);
const RUN_S = Number(process.env.BENCH_RUN_S || 5);
const RUNS = Number(process.env.BENCH_RUNS || 3);
const SERIAL_N = Number(process.env.BENCH_SERIAL_N || 2000);
const STRICT = process.env.BENCH_STRICT === '1';
const PROFILE = process.env.BENCH_PROFILE;
const ONLY = process.env.BENCH_ONLY; // 'forward' or 'health': one run of that side only (for profiles)
const BUDGET_RATIO = 1.3;
const BUDGET_ADDED_MS = 1;
const base = `http://127.0.0.1:${APP}`;
const FORWARDED = 'notice/unread';

if (!existsSync(SERVER_ENTRY)) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

// The OTLP sink (BENCH_TRACING=1): accepts every POST /v1/traces and drops it.
if (process.argv[2] === '--sink') {
  let spans = 0;
  createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      spans += (Buffer.concat(chunks).toString().match(/"spanId"/g) ?? []).length;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  }).listen(SINK, '127.0.0.1');
  process.on('SIGTERM', () => (console.log(`otlp sink: ${spans} spans received`), process.exit(0)));
}

// The near-free upstream, in a process of its own (so the load loop does not slow it down):
// notice/unread answered from memory, everything else relayed to the stub.
if (process.argv[2] === '--upstream') {
  let unreadAnswer; // the stub's answer body, kept from the first relayed notice/unread
  const relay = async (req, res, body) => {
    const headers = { ...req.headers };
    for (const hop of ['host', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']) delete headers[hop];
    const answer = await fetch(`http://127.0.0.1:${STUB}${req.url}`, { method: req.method, headers, body: body.length ? body : undefined });
    const data = Buffer.from(await answer.arrayBuffer());
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream', 'content-length': data.length });
    res.end(data);
    return data;
  };
  const upstream = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.url === `/${FORWARDED}` && req.method === 'POST' && unreadAnswer) {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': unreadAnswer.length });
        return res.end(unreadAnswer);
      }
      relay(req, res, body).then(
        (data) => req.url === `/${FORWARDED}` && (unreadAnswer = data),
        (error) => (console.error(`bench:bff upstream: ${error.message}`), res.destroy()),
      );
    });
  });
  upstream.keepAliveTimeout = 30_000;
  let sockets = 0;
  upstream.on('connection', () => sockets++);
  if (process.env.BENCH_DEBUG) setInterval(() => console.error(`upstream: ${sockets} connections so far`), 2000).unref();
  upstream.listen(UPSTREAM, '127.0.0.1');
  process.on('SIGTERM', () => process.exit(0));
}

const env = { ...process.env, ...devEnv(UPSTREAM), PORTAL_DEMO: '1', NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' };
const stubEnv = { ...process.env, ...devEnv(STUB), PORTAL_DEMO: '1', PORT: String(STUB), LOG_LEVEL: 'warn' };
const profileFlags = PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${resolve(PROFILE)}`] : []; // not allowed in NODE_OPTIONS
const children = [];
const stopAll = async (code) => {
  const exits = children.filter((c) => c.exitCode === null).map((c) => new Promise((r) => (c.once('exit', r), c.kill('SIGTERM'))));
  await Promise.race([Promise.all(exits), new Promise((r) => setTimeout(r, 15_000))]);
  process.exit(code);
};

/** CPU time (ms, user + system) of a process and its descendants so far (Linux /proc). */
function cpuOf(pid) {
  let ticks = 0;
  for (const p of processTree(pid)) {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {}
  }
  return ticks * 10; // USER_HZ 100
}
let serverPid;

/** `connections` clients for `seconds` on one request; requests, req/s, errors. */
async function load({ origin = base, connections, seconds, request, ok }) {
  const pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 30_000 });
  let requests = 0;
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      try {
        const res = await pool.request(request);
        if (!ok(res.statusCode, await res.body.text())) errors++;
      } catch {
        errors++;
      }
      requests++;
    }
  };
  const started = performance.now();
  const cpu0 = cpuOf(serverPid);
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  const cpuMs = (cpuOf(serverPid) - cpu0) / requests; // the server's CPU per request: what load elsewhere hardly moves
  await pool.close();
  return { requests, rps: requests / elapsed, errors, cpuMs };
}

/** Median and p90 latency (ms) of `n` requests one at a time on one keep-alive connection. */
async function serial({ origin = base, n, request, ok }) {
  const pool = new Pool(origin, { connections: 1, pipelining: 1, keepAliveTimeout: 30_000 });
  const times = [];
  let errors = 0;
  for (let i = 0; i < n + 200; i++) {
    const t0 = performance.now();
    const res = await pool.request(request);
    if (!ok(res.statusCode, await res.body.text())) errors++;
    if (i >= 200) times.push(performance.now() - t0);
  }
  await pool.close();
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)], p90: times[Math.floor(times.length * 0.9)], errors };
}

async function main() {
process.on('SIGINT', () => stopAll(130));
setTimeout(() => (console.error('bench:bff: timed out'), stopAll(1)), (2 * RUNS * RUN_S + 240) * 1000).unref();
try {
  children.push(spawn(process.execPath, [import.meta.filename, '--upstream'], { env: process.env, stdio: 'inherit' }));
  if (TRACING) children.push(spawn(process.execPath, [import.meta.filename, '--sink'], { env: process.env, stdio: 'inherit' }));
  children.push(spawn('node_modules/.bin/tsx', ['tests/upstream-stub/main.ts'], { env: stubEnv, stdio: 'ignore' }));
  const app = spawn(process.execPath, [...profileFlags, SERVER_ENTRY], {
    env: {
      ...env,
      PORT: String(APP),
      HOSTNAME: '',
      METRICS_PORT: String(APP + 6000),
      ...(TRACING && { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${SINK}` }),
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=384`.trim(),
    },
    stdio: 'ignore',
  });
  children.push(app);
  serverPid = app.pid;
  await waitFor(`http://127.0.0.1:${STUB}/`);
  await waitFor(`http://127.0.0.1:${UPSTREAM}/`);
  await waitFor(`${base}/api/health`);
  const cookie = await signIn(base);
  if (!cookie.includes('portal_session=')) throw new Error('sign-in failed');

  const call = { path: `/api/call/${FORWARDED}`, method: 'POST', headers: { cookie, origin: base, 'content-type': 'application/json' }, body: '{}' };
  const callOk = (status, text) => status === 200 && text.includes('"code":20000');
  const health = { path: '/api/health', method: 'GET' };
  const healthOk = (status) => status === 200;
  // The upstream alone: a form like the portal's (same fields and sizes; the stub's key is not
  // needed since the near-free upstream does not decrypt).
  const boundary = '----portal0123456789abcdef01234567';
  const field = (name, value) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const form = ['dvId', 'r', 'lac', 'iv', 'udata', 'csrf'].map((n) => field(n, n === 'udata' ? 'x'.repeat(300) : 'x'.repeat(24))).join('') + `--${boundary}--\r\n`;
  const direct = { path: `/${FORWARDED}`, method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: form };

  // Warm-up: the route compiled and its modules loaded, the unseal cache and the pools filled.
  const first = await load({ connections: 1, seconds: 0.5, request: call, ok: callOk });
  if (first.errors) throw new Error(`the forward fails (${first.errors} of ${first.requests}); is the stub up?`);
  await load({ connections: CONNECTIONS, seconds: 3, request: call, ok: callOk }); // and the BFF's keep-alive connections to the upstream opened
  await load({ connections: CONNECTIONS, seconds: 1, request: health, ok: healthOk });

  const load0 = loadavg()[0];
  console.log(`bench:bff — ${new Date().toISOString()} — node ${process.version}, ${CONNECTIONS} connections, ${RUNS} × ${RUN_S} s each, LOG_LEVEL ${env.LOG_LEVEL}, metrics on, tracing ${TRACING ? 'on (OTLP sink)' : 'off'}, load ${load0.toFixed(1)}`);
  const runs = { call: [], health: [] };
  if (ONLY) {
    // Profiling one side (with BENCH_PROFILE): one run of it, its count, and nothing else.
    const sides = {
      forward: [call, callOk],
      health: [health, healthOk],
      // What parts of the forward cost, without it: the cookie alone, and the route without a session.
      'health+cookie': [{ ...health, headers: { cookie } }, healthOk],
      unsigned: [{ ...call, headers: { ...call.headers, cookie: '' } }, (status) => status === 401],
    };
    for (const side of ONLY.split(',')) {
      const [request, ok] = sides[side];
      const r = await load({ connections: CONNECTIONS, seconds: RUN_S, request, ok });
      console.log(`${side} only: ${r.requests} requests, ${r.rps.toFixed(0)} req/s, ${r.cpuMs.toFixed(2)} ms of server CPU each, ${r.errors} errors`);
    }
    return stopAll(0);
  }
  for (let i = 0; i < RUNS; i++) {
    runs.call.push(await load({ connections: CONNECTIONS, seconds: RUN_S, request: call, ok: callOk }));
    runs.health.push(await load({ connections: CONNECTIONS, seconds: RUN_S, request: health, ok: healthOk }));
  }
  const mean = (list) => list.reduce((s, r) => s + r.rps, 0) / list.length;
  const f = (n, d = 0) => n.toFixed(d);
  const cpu = (list) => list.reduce((s, r) => s + r.cpuMs, 0) / list.length;
  console.log('| run | forward req/s | /api/health req/s | ratio | server CPU ms per forward / health | errors |');
  console.log('|---|---|---|---|---|---|');
  runs.call.forEach((c, i) => {
    const h = runs.health[i];
    console.log(`| ${i + 1} | ${f(c.rps)} | ${f(h.rps)} | ${f(c.rps / h.rps, 2)} | ${f(c.cpuMs, 2)} / ${f(h.cpuMs, 2)} | ${c.errors + h.errors} |`);
  });
  const ratio = mean(runs.call) / mean(runs.health);
  console.log(`| mean | ${f(mean(runs.call))} | ${f(mean(runs.health))} | **${f(ratio, 2)}** | ${f(cpu(runs.call), 2)} / ${f(cpu(runs.health), 2)} | |`);

  const up = await serial({ origin: `http://127.0.0.1:${UPSTREAM}`, n: SERIAL_N, request: direct, ok: callOk });
  const fwd = await serial({ n: SERIAL_N, request: call, ok: callOk });
  const hl = await serial({ n: SERIAL_N, request: health, ok: healthOk });
  const added = fwd.p50 - up.p50;
  console.log(`1 connection, ${SERIAL_N} requests, p50 / p90 ms: upstream alone ${f(up.p50, 3)} / ${f(up.p90, 3)}, forward ${f(fwd.p50, 3)} / ${f(fwd.p90, 3)}, /api/health ${f(hl.p50, 3)} / ${f(hl.p90, 3)}`);
  console.log(`added median of a forward over the upstream's own: **${f(added, 3)} ms** (of which the portal's HTTP round trip, /api/health: ${f(hl.p50, 3)} ms)`);
  const errors = [...runs.call, ...runs.health, up, fwd, hl].reduce((n, r) => n + r.errors, 0);
  console.log(`errors: ${errors}; load at the end ${loadavg()[0].toFixed(1)}`);
  const missed = [ratio < BUDGET_RATIO && `ratio ${f(ratio, 2)} < ${BUDGET_RATIO}`, added > BUDGET_ADDED_MS && `added ${f(added, 3)} ms > ${BUDGET_ADDED_MS} ms`, errors && `${errors} errors`].filter(Boolean);
  console.log(missed.length ? `budget missed: ${missed.join('; ')}` : `budgets met: ratio ≥ ${BUDGET_RATIO}, added ≤ ${BUDGET_ADDED_MS} ms`);
  await stopAll(missed.length && STRICT ? 1 : 0);
} catch (error) {
  console.error(`bench:bff: ${error.message}`);
  await stopAll(1);
}
}

if (!['--upstream', '--sink'].includes(process.argv[2])) await main();
