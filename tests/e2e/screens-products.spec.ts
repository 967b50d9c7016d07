import { expect, login, lookAs, stub, test, VIEWPORTS } from './helpers';

// Screenshots of the VIP-goods screens (screens project only) at 1280 and 375 px, light and
// dark, in all three languages: the forms, the lists, and the dialogs that carry content
// (package detail, level-up confirmation, registration logistics, a return's timeline).
const SCREENS = ['memberProduct/memberUpLevel', 'memberProduct/chargeback', 'memberProduct/chargebackRecord', 'reports/registerMember', 'reports/waitMember'];

for (const locale of ['en-US', 'zh-CN', 'zh-TW']) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`VIP goods screens: ${locale}, ${name}, ${scheme}`, async ({ page }) => {
        test.setTimeout(test.info().timeout * 6); // five screens and four dialogs, on shared machines
        await stub.reset();
        await lookAs(page, { locale, viewport, scheme });
        await login(page);
        const shot = (screen: string) => page.screenshot({ path: `screenshots/products-${screen}-${locale}-${name}-${scheme}.png`, fullPage: true });
        for (const screen of SCREENS) {
          await page.goto(`/${screen}`);
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(400);
          await shot(screen.replace('/', '-'));
        }
        // Level up with a member from the worklist: the member, a package chosen, the confirmation.
        await page.goto('/reports/waitMember');
        await page.getByTestId('wait-upgrade').first().click();
        await expect(page.getByTestId('levelup-member')).toBeVisible();
        await page.locator('[data-testid="package"][data-id="3"]').getByTestId('package-choose').click();
        await page.getByTestId('levelup-pass2').fill('x');
        await page.waitForTimeout(300);
        await shot('levelup-filled');
        await page.getByTestId('levelup-submit').click();
        await expect(page.getByTestId('levelup-summary')).toBeVisible();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `screenshots/products-levelup-confirm-${locale}-${name}-${scheme}.png` });
        await page.getByTestId('confirm-cancel').click();
        await page.locator('[data-testid="package"][data-id="4"]').getByTestId('package-detail').click();
        await expect(page.getByTestId('product-image')).toBeVisible();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `screenshots/products-product-${locale}-${name}-${scheme}.png` });
        // A registration's logistics and a return's timeline.
        await page.goto('/reports/registerMember');
        await page.getByTestId('registered-detail').first().click();
        await expect(page.getByTestId('logistics-steps')).toBeVisible();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `screenshots/products-registration-${locale}-${name}-${scheme}.png` });
        await page.goto('/memberProduct/chargebackRecord');
        await page.getByTestId('record-detail').first().click();
        await expect(page.getByTestId('return-steps')).toBeVisible();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `screenshots/products-return-${locale}-${name}-${scheme}.png` });
      });
    }
  }
}
