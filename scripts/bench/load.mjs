#!/usr/bin/env node
// npm run bench:load – throughput, latency and memory of the built portal under load (issue 14).
// Needs `npm run build` first. Starts the stub and the portal's server entry with the manifests' heap cap
// (NODE_OPTIONS=--max-old-space-size=384), signs in as operator, then, on loopback only and
// bounded in time:
//   1. BENCH_LOAD_S (60) s at 64 connections on a signed-in call (POST /api/call/notice/unread);
//   2. BENCH_LOAD_S s at 64 connections on GET /api/health;
//   3. a soak: BENCH_SOAK_S (300) s at 8 connections on the signed-in call (after 15 s of
//      warm-up at 8 connections), with the RSS sampled ten times while it runs.
// For each: requests, req/s, p50 / p99 latency, errors (network errors, HTTP >= 400, or an
// envelope code other than 20000), and the server's RSS before and after (all of its process
// tree, from /proc). The load is a hand-written undici loop: one keep-alive connection per
// client, one request at a time each.
// Env: BENCH_APP_PORT (3203), BENCH_STUB_PORT (4023), BENCH_LOAD_S, BENCH_SOAK_S,
// BENCH_CONNECTIONS (64), BENCH_SOAK_CONNECTIONS (8), BENCH_REDIS=1 (start a redis-server and
// set REDIS_URL, as with several instances), LOG_LEVEL (info, as in production; to /dev/null).
// npm run bench:soak (--soak): the soak alone, BENCH_SOAK_S (600) s at BENCH_SOAK_CONNECTIONS (32),
// with metrics on (METRICS_PORT = BENCH_APP_PORT + 6000) and /metrics scraped every 15 s as
// Prometheus would; goals: RSS growth < 10 %, 0 errors (exit 1 when missed).
// npm run bench:capacity (--capacity): what one instance serves at ONE CPU (the manifests' limit),
// for docs/operations.md: the portal pinned to CPU 1 (taskset), the stub and this loader to CPU 0;
// BENCH_CAPACITY_S (20) s each of the signed-in call at 32 connections and of a page (GET /home,
// its first answers included) at 8; req/s, p50/p99 and the CPU the portal used (near 100 % of
// its CPU: the figure is the portal's; well under: the loader or the stub limited it). Store in
// memory, or Redis with BENCH_REDIS=1: then also Redis's bytes per key of each kind (MEMORY
// USAGE), after the account has saved settings with ten tabs open, for sizing Redis.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { Pool } from 'undici';
import { devEnv } from '../dev-env.mjs';
import { startRedis } from '../redis.mjs';
import { SERVER_ENTRY } from '../standalone.mjs';
import { rssOf, signIn, waitFor } from './portal.mjs';

const APP = Number(process.env.BENCH_APP_PORT || 3203);
const STUB = Number(process.env.BENCH_STUB_PORT || 4023);
const LOAD_S = Number(process.env.BENCH_LOAD_S || 60);
const SOAK_ONLY = process.argv.includes('--soak');
const CAPACITY = process.argv.includes('--capacity');
const CAPACITY_S = Number(process.env.BENCH_CAPACITY_S || 20);
const SOAK_S = Number(process.env.BENCH_SOAK_S || (SOAK_ONLY ? 600 : 300));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 64);
const SOAK_CONNECTIONS = Number(process.env.BENCH_SOAK_CONNECTIONS || (SOAK_ONLY ? 32 : 8));
const METRICS = `http://127.0.0.1:${APP + 6000}/metrics`;
const HEAP_CAP = '--max-old-space-size=384'; // deploy/k8s/deployment.yaml
const base = `http://127.0.0.1:${APP}`;

if (!existsSync(SERVER_ENTRY)) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

const children = [];
let redis;
async function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await redis?.stop();
  process.exit(code);
}
process.on('SIGINT', () => stopAll(130));
// Bounded: the phases, plus start-up and margin; never left running.
setTimeout(() => (console.error('bench:load: timed out'), stopAll(1)), (2 * LOAD_S + SOAK_S + 2 * CAPACITY_S + 200) * 1000).unref();

