#!/usr/bin/env node
// node scripts/bench/screen-js.mjs [paths…] – the JavaScript a browser fetches to show a
// screen, in KB gzip (level 9): every .js response of a fresh signed-in visit in Chromium,
// until the network is idle. `bench:first-load` counts only the server-rendered <script src>
// tags, which leave out the screens' own chunks (the shell loads a screen with next/dynamic);
// this counts them, so it shows what a screen's libraries cost (e.g. the date pickers).
// Needs `npm run build` first. Starts its own stub and portal: BENCH_STUB_PORT (4013) and
// BENCH_APP_PORT (3201).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { devEnv } from '../dev-env.mjs';
import { signIn, waitFor } from './portal.mjs';

const STUB = Number(process.env.BENCH_STUB_PORT ?? 4013);
const APP = Number(process.env.BENCH_APP_PORT ?? 3201);
const base = `http://localhost:${APP}`;
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/home', '/capital/withdrawRecord', '/reports/performance'];
const env = { ...process.env, ...devEnv(STUB), PORTAL_DEMO: '1' };
const children = [
  spawn('node_modules/.bin/tsx', ['tests/upstream-stub/main.ts'], { env: { ...env, PORT: String(STUB) }, stdio: 'ignore' }),
  spawn('node_modules/.bin/next', ['start', '-p', String(APP)], { env: { ...env, PORT: String(APP) }, stdio: 'ignore' }),
];
const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

try {
  await waitFor(`http://127.0.0.1:${STUB}/`);
  await waitFor(`${base}/login`);
  const cookies = (await signIn(base)).split('; ').map((c) => ({ name: c.slice(0, c.indexOf('=')), value: c.slice(c.indexOf('=') + 1), url: base }));
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  const rows = [];
  for (const path of pages) {
    const context = await browser.newContext();
    await context.addCookies(cookies);
    const page = await context.newPage();
    const bodies = new Map();
    page.on('response', async (res) => {
      if (/\.js(\?|$)/.test(res.url())) bodies.set(res.url(), await res.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    let raw = 0;
    let gzip = 0;
    for (const body of bodies.values()) {
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
    rows.push({ path, chunks: bodies.size, rawKB: +(raw / 1024).toFixed(1), gzipKB: +(gzip / 1024).toFixed(1) });
    await context.close();
  }
  await browser.close();
  console.table(rows);
} finally {
  children.forEach((c) => c.kill('SIGTERM'));
}
