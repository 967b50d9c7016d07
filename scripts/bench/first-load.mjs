#!/usr/bin/env node
// npm run bench:first-load [--chunks] [--record] [paths…] – the JavaScript a browser downloads on
// a fresh visit of each route until the network is idle (scripts/bench/first-load-measure.mjs):
// KB gzip as transferred, KB of the same bodies gzipped at level 9 (a figure that does not depend
// on the server's compression), the screen's own chunk(s), whether chart or picker code is loaded,
// and the KB over the floor page that carries the same libraries (scripts/bench/floor: what those
// libraries alone load, nothing of the portal's). Every route of lib/menu/manifest.ts by default,
// signed in with a verified step (/login signed out).
// Budgets (issue 57): each route's KB over its floor ≤ the figure recorded in
// first-load-budgets.json + 2 KB (a route with none yet: the largest recorded of its kind, with a
// note), a screen's chunk ≤ 40 KB, chart code on /reports/* only; and the goal for /login, ≤ 35 KB
// over the shell floor. Prints met or missed for each; exits 1 when one is missed. `--record`
// writes today's figures of the routes measured (and their kinds) as the recorded ones.
// `--chunks` also lists each route's files with their KB.
// Needs `npm run build` first (the floor is built here when its sources are newer). Starts its own
// stub, portal and floor: BENCH_STUB_PORT (4013), BENCH_APP_PORT (3201), BENCH_FLOOR_PORT (3205).
import { existsSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { devEnv } from '../dev-env.mjs';
import { BUDGETS_FILE, defaultNote, FIRST_LOAD, kindOf, measure, overBudget, overFloorBudget, routes, screenExports } from './first-load-measure.mjs';
import { buildFloor, startTargets } from './floor.mjs';
import { signIn, verifyStep, waitFor } from './portal.mjs';

const STUB = Number(process.env.BENCH_STUB_PORT ?? 4013);
const APP = Number(process.env.BENCH_APP_PORT ?? 3201);
const FLOOR = Number(process.env.BENCH_FLOOR_PORT ?? 3205);
const base = `http://localhost:${APP}`;
const all = routes();
const listChunks = process.argv.includes('--chunks');
const record = process.argv.includes('--record');
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const paths = args.length ? args : all.map((r) => r.path);
const screens = screenExports();
const env = { ...process.env, ...devEnv(STUB), PORTAL_DEMO: '1' };
/** Issue 57's goal for the sign-in page: what signing in needs, and the signed-in frame after it. */
const LOGIN_GOAL = { path: '/login', overShellKB: 35 };
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
    if (!kind) return 0;
    if (!(kind in floors)) {
      const context = await browser.newContext();
      floors[kind] = (await measure(context, `http://localhost:${FLOOR}/${kind}`)).totalKB;
      await context.close();
    }
    return floors[kind];
  };
  const rows = [];
  const faults = [];
  const overFloor = {};
  const kinds = {};
  const notes = [];
  for (const path of paths) {
    const context = await browser.newContext();
    if (all.find((r) => r.path === path)?.requireAuth !== false) await context.addCookies(cookies);
    const row = await measure(context, base + path, screens[path]);
    await context.close();
    const kind = kindOf(path, row);
    const floor = await floorKB(kind);
    const over = +(row.totalKB - floor).toFixed(1);
    overFloor[path] = over;
    kinds[path] = kind;
    const budget = overFloorBudget(path, kind);
    const note = defaultNote(path, kind);
    if (note) notes.push(note);
    const fault = overBudget(path, row, floor);
    rows.push({ path, chunks: row.chunks, gzipKB: row.totalKB, gzip9KB: row.gzip9KB, screenKB: row.screenKB, charts: row.charts ? 'yes' : '', pickers: row.pickers ? 'yes' : '', floor: kind ? `${kind} ${floor}` : '(none)', 'over floor KB': over, budget: budget ?? '', '': fault.length ? 'MISSED' : 'met' });
    faults.push(...fault);
    if (listChunks) console.log(path, row.files.map((f) => `${f.file} ${f.KB}`).join(', '));
  }
  await browser.close();
  console.table(rows);
  console.log(`floors (scripts/bench/floor, the same count): ${Object.entries(floors).map(([kind, KB]) => `/${kind} ${KB} KB${FIRST_LOAD.floorsKB[kind] !== KB ? ` (recorded ${FIRST_LOAD.floorsKB[kind]})` : ''}`).join(', ')}`);
  console.log(`budgets (issue 57): KB over the floor ≤ the recorded figure + ${FIRST_LOAD.headroomKB} KB (${FIRST_LOAD.recorded}); a screen's chunk ≤ 40 KB; chart code on /reports/* only`);
  notes.forEach((note) => console.log(note));
  if (LOGIN_GOAL.path in overFloor) {
    const met = overFloor[LOGIN_GOAL.path] <= LOGIN_GOAL.overShellKB;
    console.log(`goal: ${LOGIN_GOAL.path} ≤ ${LOGIN_GOAL.overShellKB} KB over the shell floor: ${overFloor[LOGIN_GOAL.path]} KB, ${met ? 'met' : 'MISSED'}`);
    if (!met) faults.push(`${LOGIN_GOAL.path}: ${overFloor[LOGIN_GOAL.path]} KB over the shell floor (goal ${LOGIN_GOAL.overShellKB})`);
  }
  if (record) {
    const recorded = { ...FIRST_LOAD, recorded: process.env.BENCH_RECORDED ?? new Date().toISOString().slice(0, 10), floorsKB: { ...FIRST_LOAD.floorsKB, ...floors }, overFloorKB: { ...FIRST_LOAD.overFloorKB, ...overFloor }, kinds: { ...FIRST_LOAD.kinds, ...kinds } };
    writeFileSync(BUDGETS_FILE, `${JSON.stringify(recorded, null, 2)}\n`);
    console.log(`recorded today's figures in ${BUDGETS_FILE}`);
  }
  console.log(faults.length ? `missed:\n  ${faults.join('\n  ')}` : 'every budget met');
  process.exitCode = faults.length ? 1 : 0;
} finally {
  children.forEach((c) => c.kill('SIGTERM'));
}
