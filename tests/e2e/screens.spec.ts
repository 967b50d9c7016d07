import { LOCALES } from '../../lib/contract/locale';
import { APP_PORT } from '../../playwright.config';
import { signedIn, test, VIEWPORTS } from './helpers';

// Screenshots to look at (npm run screens → screenshots/): not assertions, so this file runs
// only in the "screens" project, never in `npm test`.
const SCHEMES = ['light', 'dark'] as const;

for (const locale of LOCALES) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    for (const scheme of SCHEMES) {
      test(`login, home, settings: ${locale}, ${name}, ${scheme}`, async ({ page, context }) => {
        const settings = encodeURIComponent(JSON.stringify({ theme: scheme, tab: true, breadcrumb: true }));
        await context.addCookies([
          { name: 'NEXT_LOCALE', value: locale, url: `http://localhost:${APP_PORT}` },
          { name: 'portal_settings', value: settings, url: `http://localhost:${APP_PORT}` },
        ]);
        await page.setViewportSize(viewport);
        const shot = (what: string) => page.screenshot({ path: `screenshots/${what}-${locale}-${name}-${scheme}.png` });
        await page.goto('/login');
        await page.getByTestId('login-submit').click();
        await shot('login');
        await signedIn(page);
        await page.waitForTimeout(400);
        await shot('home');
        if (name === 'phone') {
          await page.getByTestId('mobile-menu-toggle').click();
          await page.waitForTimeout(400);
          await shot('menu');
          await page.getByTestId('mobile-settings-open').click();
        } else await page.getByTestId('settings-open').click();
        await page.waitForTimeout(400);
        await shot('settings');
      });
    }
  }
}
