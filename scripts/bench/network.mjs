#!/usr/bin/env node
// npm run bench:network – the member network at scale (issue 4). Needs `npm run build` first.
// For 200, 10,000 and 100,000 members it starts the stub behind the portal, with the top 7
// rows of the placement tree under operator all VIPs (STUB_FULL_ROWS=7, so operator's 6-level
// window — 6 levels below the root — is complete: 1 + 2 + … + 64 = 127 boxes; the other members
// are placed at random as usual), and prints:
// - the BFF time (p50 / p95 over 50 calls, after 5 warm-ups) of a 4-level placement window, an
//   invitation expand and a search by account;
// - the Chromium time from choosing 6 levels on /memberNode to the first frame painted with the
//   whole window (Performance API mark/measure; includes the BFF call), p50 and max over 10
//   fresh page loads, the part after the answer arrived, and the boxes drawn.
// - a wide node (issue 59): the stub's wide-network scenario, the BFF time (p50 / p95) of the
//   invitees of `wide` (10,000 direct invitees, one upstream call) against `narrow` (10), and
//   the answer's size as sent (gzip) and whole; budget: wide p50 ≤ 300 ms.
// Env: BENCH_APP_PORT (3201), BENCH_STUB_PORT (4013), BENCH_RENDERS (10).
// Arguments: member counts, e.g. `npm run bench:network -- 200`, and/or `wide` (the wide node
// only: `npm run bench:network -- wide`).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { devEnv } from '../dev-env.mjs';
import { signIn, waitFor } from './portal.mjs';
import { SERVER_ENTRY } from '../standalone.mjs';

const STUB = Number(process.env.BENCH_STUB_PORT || 4013);
const APP = Number(process.env.BENCH_APP_PORT || 3201);
const RENDERS = Number(process.env.BENCH_RENDERS || 10);
const base = `http://localhost:${APP}`;
const ARGS = process.argv.slice(2);
const SIZES = ARGS.length ? ARGS.filter((a) => a !== 'wide').map(Number) : [200, 10_000, 100_000];
const WIDE = !ARGS.length || ARGS.includes('wide');
const WIDE_BUDGET_MS = 300; // the BFF's answer of the 10,000 invitees, p50
const RUNS = 50;
const FULL_ROWS = 7; // the root's row and the 6 levels below it (lib/contract/network.ts)

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}
// The bench times the invitation tree's call dozens of times a minute: more than an operator may (LOOKUP_LIMIT_PER_ACCOUNT).
const env = { ...process.env, ...devEnv(STUB), PORTAL_DEMO: '1', LOG_LEVEL: 'warn', LOOKUP_LIMIT_PER_ACCOUNT: '1000000' };
const app = spawn(process.execPath, [SERVER_ENTRY], { env: { ...env, PORT: String(APP), HOSTNAME: '', METRICS_PORT: String(APP + 6000) }, stdio: 'ignore' });
let stub;
const startStub = (members, scenario) => {
  const stubEnv = { ...env, PORT: String(STUB), STUB_MEMBERS: String(members), STUB_FULL_ROWS: String(FULL_ROWS), ...(scenario && { STUB_SCENARIO: scenario }) };
  stub = spawn('node_modules/.bin/tsx', ['tests/upstream-stub/main.ts'], { env: stubEnv, stdio: 'ignore' });
};
const stopStub = () => new Promise((resolve) => (stub && stub.exitCode === null ? (stub.once('exit', resolve), stub.kill('SIGTERM')) : resolve()));

/** "p50 / p95" of the times, ms. */
function quantiles(times, last = 0.95) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
  return `${at(0.5)} / ${at(last)}`;
}

