#!/usr/bin/env node
// `npm run test:scale`: proves horizontal scale on loopback. Builds once (or always with
// SCALE_BUILD=1), starts a redis-server (a free port, its own temp dir, no persistence), the
// stub upstream (:4014), two portal instances (:3401, :3402) sharing that Redis (REDIS_URL)
// and nginx in front of them (:3400, round-robin, tests/scale/nginx.conf.template), runs
// tests/scale with Playwright (playwright.scale.config.ts), then stops everything and exits
// with Playwright's code. The spec kills one instance itself, through SCALE_PIDS.
// Meanwhile a real Prometheus (Debian's) scrapes the two instances' metrics ports, a Redis
// exporter and a stand-in for kube-state-metrics, and evaluates the alerting rules; once
// Playwright is done, every rule must be healthy and select real series
// (scripts/scale-prometheus.mjs says how). A failure there fails test:scale too.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { devEnv } from './dev-env.mjs';
import { freePort, redisServerPath, startRedis } from './redis.mjs';
import { checkRules, KUBE_FIXTURE, waitForTargets, writePrometheusConfig } from './scale-prometheus.mjs';
import { SERVER_ENTRY } from './standalone.mjs';

const STUB_PORT = 4014;
const LB_PORT = 3400;
const APP_PORTS = [3401, 3402];
const metricsPort = (port) => port + 6000; // :9401, :9402
/** The pod names Prometheus gives the two instances: a Deployment's pattern, as PortalPodNotReady expects (and kube-fixture.prom uses). */
const POD_NAMES = ['portal-7d9c8f6b5-x2v4z', 'portal-7d9c8f6b5-q8k2m'];
const TIMEOUT_MS = 3 * 60_000; // servers + test; the build is bounded on its own
const BUILD_TIMEOUT_MS = 10 * 60_000;

const bin = (name) => `node_modules/.bin/${name}`;
const env = { ...process.env, ...devEnv(STUB_PORT), PORTAL_DEMO: '1' };
const began = Date.now();
const seconds = () => `${((Date.now() - began) / 1000).toFixed(1)} s`;

/** A program on PATH or in /usr/bin, /usr/sbin; undefined when it is not installed. */
const which = (name) =>
  [...(process.env.PATH ?? '').split(delimiter), '/usr/bin', '/usr/sbin'].map((dir) => join(dir, name)).find((path) => existsSync(path));
const nginx = which('nginx');
const prometheus = which('prometheus');
const redisExporter = which('prometheus-redis-exporter');
for (const [found, pkg] of [[nginx, 'nginx'], [prometheus, 'prometheus'], [redisExporter, 'prometheus-redis-exporter']]) {
  if (!found) {
    console.error(`test:scale needs ${pkg} (the Debian package): apt-get install -y ${pkg}`);
    process.exit(1);
  }
}
if (!redisServerPath()) {
  console.error('test:scale needs redis-server (the Debian package): apt-get install -y redis-server');
  process.exit(1);
}

if (process.env.SCALE_BUILD === '1' || !existsSync('.next/BUILD_ID') || !existsSync(SERVER_ENTRY)) {
  console.log('== next build + server entry');
  const build = spawnSync(bin('next'), ['build'], { stdio: 'inherit', env, timeout: BUILD_TIMEOUT_MS });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const entry = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit', env });
  if (entry.status !== 0) process.exit(entry.status ?? 1);
}

const tmp = mkdtempSync(join(tmpdir(), 'portal-scale-'));
chmodSync(tmp, 0o755); // nginx workers may run as another user
const children = [];
let stopping = false;
let redis;
let fixture;

/** Starts a long-lived child with its output in <tmp>/<name>.log. */
function start(name, cmd, args, extra = {}) {
  const log = openSync(join(tmp, `${name}.log`), 'a');
  const child = spawn(cmd, args, { stdio: ['ignore', log, log], env: { ...env, ...extra } });
  child.name = name;
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`   ${name} exited (${signal ?? code}) at ${seconds()}`);
  });
  children.push(child);
  return child;
}

/** True when url answers 2xx (ok) or anything at all (any) within a second. */
const answers = (url, any = false) =>
  fetch(url, { signal: AbortSignal.timeout(1000) }).then((res) => any || res.ok, () => false);

/** Polls url until it answers 2xx; fails when the child has exited or time runs out. */
async function waitFor(url, child, ms = 60_000) {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 250))) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${child.name} exited; see ${tmp}/${child.name}.log`);
    if (await answers(url)) return;
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s; see ${tmp}/${child.name}.log`);
}

/** Stops every child (TERM, then KILL after 5 s), prints the summary and exits. */
async function finish(code, why) {
  if (stopping) return;
  stopping = true;
  const alive = children.filter((c) => c.exitCode === null && c.signalCode === null);
  await Promise.all(
    alive.map((child) => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      return exited.then(() => clearTimeout(force));
    }),
  );
  await redis?.stop();
  fixture?.close();
  if (code === 0) rmSync(tmp, { recursive: true, force: true });
  else console.error(`   logs kept in ${tmp}`);
  console.log(`test:scale ${code === 0 ? 'passed' : `FAILED (${why ?? `exit ${code}`})`} in ${seconds()}: nginx :${LB_PORT} -> :${APP_PORTS.join(', :')}, stub :${STUB_PORT}`);
  process.exit(code);
}

process.on('SIGINT', () => finish(130, 'interrupted'));
process.on('SIGTERM', () => finish(143, 'terminated'));
setTimeout(() => finish(1, `timed out after ${TIMEOUT_MS / 1000} s`), TIMEOUT_MS).unref();

