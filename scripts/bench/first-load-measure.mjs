// The first-load JavaScript of a route, as a browser downloads it: every script response of a
// fresh visit until the network is idle (the screen usable), which includes the screen's own
// chunks that the shell loads with next/dynamic after the server-rendered <script src> tags.
// Shared by `npm run bench:first-load` (prints every route) and tests/e2e/first-load.spec.ts
// (fails past the budgets of issues 15 and 57). Bytes only, no timings: the same build gives the same
// figures.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { floorOf } from './floor.mjs';

/**
 * Issue 57: no absolute ceiling. Each route's KB over the floor that carries the libraries it
 * loaded (scripts/bench/floor) is held to the figure recorded in first-load-budgets.json plus
 * `headroomKB`; the floors' own KB are recorded beside them (the e2e spec, which builds no floor,
 * adds a route's figure to its floor's), and each recorded route's kind (`kinds`: the floor it
 * was measured over, "" for the error pages, which have none). `npm run bench:first-load --
 * --record` writes today's figures there. A route with no figure of its own yet (a new screen) is
 * held to the largest recorded figure of its kind, with a note naming the command that records
 * its own. A screen's own chunk stays ≤ 40 KB (issue 15).
 */
export const BUDGETS_FILE = 'scripts/bench/first-load-budgets.json'; // from the repository's root, as the routes are read
export const FIRST_LOAD = JSON.parse(readFileSync(`${process.cwd()}/${BUDGETS_FILE}`, 'utf8'));
export const SCREEN_KB = 40;

/** The floor carrying the libraries a route loaded: the charts' (reports), the date pickers' (record lists, the reports without a chart among them), else its kind's; the error pages draw no shell (''). */
export const kindOf = (path, row) => (path.startsWith('/error/') ? '' : row.charts ? 'reports' : row.pickers ? 'records' : floorOf(path));

/** The largest recorded figure of the routes of `kind` (as recorded in `kinds`), and whose it is; undefined when none is recorded. */
export function kindDefault(kind, budgets = FIRST_LOAD) {
  let found;
  for (const [path, KB] of Object.entries(budgets.overFloorKB)) {
    if (budgets.kinds?.[path] === kind && (!found || KB > found.KB)) found = { KB, from: path };
  }
  return found;
}

/**
 * A route's budget over its floor: its recorded figure, else (not recorded yet) the largest of its
 * kind's; `KB` is that figure plus the headroom, `from` the route whose figure it is. Undefined
 * when neither is recorded.
 */
export function budgetOf(path, kind, budgets = FIRST_LOAD) {
  const own = path in budgets.overFloorKB;
  const base = own ? { KB: budgets.overFloorKB[path], from: path } : kind === undefined ? undefined : kindDefault(kind, budgets);
  return base && { KB: +(base.KB + budgets.headroomKB).toFixed(1), recordedKB: base.KB, from: base.from, own };
}

/** A route's budget in KB over its floor (undefined: a route not recorded yet, of a kind none is recorded of). */
export const overFloorBudget = (path, kind) => budgetOf(path, kind)?.KB;

/** The note for a route held to its kind's figure rather than its own (undefined when it has its own). */
export function defaultNote(path, kind) {
  const budget = budgetOf(path, kind);
  if (!budget || budget.own) return undefined;
  return `${path}: no first-load figure of its own; held to the largest recorded of its kind (${kind || 'no floor'}: ${budget.from}, ${budget.recordedKB} KB over the floor, + ${FIRST_LOAD.headroomKB}). Record its own: npm run bench:first-load -- --record ${path}`;
}

/** The most a route may load in all, with its floor as recorded. */
export const limitOf = (path, row) => {
  const kind = kindOf(path, row);
  const budget = overFloorBudget(path, kind);
  return budget === undefined ? undefined : +((FIRST_LOAD.floorsKB[kind] ?? 0) + budget).toFixed(1);
};

/** Only report routes may load chart code (@mui/x-charts and the d3 modules it bundles). */
export const mayChart = (path) => path.startsWith('/reports/');

// A chunk holds chart code when it defines the charts' surface (every MUI X chart renders in one).
const CHART_MARKER = /MuiChartsSurface/;
// A chunk holds MUI X's date pickers when it defines their field's sections.
const PICKER_MARKER = /MuiPickersSectionList/;

