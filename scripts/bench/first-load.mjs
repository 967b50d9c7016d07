#!/usr/bin/env node
// npm run bench:first-load [paths…] – the JavaScript a browser downloads on a fresh visit of
// each route until the network is idle (scripts/bench/first-load-measure.mjs): KB gzip as
// transferred, KB of the same bodies gzipped at level 9 (a figure that does not depend on the
// server's compression), the screen's own chunk(s), and whether chart code is loaded. Every
// route of lib/menu/manifest.ts by default, signed in with a verified step (/login signed out). Exits 1 past the budget
// of issue 15 (tests/e2e/first-load.spec.ts holds the suite to it).
// `--chunks` also lists each route's files with their KB.
// Needs `npm run build` first. Starts its own stub and portal: BENCH_STUB_PORT (4013) and
// BENCH_APP_PORT (3201).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { devEnv } from '../dev-env.mjs';
import { BUDGET, measure, OVER_CEILING_KB, overBudget, routes, screenExports } from './first-load-measure.mjs';
import { signIn, verifyStep, waitFor } from './portal.mjs';
import { SERVER_ENTRY } from '../standalone.mjs';

const STUB = Number(process.env.BENCH_STUB_PORT ?? 4013);
const APP = Number(process.env.BENCH_APP_PORT ?? 3201);
const base = `http://localhost:${APP}`;
const all = routes();
const listChunks = process.argv.includes('--chunks');
const args = process.argv.slice(2).filter((a) => a !== '--chunks');
const paths = args.length ? args : all.map((r) => r.path);
const screens = screenExports();
const env = { ...process.env, ...devEnv(STUB), PORTAL_DEMO: '1' };
const children = [
  spawn('node_modules/.bin/tsx', ['tests/upstream-stub/main.ts'], { env: { ...env, PORT: String(STUB) }, stdio: 'ignore' }),
  spawn(process.execPath, [SERVER_ENTRY], { env: { ...env, PORT: String(APP), HOSTNAME: '', METRICS_PORT: String(APP + 6000) }, stdio: 'ignore' }),
];
const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

try {
  await waitFor(`http://127.0.0.1:${STUB}/`);
  await waitFor(`${base}/login`);
  const cookies = (await verifyStep(base, await signIn(base))).split('; ').map((c) => ({ name: c.slice(0, c.indexOf('=')), value: c.slice(c.indexOf('=') + 1), url: base }));
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  const rows = [];
  const faults = [];
  for (const path of paths) {
    const context = await browser.newContext();
    if (all.find((r) => r.path === path)?.requireAuth !== false) await context.addCookies(cookies);
    const row = await measure(context, base + path, screens[path]);
    await context.close();
    rows.push({ path, chunks: row.chunks, gzipKB: row.totalKB, gzip9KB: row.gzip9KB, rawKB: row.rawKB, screenKB: row.screenKB, charts: row.charts ? 'yes' : '', pickers: row.pickers ? 'yes' : '', ceiling: row.totalKB <= BUDGET.totalKB ? 'within' : 'OVER' });
    faults.push(...overBudget(path, row));
    if (listChunks) console.log(path, row.files.map((f) => `${f.file} ${f.KB}`).join(', '));
  }
  await browser.close();
  console.table(rows);
  console.log(`budget: ≤ ${BUDGET.totalKB} KB gzip per route, a screen's chunk ≤ ${BUDGET.screenKB} KB, chart code only on /reports/*`);
  const over = rows.filter((r) => r.gzipKB > BUDGET.totalKB);
  console.log(`ceiling of ${BUDGET.totalKB} KB: ${rows.length - over.length} of ${rows.length} routes within${over.length ? `; over (they draw MUI X, held to today's ${OVER_CEILING_KB.charts} KB with charts, ${OVER_CEILING_KB.pickers} KB with pickers): ${over.map((r) => r.path).join(', ')}` : ''}`);
  console.log(faults.length ? `over budget:\n  ${faults.join('\n  ')}` : 'no route past its limit (the ceiling, or today\'s figure for those over it)');
  process.exitCode = faults.length ? 1 : 0;
} finally {
  children.forEach((c) => c.kill('SIGTERM'));
}
