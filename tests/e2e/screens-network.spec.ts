import { lookAs, signedIn, test, VIEWPORTS } from './helpers';

// Screenshots of the network screens to look at (screenshots/network-*.png): not assertions,
// so this file runs only in the "screens" project.
const SCHEMES = ['light', 'dark'] as const;

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of SCHEMES) {
    for (const locale of ['zh-CN', 'en-US']) {
      test(`network screens: ${locale}, ${name}, ${scheme}`, async ({ page }) => {
        await lookAs(page, { locale, viewport, scheme });
        const shot = (what: string) => page.screenshot({ path: `screenshots/network-${what}-${locale}-${name}-${scheme}.png` });
        await signedIn(page);
        await page.goto('/memberNode');
        await page.getByTestId('node-operator').waitFor();
        await page.waitForTimeout(1200);
        await shot('placement');
        await page.getByTestId('placement-search-input').fill('m000020');
        await page.getByTestId('placement-search-submit').click();
        await page.getByTestId('slot-m000020-R').waitFor();
        await page.waitForTimeout(300);
        await shot('placement-slot');
        await page.goto('/inviteNode');
        await page.getByTestId('invite-toggle-menuop').click();
        await page.locator('[data-testid="invite-menuop"] [role="group"]').waitFor();
        await page.waitForTimeout(300);
        await shot('invite');
        await page.goto('/extensionOfficer');
        await page.getByTestId('promoter-list').waitFor();
        await page.waitForTimeout(300);
        await shot('promoter');
        await page.goto('/memberNode/register?sponsor=m000020&position=R');
        await page.getByTestId('register-province').waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
        await page.getByTestId('register-username').fill('ab');
        await page.getByTestId('register-password').fill('secret1');
        await page.getByTestId('register-password2').fill('secret2');
        await page.getByTestId('register-email').fill('x');
        await page.getByTestId('register-submit').click();
        await page.waitForTimeout(300);
        await shot('register');
        // The checks as you type: a referee's name, a non-VIP sponsor, a failed real-name check.
        await page.getByTestId('register-realname').fill('王建国');
        await page.getByTestId('register-idnumber').fill('110105194912310021');
        await page.getByTestId('register-referee').fill('menuop');
        await page.getByTestId('register-sponsor').fill('novip');
        await page.getByTestId('register-sponsor-help').filter({ hasText: /\S{4}/ }).waitFor();
        await page.waitForTimeout(600);
        await page.getByTestId('register-idnumber').scrollIntoViewIfNeeded();
        await shot('register-checks');
        await page.evaluate(() => window.scrollTo(0, 0));
      });
    }
  }
}
