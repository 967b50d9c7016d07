import type { Page } from '@playwright/test';
import { ROUTES } from '../../lib/menu/manifest';
import { expect, SCREEN_QUERIES, signedIn, test, VIEWPORTS } from './helpers';

// Issue 74: the screen the server sent is the one that stays. At load React hydrates the
// server's HTML; where what the browser renders first differs from it, React throws the
// server's nodes away and renders the screen again on the client (a recoverable error, reported
// to the page), which costs a second render before the page answers and loses what was typed in
// it. Each screen, at desktop and phone width, on a first visit and on a repeat visit (its
// scripts from the cache, run before the page has painted, and the settings the first visit
// wrote restored): the screen's element the parser made is the one shown once it has hydrated,
// and React reported nothing.

// The shell's screens: not the redirects, the sign-in page or the error pages (pages of their own).
const SCREENS = ROUTES.filter((r) => !r.redirect && r.requireAuth).map((r) => r.path + (SCREEN_QUERIES[r.path] ?? ''));

/** Before any script of the page: keeps the first screen box the parser adds, and what React reports. */
function watch() {
  const seen = window as unknown as { firstScreen?: Element; reported: string[] };
  seen.reported = [];
  new MutationObserver((records, observer) => {
    for (const r of records) for (const node of r.addedNodes) {
      if (!(node instanceof Element)) continue;
      const screen = node.matches('[data-screen]') ? node : node.querySelector('[data-screen]');
      if (screen && !seen.firstScreen) {
        seen.firstScreen = screen;
        observer.disconnect();
      }
    }
  }).observe(document, { childList: true, subtree: true });
  window.addEventListener('error', (e) => seen.reported.push(String(e.message)));
}

async function load(page: Page, path: string, visit: string) {
  await page.goto(path);
  const view = `${path}, ${visit}`;
  await expect(page.locator('[data-screen][data-ready]'), `${view}: hydrated`).toHaveCount(1);
  const kept = await page.evaluate(() => {
    const seen = window as unknown as { firstScreen?: Element; reported: string[] };
    return { same: !!seen.firstScreen && seen.firstScreen === document.querySelector('[data-screen]'), reported: seen.reported };
  });
  return { view, ...kept };
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`every screen keeps the server's HTML at load, first and repeat visits (${name})`, async ({ page }) => {
    test.setTimeout(test.info().timeout * 6); // every screen, each loaded twice
    await page.setViewportSize(viewport);
    await page.addInitScript(watch);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signedIn(page);
    const missed: string[] = [];
    for (const path of SCREENS) {
      for (const visit of ['first visit', 'repeat visit']) {
        errors.length = 0;
        const { view, same, reported } = await load(page, path, visit);
        if (!same) missed.push(`${view}: rendered again on the client`);
        for (const message of [...reported, ...errors]) missed.push(`${view}: ${message.slice(0, 200)}`);
      }
    }
    expect(missed).toEqual([]);
  });
}

test('a reload with kept tabs mounts the screen shown only, not the tabs nobody looks at', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'portal_settings', value: encodeURIComponent(JSON.stringify({ tab: true })), url: baseURL }]);
  await signedIn(page);
  const kept = ['/capital/withdrawRecord', '/reports/performance', '/memberNode'];
  for (const path of kept) {
    const put = page.waitForResponse((r) => r.url().endsWith('/api/prefs') && r.request().method() === 'PUT' && (r.request().postData() ?? '').includes(`"activeTab":"${path}"`));
    await page.goto(path);
    await put;
  }
  await page.reload();
  await expect(page.getByTestId('tabs-bar').locator('[role="tab"]')).toHaveCount(kept.length + 1); // and Home
  await expect(page.locator('[data-screen][data-ready]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-screen]')).toHaveCount(1);
  await expect(page.locator('[data-screen]')).toHaveAttribute('data-screen', '/memberNode');
});