async function timeCall(cookie, path, body, { raw = false } = {}) {
  const times = [];
  for (let i = 0; i < RUNS + 5; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/call/${path}`, { method: 'POST', headers: { cookie, origin: base, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = await res.json();
    if (json.code !== 20000) throw new Error(`${path}: ${json.code} ${json.msg}`);
    if (i >= 5) times.push(performance.now() - t0);
  }
  return raw ? times : quantiles(times);
}

/** The answer's bytes as sent (gzip, as a browser asks) and whole, KB. */
async function answerSize(cookie, path, body) {
  const { request } = await import('node:http');
  const sent = await new Promise((resolve, reject) => {
    const req = request(`${base}/api/call/${path}`, { method: 'POST', headers: { cookie, origin: base, 'content-type': 'application/json', 'accept-encoding': 'gzip' } }, (res) => {
      let n = 0;
      res.on('data', (c) => (n += c.length));
      res.on('end', () => resolve({ n, encoding: res.headers['content-encoding'] ?? 'none' }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
  const whole = (await (await fetch(`${base}/api/call/${path}`, { method: 'POST', headers: { cookie, origin: base, 'content-type': 'application/json', 'accept-encoding': 'identity' }, body: JSON.stringify(body) })).arrayBuffer()).byteLength;
  return `${(sent.n / 1024).toFixed(0)} (${sent.encoding}) / ${(whole / 1024).toFixed(0)}`;
}

/** The wide node's BFF answer (issue 59) against the narrow one's. */
async function wideRows() {
  startStub(200, 'wide-network');
  await waitFor(`http://127.0.0.1:${STUB}/`, 120);
  const cookie = await signIn(base);
  const out = [];
  for (const [account, invitees] of [['narrow', 10], ['wide', 10_000]]) {
    const times = await timeCall(cookie, 'ratlas/index', { account }, { raw: true });
    const p50 = Number(quantiles(times).split(' / ')[0]);
    out.push({
      node: account,
      invitees,
      'BFF p50/p95 ms': quantiles(times),
      'answer KB sent / whole': await answerSize(cookie, 'ratlas/index', { account }),
      [`budget p50 ≤ ${WIDE_BUDGET_MS} ms`]: account === 'wide' ? (p50 <= WIDE_BUDGET_MS ? 'met' : 'MISSED') : '–',
    });
  }
  await stopStub();
  return out;
}

/**
 * In the page: choose 6 levels and time it to the first frame painted with the 6-level window
 * (a requestAnimationFrame callback runs just before that frame's style, layout and paint; a
 * message posted from it is handled right after them).
 */
function chooseSixLevels() {
  return new Promise((resolve) => {
    performance.clearMarks();
    performance.clearMeasures();
    performance.clearResourceTimings();
    performance.mark('levels6');
    const painted = (chart) => {
      const { port1, port2 } = new MessageChannel();
      port1.onmessage = () => {
        const total = performance.measure('render6', 'levels6').duration;
        const call = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/call/patlas/index')).at(-1);
        resolve({
          total,
          afterAnswer: call ? performance.now() - call.responseEnd : NaN,
          members: chart.querySelectorAll('[data-testid^="node-"]').length,
          slots: chart.querySelectorAll('[data-testid^="slot-"]').length,
        });
      };
      port2.postMessage(0);
    };
    const observer = new MutationObserver(() => {
      const chart = document.querySelector('[data-testid="placement-chart"][data-levels="6"]');
      if (!chart) return;
      observer.disconnect();
      requestAnimationFrame(() => painted(chart));
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    document.querySelector('[role="option"][data-value="6"]').click();
  });
}

/** RENDERS fresh loads of /memberNode, each choosing 6 levels. */
async function renderRuns(page) {
  const runs = [];
  for (let i = 0; i < RENDERS + 1; i++) {
    await page.goto(`${base}/memberNode`); // a fresh page each time: the 6-level window is not cached
    await page.locator('[data-testid="placement-chart"][data-levels="4"]').waitFor();
    await page.getByTestId('levels-select').locator('..').click();
    await page.getByRole('option', { name: '6' }).waitFor();
    const run = await page.evaluate(chooseSixLevels);
    if (i > 0) runs.push(run); // the first warms the server's route and the browser's caches
  }
  const boxes = new Set(runs.map((r) => `${r.members}${r.slots ? ` + ${r.slots} slots` : ''}`));
  return { total: quantiles(runs.map((r) => r.total), 1), afterAnswer: quantiles(runs.map((r) => r.afterAnswer)).split(' / ')[0], boxes: [...boxes].join(', ') };
}

async function renderTimes(cookie) {
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies(cookie.split('; ').map((c) => ({ name: c.split('=')[0], value: c.slice(c.indexOf('=') + 1), url: base })));
    const page = await context.newPage();
    const six = await renderRuns(page);
    return { 'render 6 levels p50 / max ms': six.total, 'after answer p50 ms': six.afterAnswer, boxes: six.boxes };
  } finally {
    await browser.close();
  }
}

const rows = [];
try {
  await waitFor(`${base}/login`, 120);
  for (const members of SIZES) {
    startStub(members);
    await waitFor(`http://127.0.0.1:${STUB}/`, 120);
    const cookie = await signIn(base);
    const last = `m${String(members - 1).padStart(6, '0')}`;
    const render = await renderTimes(cookie);
    rows.push({
      bff: {
        members,
        'window 4 levels p50/p95 ms': await timeCall(cookie, 'patlas/index', { levels: 4 }),
        'invite expand p50/p95 ms': await timeCall(cookie, 'ratlas/index', { account: 'menuop' }),
        'search p50/p95 ms': await timeCall(cookie, 'patlas/index', { account: last, levels: 4 }),
      },
      render: { members, ...render },
    });
    await stopStub();
  }
  const wide = WIDE ? await wideRows() : [];
  if (rows.length) {
    console.log(`BFF: ${RUNS} calls after 5 warm-ups; render: ${RENDERS} fresh loads of /memberNode at 1280 × 800 each, choosing 6 levels (127 boxes when complete)`);
    console.table(rows.map((r) => r.bff));
    console.table(rows.map((r) => r.render));
  }
  if (wide.length) {
    console.log(`A wide node (scenario wide-network): the invitees of one member, ${RUNS} calls after 5 warm-ups`);
    console.table(wide);
  }
} finally {
  await stopStub();
  app.kill('SIGTERM');
}