/** CPU seconds (user + system) a process has used so far (Linux /proc: clock ticks of 1/100 s). */
const cpuSeconds = (pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ').slice(11, 13).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;

/** Runs `connections` clients for `seconds` against one request; answers the figures. */
async function load({ name, connections, seconds, request, ok, samples = 0 }) {
  const pool = new Pool(base, { connections, pipelining: 1, keepAliveTimeout: 30_000 });
  const latencies = [];
  let errors = 0;
  const errorKinds = new Map();
  const until = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      try {
        const res = await pool.request(request);
        const text = await res.body.text();
        const good = ok(res.statusCode, text);
        if (!good) {
          errors++;
          errorKinds.set(res.statusCode, (errorKinds.get(res.statusCode) ?? 0) + 1);
        }
      } catch (error) {
        errors++;
        errorKinds.set(error.code ?? 'error', (errorKinds.get(error.code ?? 'error') ?? 0) + 1);
      }
      latencies.push(performance.now() - t0);
    }
  };
  const rssBefore = rssOf(app.pid);
  const cpuBefore = cpuSeconds(app.pid);
  const started = performance.now();
  // RSS every seconds/samples s while it runs: a leak climbs, a working set levels off.
  const series = [];
  const sampler = samples ? setInterval(() => series.push(Math.round(rssOf(app.pid))), (seconds * 1000) / samples) : undefined;
  await Promise.all(Array.from({ length: connections }, client));
  clearInterval(sampler);
  const elapsed = (performance.now() - started) / 1000;
  const cpu = (cpuSeconds(app.pid) - cpuBefore) / elapsed;
  await pool.close();
  const rssAfter = rssOf(app.pid);
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return {
    name,
    connections,
    seconds: Math.round(elapsed),
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    errorKinds: Object.fromEntries(errorKinds),
    rssBefore,
    rssAfter,
    series,
    cpu,
  };
}

/** Redis's bytes per key, by kind (portal:<kind>:…), after the account saved a typical set of settings. */
async function redisSizes(cookie) {
  const tabs = Array.from({ length: 10 }, (_, i) => `/memberNode?root=m0000${String(i + 10)}`);
  const settings = { theme: 'dark', tab: true, greyMode: false, breadcrumb: true, logo: true, keepAliveList: tabs, activeTab: tabs[0] };
  const at = Date.now();
  const saved = await fetch(`${base}/api/prefs`, {
    method: 'PUT',
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ settings, stamps: Object.fromEntries(Object.keys(settings).map((k) => [k, at])) }),
  });
  if (!saved.ok) throw new Error(`PUT /api/prefs: ${saved.status}`);
  const { default: Redis } = await import('ioredis');
  const client = new Redis(redis.url);
  const kinds = new Map();
  for (const key of await client.keys('portal:*')) {
    const kind = key.split(':')[1];
    kinds.set(kind, [...(kinds.get(kind) ?? []), await client.memory('USAGE', key)]);
  }
  client.disconnect();
  console.log('| Redis key kind | keys | bytes per key (MEMORY USAGE) |');
  console.log('|---|---|---|');
  for (const [kind, sizes] of kinds) console.log(`| portal:${kind}:… | ${sizes.length} | ${Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length)} |`);
}

