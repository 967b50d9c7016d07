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
