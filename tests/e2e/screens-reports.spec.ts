import { APP_PORT } from '../../playwright.config';
import { DEFAULT_THEME_VARIABLE } from '../../lib/settings/settings';
import { login, lookAs, stub, test, VIEWPORTS } from './helpers';

// Screenshots of the performance reports (screens project only) at 1280 and 375 px, light and
// dark, in all three languages; My performance's chart as a table, and in grey mode; Commissions
// by kind with a kind's entries listed (issue 59).
const SCREENS = ['reports/performance', 'reports/teamformance', 'reports/teamformanceInfo', 'reports/commission'];

test.describe.configure({ timeout: 120_000 });

for (const locale of ['en-US', 'zh-CN', 'zh-TW']) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`report screens: ${locale}, ${name}, ${scheme}`, async ({ page }) => {
        await stub.reset();
        await lookAs(page, { locale, viewport, scheme });
        await login(page);
        await page.waitForTimeout(800);
        for (const screen of SCREENS) {
          await page.goto(`/${screen}`);
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(600);
          await page.screenshot({ path: `screenshots/reports-${screen.replace('reports/', '')}-${locale}-${name}-${scheme}.png`, fullPage: true });
        }
        await page.goto('/reports/performance');
        await page.getByTestId('range-month').click();
        await page.getByTestId('legs-as-table').click();
        await page.waitForLoadState('networkidle');
        await page.getByTestId('legs-chart').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `screenshots/reports-performance-table-${locale}-${name}-${scheme}.png` });
        await page.goto('/reports/commission?kind=2');
        await page.waitForLoadState('networkidle');
        await page.getByTestId('commission-as-table').click();
        await page.waitForTimeout(600);
        await page.screenshot({ path: `screenshots/reports-commission-kind-${locale}-${name}-${scheme}.png`, fullPage: true });
      });
    }
  }
}

test('report screens: grey mode, another primary colour', async ({ page, context }) => {
  await stub.reset();
  const settings = encodeURIComponent(JSON.stringify({ greyMode: true, themeVariable: { ...DEFAULT_THEME_VARIABLE, primary: '#3963bc' } }));
  await context.addCookies([
    { name: 'NEXT_LOCALE', value: 'en-US', url: `http://localhost:${APP_PORT}` },
    { name: 'portal_settings', value: settings, url: `http://localhost:${APP_PORT}` },
  ]);
  await page.setViewportSize(VIEWPORTS.desktop);
  await login(page);
  await page.goto('/reports/performance');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600);
  await page.screenshot({ path: 'screenshots/reports-performance-grey-blue.png', fullPage: true });
  // The primary colour alone (grey mode off); local storage holds the settings over the cookie.
  await page.evaluate(() => localStorage.clear());
  await context.addCookies([{ name: 'portal_settings', value: encodeURIComponent(JSON.stringify({ themeVariable: { ...DEFAULT_THEME_VARIABLE, primary: '#3963bc' } })), url: `http://localhost:${APP_PORT}` }]);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600);
  await page.screenshot({ path: 'screenshots/reports-performance-blue.png', fullPage: true });
});
