import type { Page, Request } from '@playwright/test';
import { expect, signedIn, test, VIEWPORTS } from './helpers';

// Issue 15: no prefetch of routes the operator has not pointed at. Next's <Link> fetches the
// RSC payload of every link in view; the portal's Link (components/common/nav/Link.tsx) waits for
// hover, touch or focus.

/** An RSC fetch (a prefetch or a navigation's payload), as the path it asks for. */
const rscPath = (req: Request) => {
  const url = new URL(req.url());
  return url.searchParams.has('_rsc') || req.headers()['next-router-prefetch'] || req.headers()['rsc'] ? url.pathname : null;
};

function recordRsc(page: Page) {
  const paths: string[] = [];
  page.on('request', (req) => {
    const path = rscPath(req);
    if (path) paths.push(path);
  });
  return paths;
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`Home prefetches no route at load (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const rsc = recordRsc(page);
    await signedIn(page); // loads /home
    await expect(page.getByTestId('home-shortcut-/capital/transfer')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Next schedules viewport prefetches after hydration, in idle time: give them that time.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 500))));
    await page.waitForLoadState('networkidle');
    expect(rsc, 'RSC requests at load').toEqual([]);

    // Pointing at a shortcut fetches its route (the check above would see one).
    await page.getByTestId('home-shortcut-/capital/transfer').hover();
    await expect.poll(() => rsc).toContain('/capital/transfer');
    expect(new Set(rsc), 'only the route pointed at').toEqual(new Set(['/capital/transfer']));
  });
}

test('keyboard focus on a shortcut fetches its route', async ({ page }) => {
  const rsc = recordRsc(page);
  await signedIn(page);
  await page.waitForLoadState('networkidle');
  await page.getByTestId('home-shortcut-/notice').focus();
  await expect.poll(() => rsc).toContain('/notice');
});

// A screen chosen in the portal has its first reads asked with the navigation
// (components/common/nav/usePrepare.ts), before its page and its code, and only once: the screen
// mounting after shows that answer rather than asking again.
function recordCalls(page: Page) {
  const sent: string[] = []; // '/api/call/<path>' and the RSC paths, in the order they were sent
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/call/')) sent.push(url.pathname);
    else if (rscPath(req)) sent.push(`rsc ${url.pathname}`);
  });
  return sent;
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`a menu entry asks its screen's first read with the navigation, once (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signedIn(page);
    await expect(page.getByTestId('home-shortcut-/capital/transfer')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const phone = viewport.width < 600;
    const menu = phone ? page.getByTestId('mobile-menu') : page.locator('aside');
    if (phone) await page.getByTestId('mobile-menu-toggle').click();
    await menu.locator('[data-menu-id="/capital"]').click();
    const sent = recordCalls(page);
    await menu.locator('[data-menu-id="/capital/withdrawRecord"]').click();
    await expect(page.getByTestId('record-row').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const reads = sent.filter((s) => s === '/api/call/extract/tlong');
    expect(reads, 'the list asked once').toHaveLength(1);
    expect(sent.indexOf('/api/call/extract/tlong'), 'asked before the page').toBeLessThan(sent.indexOf('rsc /capital/withdrawRecord'));
  });
}

test('a shortcut asks its screen\'s first reads once', async ({ page }) => {
  await signedIn(page);
  await page.waitForLoadState('networkidle');
  const sent = recordCalls(page);
  await page.getByTestId('home-shortcut-/capital/transfer').click();
  await expect(page.getByTestId('transfer-balance')).toContainText(/\d/);
  await page.waitForLoadState('networkidle');
  expect(sent.filter((s) => s === '/api/call/transfer/index'), 'the balance asked once').toHaveLength(1);
});
