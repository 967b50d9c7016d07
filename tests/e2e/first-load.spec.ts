import type { BrowserContextOptions } from '@playwright/test';
import { budgetOf, defaultNote, FIRST_LOAD, kindOf, limitOf, mayChart, measure, routes, SCREEN_KB, screenExports } from '../../scripts/bench/first-load-measure.mjs';
import { ROUTES } from '../../lib/menu/manifest';
import { ACCOUNTS, expect, PASSWORD, test, verifiedStep } from './helpers';

// Issues 15 and 57: the JavaScript each route downloads until the network is idle, counted as
// `npm run bench:first-load` counts it (scripts/bench/first-load-measure.mjs), in bytes (the same
// build gives the same figures). Every route signed in, /login and the error pages as they are
// reached. Each is held to its floor's KB plus its own recorded KB over that floor plus 2 KB
// (scripts/bench/first-load-budgets.json; the floors as recorded there, since the suite builds
// no floor app); a route with no figure of its own yet (a new screen) to the largest recorded of
// its kind, with a note naming `npm run bench:first-load -- --record <path>`; a screen's chunk
// ≤ 40 KB; chart code on /reports/* only.

const SCREENS = screenExports();
let signedIn: BrowserContextOptions['storageState'];

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const res = await api.post('/api/auth/login', { data: { username: ACCOUNTS.operator, password: PASSWORD } });
  expect(await res.json()).toMatchObject({ code: 20000 });
  await verifiedStep(api); // the phone and e-mail screens show themselves rather than send to verify first
  signedIn = await api.storageState();
  await api.dispose();
});

test('the bench reads every route of the route table', () => {
  expect(routes()).toEqual(ROUTES.filter((r) => !r.redirect).map((r) => ({ path: r.path, requireAuth: r.requireAuth })));
});

for (const { path, requireAuth } of routes()) {
  test(`first-load JavaScript of ${path}`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, storageState: requireAuth ? signedIn : undefined });
    const row = await measure(context, `${baseURL}${path}`, SCREENS[path]);
    await context.close();
    const kind = kindOf(path, row);
    const limit = limitOf(path, row);
    const budget = budgetOf(path, kind);
    const note = defaultNote(path, kind);
    if (note) {
      console.log(note);
      test.info().annotations.push({ type: 'first-load', description: note });
    }
    expect(limit, `${path}: a recorded figure, or one of its kind (${kind || 'no floor'}) (npm run bench:first-load -- --record ${path})`).toBeDefined();
    const over = budget!.own ? `${budget!.recordedKB}` : `${budget!.recordedKB}, ${budget!.from}'s, the largest of its kind`;
    expect(row.totalKB, `${path}: KB gzip of script until the network is idle (its floor + ${over} + ${FIRST_LOAD.headroomKB})`).toBeLessThanOrEqual(limit!);
    expect(row.screenKB, `${path}: KB gzip of the screen's own chunk`).toBeLessThanOrEqual(SCREEN_KB);
    if (SCREENS[path]) expect(row.screenChunks.length, `${path}: its screen's chunk was found`).toBeGreaterThan(0);
    if (!mayChart(path)) expect(row.charts, `${path}: loads chart code`).toBe(false);
  });
}
