#!/usr/bin/env node
// npm run bench:first-load [paths…] – the JavaScript a browser downloads on a fresh visit of
// each route until the network is idle (scripts/bench/first-load-measure.mjs): KB gzip as
// transferred, KB of the same bodies gzipped at level 9 (a figure that does not depend on the
// server's compression), the screen's own chunk(s), and whether chart code is loaded. Every
// route of lib/menu/manifest.ts by default, signed in with a verified step (/login signed out). Exits 1 past the budget
// of issue 15 (tests/e2e/first-load.spec.ts holds the suite to it).
// `--chunks` also lists each route's files with their KB. Beside each route, the floor page of
// its kind (scripts/bench/floor, as bench:lighthouse and bench:inp hold it to), counted the same
// way: what that kind's libraries alone load, nothing of the portal's.
// Needs `npm run build` first (the floor is built here when its sources are newer). Starts its own
// stub, portal and floor: BENCH_STUB_PORT (4013), BENCH_APP_PORT (3201), BENCH_FLOOR_PORT (3205).
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { devEnv } from '../dev-env.mjs';
import { BUDGET, measure, OVER_CEILING_KB, overBudget, routes, screenExports } from './first-load-measure.mjs';
import { buildFloor, floorOf, startTargets } from './floor.mjs';
import { signIn, verifyStep, waitFor } from './portal.mjs';

const STUB = Number(process.env.BENCH_STUB_PORT ?? 4013);
const APP = Number(process.env.BENCH_APP_PORT ?? 3201);
const FLOOR = Number(process.env.BENCH_FLOOR_PORT ?? 3205);
const base = `http://localhost:${APP}`;
const all = routes();
const listChunks = process.argv.includes('--chunks');
const args = process.argv.slice(2).filter((a) => a !== '--chunks');
const paths = args.length ? args : all.map((r) => r.path);
const screens = screenExports();
const env = { ...process.env, ...devEnv(STUB), PORTAL_DEMO: '1' };
// The floor carrying the libraries a route loaded: the charts' (reports), the date pickers' (record
// lists, the reports without a chart among them), else its kind's; the error pages draw no shell.
const kindOf = (path, row) => (path.startsWith('/error/') ? '' : row.charts ? 'reports' : row.pickers ? 'records' : floorOf(path));
buildFloor(env, { ifStale: true });
const children = startTargets(env, { stub: STUB, app: APP, floor: FLOOR });
const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

try {
  await waitFor(`http://127.0.0.1:${STUB}/`);
  await waitFor(`${base}/login`);
  const cookies = (await verifyStep(base, await signIn(base))).split('; ').map((c) => ({ name: c.slice(0, c.indexOf('=')), value: c.slice(c.indexOf('=') + 1), url: base }));
  await waitFor(`http://localhost:${FLOOR}/shell`);
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  // A floor is measured once, the first time a route of its kind asks for it.
  const floors = {};
  const floorKB = async (kind) => {
    if (!kind) return undefined;
    if (!(kind in floors)) {
      const context = await browser.newContext();
      floors[kind] = (await measure(context, `http://localhost:${FLOOR}/${kind}`)).totalKB;
      await context.close();
    }
    return floors[kind];
  };
  const rows = [];
  const faults = [];
  for (const path of paths) {
    const context = await browser.newContext();
    if (all.find((r) => r.path === path)?.requireAuth !== false) await context.addCookies(cookies);
    const row = await measure(context, base + path, screens[path]);
    await context.close();
    const kind = kindOf(path, row);
    const floor = await floorKB(kind);
    rows.push({ path, chunks: row.chunks, gzipKB: row.totalKB, gzip9KB: row.gzip9KB, rawKB: row.rawKB, screenKB: row.screenKB, charts: row.charts ? 'yes' : '', pickers: row.pickers ? 'yes' : '', ceiling: row.totalKB <= BUDGET.totalKB ? 'within' : 'OVER', floor: floor ? `${kind} ${floor}` : '', 'over floor KB': floor ? +(row.totalKB - floor).toFixed(1) : '' });
    faults.push(...overBudget(path, row));
    if (listChunks) console.log(path, row.files.map((f) => `${f.file} ${f.KB}`).join(', '));
  }
  await browser.close();
  console.table(rows);
  console.log(`floors (scripts/bench/floor, the same count): ${Object.entries(floors).map(([kind, KB]) => `/${kind} ${KB} KB`).join(', ')}`);
  console.log(`budget: ≤ ${BUDGET.totalKB} KB gzip per route, a screen's chunk ≤ ${BUDGET.screenKB} KB, chart code only on /reports/*`);
  const over = rows.filter((r) => r.gzipKB > BUDGET.totalKB);
  console.log(`ceiling of ${BUDGET.totalKB} KB: ${rows.length - over.length} of ${rows.length} routes within${over.length ? `; over (they draw MUI X, held to today's ${OVER_CEILING_KB.charts} KB with charts, ${OVER_CEILING_KB.pickers} KB with pickers): ${over.map((r) => r.path).join(', ')}` : ''}`);
  console.log(faults.length ? `over budget:\n  ${faults.join('\n  ')}` : 'no route past its limit (the ceiling, or today\'s figure for those over it)');
  process.exitCode = faults.length ? 1 : 0;
} finally {
  children.forEach((c) => c.kill('SIGTERM'));
}
