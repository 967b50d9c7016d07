import { LOCALES } from '../../lib/contract/locale';
import { login, test } from './helpers';

// Screenshots to look at (npm run screens → screenshots/): not assertions, so this file runs
// only in the "screens" project, never in `npm test`.
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 740 } };

for (const locale of LOCALES) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`login and home, ${locale}, ${name}`, async ({ page, context }) => {
      await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: 'http://localhost:3100' }]);
      await page.setViewportSize(viewport);
      await page.goto('/login');
      await page.getByTestId('login-submit').click();
      await page.screenshot({ path: `screenshots/login-${locale}-${name}.png`, fullPage: true });
      await login(page);
      await page.getByTestId('home-unread').waitFor();
      await page.screenshot({ path: `screenshots/home-${locale}-${name}.png`, fullPage: true });
      await page.goto('/error/404');
      await page.screenshot({ path: `screenshots/404-${locale}-${name}.png` });
    });
  }
}