try {
  for (const port of [STUB_PORT, LB_PORT, ...APP_PORTS]) {
    if (await answers(`http://127.0.0.1:${port}/`, true)) throw new Error(`port ${port} is already in use`);
  }

  redis = await startRedis();
  console.log(`== redis-server on :${redis.port} (no persistence)`);

  const stub = start('stub', bin('tsx'), ['tests/upstream-stub/main.ts'], { PORT: String(STUB_PORT), STUB_CONTROL: '1' });
  await waitFor(`http://127.0.0.1:${STUB_PORT}/__stub/requests`, stub);

  // The two instances stand as old and new pods do in the middle of a SESSION_SECRET rotation
  // (docs/operations.md, "Rotate the session secret"): the first seals with the current secret
  // (id 1) and opens the new one, the second seals with the new one (id 2) and opens both. Every
  // session of the run crosses between them; tests/scale says so in its own test.
  const current = env.SESSION_SECRET;
  const next = `${current}-rotated`;
  const secrets = [`1:${current},2:${next}`, `2:${next},1:${current}`];
  const apps = APP_PORTS.map((port, i) =>
    start(`portal-${port}`, process.execPath, [SERVER_ENTRY], {
      SESSION_SECRET: secrets[i],
      PORT: String(port),
      METRICS_PORT: String(metricsPort(port)), // each instance its own
      HOSTNAME: '',
      NODE_ENV: 'production',
      NODE_OPTIONS: '--max-old-space-size=384', // the manifests' heap cap
      REDIS_URL: redis.url, // session records, login limits and idempotency keys shared
      TRUSTED_PROXIES: '127.0.0.1,::1', // nginx: its X-Forwarded-For names the client
    }),
  );
  await Promise.all(apps.map((app, i) => waitFor(`http://127.0.0.1:${APP_PORTS[i]}/api/ready`, app)));

  const conf = readFileSync('tests/scale/nginx.conf.template', 'utf8')
    .replaceAll('{{TMP}}', tmp)
    .replaceAll('{{PORT}}', String(LB_PORT))
    .replaceAll('{{SERVERS}}', APP_PORTS.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=30s;`).join('\n'));
  writeFileSync(join(tmp, 'nginx.conf'), conf);
  const lb = start('nginx', nginx, ['-c', join(tmp, 'nginx.conf'), '-p', tmp, '-e', join(tmp, 'error.log'), '-g', 'daemon off;']);
  await waitFor(`http://127.0.0.1:${LB_PORT}/api/health`, lb, 10_000);
  console.log(`== up in ${seconds()}: nginx :${LB_PORT} -> :${APP_PORTS.join(', :')} (logs in ${tmp})`);

  // Prometheus and what it scrapes: its targets must be up before the spec kills an instance,
  // so the Playwright run starts once they are (started beside it, a slow CI run once had the
  // kill come first, and the killed instance's metrics were never scraped up); the rules are
  // checked after, on what the run produced.
  const [promPort, exporterPort, fixturePort] = [await freePort(), await freePort(), await freePort()];
  const exporter = start('redis-exporter', redisExporter, ['-redis.addr', redis.url, '-web.listen-address', `127.0.0.1:${exporterPort}`]);
  fixture = createServer((req, res) => res.end(readFileSync(KUBE_FIXTURE))).listen(fixturePort, '127.0.0.1');
  const promConfig = writePrometheusConfig(tmp, {
    apps: APP_PORTS.map((port, i) => ({ port, metricsPort: metricsPort(port), pod: POD_NAMES[i] })),
    redis: { port: redis.port, exporterPort },
    fixturePort,
  });
  mkdirSync(join(tmp, 'prometheus-data'));
  const prom = start('prometheus', prometheus, [
    `--config.file=${promConfig}`,
    `--storage.tsdb.path=${join(tmp, 'prometheus-data')}`,
    `--web.listen-address=127.0.0.1:${promPort}`,
    '--log.level=warn',
  ]);
  const promUrl = `http://127.0.0.1:${promPort}`;
  await waitFor(`${promUrl}/-/ready`, prom, 15_000);
  await waitFor(`http://127.0.0.1:${exporterPort}/health`, exporter, 5000);
  const lines = await waitForTargets(promUrl, {
    portal: APP_PORTS.map((port) => `127.0.0.1:${metricsPort(port)}`),
    'portal-redis': [`127.0.0.1:${exporterPort}`],
    'kube-fixture': [`127.0.0.1:${fixturePort}`],
  });
  const at = Date.now();

  const playwright = spawn(bin('playwright'), ['test', '-c', 'playwright.scale.config.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      SCALE_PIDS: apps.map((app) => app.pid).join(','),
      SCALE_PORTS: APP_PORTS.join(','),
      SCALE_URL: `http://localhost:${LB_PORT}`,
      SCALE_STUB: `http://127.0.0.1:${STUB_PORT}`,
    },
  });
  children.push(Object.assign(playwright, { name: 'playwright' }));
  const code = await new Promise((resolve) => playwright.on('exit', (c) => resolve(c ?? 1)));

  console.log(`== Prometheus :${promPort}: targets and rules (deploy/prometheus/portal-rules.yaml)`);
  const rulesFrom = Date.now();
  for (const line of lines) console.log(`ok    ${line}`);
  const rules = await checkRules(promUrl, at);
  for (const { ok, line } of rules) console.log(`${ok ? 'ok  ' : 'FAIL'}  rule ${line}`);
  const failed = rules.filter((r) => !r.ok).length;
  console.log(`   rules: ${rules.length - failed} of ${rules.length} healthy and selecting real series (${((Date.now() - rulesFrom) / 1000).toFixed(1)} s after Playwright)`);
  await finish(code || (failed ? 1 : 0), failed ? `${failed} alerting rule(s) failed` : undefined);
} catch (error) {
  console.error(`test:scale: ${error.message}`);
  await finish(1, error.message);
}