const kb = (bytes) => +(bytes / 1024).toFixed(1);

/** The entries of the route manifest (lib/menu/manifest.ts), read from its source so the bench runs under plain node. */
const manifestEntries = (root) =>
  readFileSync(`${root}/lib/menu/manifest.ts`, 'utf8')
    .split(/\n  route\(/)
    .slice(1)
    .map((entry) => ({ path: /^'([^']+)'/.exec(entry)[1], entry }));

/** Every route of the manifest that shows a page (not a redirect), with whether it needs a session. */
export function routes(root = process.cwd()) {
  return manifestEntries(root)
    .filter(({ entry }) => !/redirect: '/.test(entry))
    .map(({ path, entry }) => ({ path, requireAuth: !/requireAuth: false|\.\.\.open\b|, open\)/.test(entry) }));
}

/**
 * The exported name of each route's screen component: the portal's from the manifest's `screen`,
 * the login page's from its page (the error pages render on the server: no chunk of their own).
 */
export function screenExports(root = process.cwd()) {
  const screens = Object.fromEntries(
    manifestEntries(root).flatMap(({ path, entry }) => {
      const name = /screen: dynamic\(\(\) => import\('[^']+'\)\.then\(\(m\) => m\.(\w+)\)\)/.exec(entry)?.[1];
      return name ? [[path, name]] : [];
    }),
  );
  screens['/login'] = readFileSync(`${root}/app/(auth)/login/page.tsx`, 'utf8').match(/import \{ (\w+Screen) \} from '@\/components\//)?.[1];
  return screens;
}

/**
 * Opens `url` in a new page of `context` (a Playwright browser context, signed in or not) and
 * counts the scripts it downloads until the network is idle. `screen` is the exported name of
 * the route's screen component: the chunk(s) that export it (Turbopack's `e.s(["Name",0,…])`) are the screen's own.
 */
export async function measure(context, url, screen) {
  const page = await context.newPage();
  const scripts = new Map();
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.set(
      request.url(),
      Promise.all([request.sizes(), request.response().then((res) => res?.body())]).then(([sizes, body]) => ({ transferred: sizes.responseBodySize, body: body ?? Buffer.alloc(0) })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const defines = screen && new RegExp(`[[,]"${screen}",0,`);
  const row = { total: 0, gzip9: 0, raw: 0, screen: 0, screenChunks: [], files: [], charts: false, pickers: false, chunks: scripts.size };
  for (const [src, entry] of scripts) {
    const { transferred, body } = await entry;
    const text = body.toString('utf8');
    row.total += transferred;
    row.gzip9 += gzipSync(body, { level: 9 }).length;
    row.raw += body.length;
    row.files.push({ file: new URL(src).pathname.split('/').pop(), KB: kb(transferred) });
    if (defines?.test(text)) {
      row.screen += transferred;
      row.screenChunks.push(new URL(src).pathname.split('/').pop());
    }
    if (CHART_MARKER.test(text)) row.charts = true;
    if (PICKER_MARKER.test(text)) row.pickers = true;
  }
  await page.close();
  return { ...row, totalKB: kb(row.total), gzip9KB: kb(row.gzip9), rawKB: kb(row.raw), screenKB: kb(row.screen) };
}

/** What a row breaks of the budget, in words (empty when within); `floorKB` is its floor as measured now. */
export function overBudget(path, row, floorKB) {
  const faults = [];
  const kind = kindOf(path, row);
  const budget = budgetOf(path, kind);
  const over = +(row.totalKB - (floorKB ?? 0)).toFixed(1);
  if (budget === undefined) faults.push(`${path}: no recorded figure, and none of its kind (${kind || 'no floor'}) (npm run bench:first-load -- --record ${path})`);
  else if (over > budget.KB) faults.push(`${path}: ${over} KB over its floor (budget ${budget.KB}: ${budget.recordedKB} recorded${budget.own ? '' : ` for ${budget.from}, the largest of its kind`} + ${FIRST_LOAD.headroomKB})`);
  if (row.screenKB > SCREEN_KB) faults.push(`${path}: its screen's chunk is ${row.screenKB} KB (budget ${SCREEN_KB})`);
  if (row.charts && !mayChart(path)) faults.push(`${path}: loads chart code`);
  return faults;
}