const env = { ...process.env, ...devEnv(STUB), PORTAL_DEMO: '1', NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' };
if (process.env.BENCH_REDIS === '1') {
  redis = await startRedis();
  env.REDIS_URL = redis.url;
}
// --capacity: the portal alone on CPU 1; the stub and this loader on CPU 0.
const pinned = (cpu, command, args) => (CAPACITY ? ['taskset', ['-c', String(cpu), command, ...args]] : [command, args]);
if (CAPACITY) spawn('taskset', ['-cp', '0', String(process.pid)], { stdio: 'ignore' });
const stub = spawn(...pinned(0, 'node_modules/.bin/tsx', ['tests/upstream-stub/main.ts']), { env: { ...env, PORT: String(STUB), LOG_LEVEL: 'warn' }, stdio: 'ignore' });
const app = spawn(...pinned(1, process.execPath, [SERVER_ENTRY]), {
  env: { ...env, PORT: String(APP), HOSTNAME: '', METRICS_PORT: String(APP + 6000), NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${HEAP_CAP}`.trim() },
  stdio: 'ignore',
});
children.push(stub, app);

try {
  await waitFor(`http://127.0.0.1:${STUB}/`);
  await waitFor(`${base}/api/health`);
  const cookie = await signIn(base);
  if (!cookie.includes('portal_session=')) throw new Error('sign-in failed');
  const call = {
    path: '/api/call/notice/unread',
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: '{}',
  };
  const callOk = (status, text) => status === 200 && text.includes('"code":20000');
  const health = { path: '/api/health', method: 'GET' };
  const healthOk = (status) => status === 200;
  // Warm-up: compile paths, fill the unseal cache and the keep-alive pools.
  await load({ name: 'warm-up', connections: 8, seconds: 5, request: call, ok: callOk });
  await load({ name: 'warm-up', connections: 8, seconds: 2, request: health, ok: healthOk });

  if (CAPACITY) {
    const page = { path: '/home', method: 'GET', headers: { cookie } };
    const pageOk = (status, text) => status === 200 && text.includes('</html>');
    await load({ name: 'warm-up', connections: 4, seconds: 5, request: page, ok: pageOk });
    const rows = [
      await load({ name: 'signed-in call (POST /api/call/notice/unread)', connections: 32, seconds: CAPACITY_S, request: call, ok: callOk }),
      await load({ name: 'a page (GET /home, first answers included)', connections: 8, seconds: CAPACITY_S, request: page, ok: pageOk }),
    ];
    console.log(`bench:capacity — ${new Date().toISOString()} — node ${process.version}, the portal on 1 CPU (taskset), store ${redis ? 'redis' : 'memory'}, load ${(await import('node:os')).loadavg()[0].toFixed(1)}`);
    console.log('| what | conns | req/s | p50 ms | p99 ms | portal CPU | errors | RSS after MiB |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.name} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${(r.cpu * 100).toFixed(0)} % | ${r.errors} | ${r.rssAfter.toFixed(0)} |`);
    if (redis) await redisSizes(cookie);
    await stopAll(rows.some((r) => r.errors) ? 1 : 0);
  }
  console.log(`bench:${SOAK_ONLY ? 'soak' : 'load'} — ${new Date().toISOString()} — node ${process.version}, heap cap ${HEAP_CAP}, store ${redis ? 'redis' : 'memory'}, load ${(await import('node:os')).loadavg()[0].toFixed(1)}`);
  if (SOAK_ONLY) {
    // Scraped as Prometheus would, so that the metrics' own cost is in the soak.
    let scrapes = 0;
    let scrapeErrors = 0;
    const scraper = setInterval(() => fetch(METRICS).then((r) => (r.ok ? scrapes++ : scrapeErrors++), () => scrapeErrors++), 15_000);
    await load({ name: 'soak warm-up', connections: SOAK_CONNECTIONS, seconds: Math.min(15, SOAK_S), request: call, ok: callOk });
    const soak = await load({ name: 'soak: signed-in call', connections: SOAK_CONNECTIONS, seconds: SOAK_S, request: call, ok: callOk, samples: 10 });
    clearInterval(scraper);
    const growth = ((soak.rssAfter - soak.rssBefore) / soak.rssBefore) * 100;
    const errors = soak.errors + scrapeErrors;
    console.log(`soak: ${soak.connections} connections, ${soak.seconds} s, ${soak.requests} requests, ${soak.rps.toFixed(0)} req/s, p50 ${soak.p50.toFixed(1)} ms, p99 ${soak.p99.toFixed(1)} ms`);
    console.log(`soak: RSS ${soak.rssBefore.toFixed(0)} → ${soak.rssAfter.toFixed(0)} MiB, growth ${growth.toFixed(1)} % (goal < 10 %); during (MiB): ${soak.series.join(', ')}`);
    console.log(`soak: errors ${soak.errors}${soak.errors ? ` ${JSON.stringify(soak.errorKinds)}` : ''}, /metrics scrapes ${scrapes} (${scrapeErrors} failed) (goal 0 errors)`);
    const pass = growth < 10 && errors === 0;
    console.log(pass ? 'soak: goals met' : 'soak: goals MISSED');
    await stopAll(pass ? 0 : 1);
  }
  const results = [];
  results.push(await load({ name: 'signed-in call (notice/unread)', connections: CONNECTIONS, seconds: LOAD_S, request: call, ok: callOk }));
  results.push(await load({ name: 'GET /api/health', connections: CONNECTIONS, seconds: LOAD_S, request: health, ok: healthOk }));
  // The soak starts from the working set of its own concurrency, not the 64-connection one.
  await load({ name: 'soak warm-up', connections: SOAK_CONNECTIONS, seconds: Math.min(15, SOAK_S), request: call, ok: callOk });
  results.push(await load({ name: 'soak: signed-in call', connections: SOAK_CONNECTIONS, seconds: SOAK_S, request: call, ok: callOk, samples: 10 }));

  const f = (n, d = 1) => n.toFixed(d);
  console.log('| phase | conns | s | requests | req/s | p50 ms | p99 ms | errors | RSS before → after MiB |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const kinds = r.errors ? ` ${JSON.stringify(r.errorKinds)}` : '';
    console.log(`| ${r.name} | ${r.connections} | ${r.seconds} | ${r.requests} | ${f(r.rps, 0)} | ${f(r.p50)} | ${f(r.p99)} | ${r.errors}${kinds} | ${f(r.rssBefore, 0)} → ${f(r.rssAfter, 0)} |`);
  }
  const soak = results[2];
  const growth = ((soak.rssAfter - soak.rssBefore) / soak.rssBefore) * 100;
  console.log(`soak RSS growth: ${f(growth)} % (goal < 10 %); RSS during the soak (MiB): ${soak.series.join(', ')}`);
  console.log(`errors in all phases: ${results.reduce((n, r) => n + r.errors, 0)} (goal 0)`);
  await stopAll(0);
} catch (error) {
  console.error(`bench:load: ${error.message}`);
  await stopAll(1);
}
