#!/usr/bin/env node
// npm run bench:network – the member network at scale (issue 4). Needs `npm run build` first.
// For 200, 10,000 and 100,000 members it starts the stub (4013) behind the portal (3201) and
// prints the BFF time (p50 / p95 over 50 calls, after 5 warm-ups) of a 4-level placement
// window, an invitation expand and a search by account; then the Chromium time from choosing
// 6 levels to the frame that shows them (Performance API; includes the BFF call).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { devEnv } from '../dev-env.mjs';
import { signIn, waitFor } from './portal.mjs';

const STUB = 4013;
const APP = 3201;
const base = `http://localhost:${APP}`;
const SIZES = process.argv.slice(2).length ? process.argv.slice(2).map(Number) : [200, 10_000, 100_000];
const RUNS = 50;
const env = { ...process.env, ...devEnv(STUB), PORTAL_DEMO: '1', LOG_LEVEL: 'warn' };
const app = spawn('node_modules/.bin/next', ['start', '-p', String(APP)], { env: { ...env, PORT: String(APP) }, stdio: 'ignore' });
let stub;
const startStub = (members) => {
  stub = spawn('node_modules/.bin/tsx', ['tests/upstream-stub/main.ts'], { env: { ...env, PORT: String(STUB), STUB_MEMBERS: String(members) }, stdio: 'ignore' });
};
const stopStub = () => new Promise((resolve) => (stub ? (stub.once('exit', resolve), stub.kill('SIGTERM')) : resolve()));

async function timeCall(cookie, path, body) {
  const times = [];
  for (let i = 0; i < RUNS + 5; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/call/${path}`, { method: 'POST', headers: { cookie, origin: base, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = await res.json();
    if (json.code !== 20000) throw new Error(`${path}: ${json.code} ${json.msg}`);
    if (i >= 5) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  return `${at(0.5)} / ${at(0.95)}`;
}

async function renderTime(cookie) {
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies(cookie.split('; ').map((c) => ({ name: c.split('=')[0], value: c.slice(c.indexOf('=') + 1), url: base })));
    const page = await context.newPage();
    await page.goto(`${base}/memberNode`);
    await page.locator('[data-testid="placement-chart"][data-levels="4"]').waitFor();
    await page.getByTestId('levels-select').locator('..').click();
    await page.getByRole('option', { name: '6' }).waitFor();
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          performance.mark('levels6');
          const done = () => {
            const chart = document.querySelector('[data-testid="placement-chart"][data-levels="6"]');
            if (!chart) return false;
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const m = performance.measure('render6', 'levels6');
                resolve({ ms: m.duration.toFixed(1), boxes: chart.querySelectorAll('[data-testid^="node-"], [data-testid^="slot-"]').length });
              }),
            );
            return true;
          };
          const observer = new MutationObserver(() => done() && observer.disconnect());
          observer.observe(document.body, { subtree: true, childList: true, attributes: true });
          document.querySelector('[role="option"][data-value="6"]').click();
        }),
    );
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
    const render = await renderTime(cookie);
    rows.push({
      members,
      'window 4 levels p50/p95 ms': await timeCall(cookie, 'patlas/index', { levels: 4 }),
      'invite expand p50/p95 ms': await timeCall(cookie, 'ratlas/index', { account: 'menuop' }),
      'search p50/p95 ms': await timeCall(cookie, 'patlas/index', { account: last, levels: 4 }),
      'render 6 levels ms': render.ms,
      boxes: render.boxes,
    });
    await stopStub();
  }
  console.table(rows);
} finally {
  await stopStub();
  app.kill('SIGTERM');
}
