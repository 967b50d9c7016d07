import { STUB_CODE, STUB_PASS2 } from '../upstream-stub/capital';
import { ACCOUNTS, expect, lookAs, signedIn, stub, test, VIEWPORTS } from './helpers';

// Screenshots of the phone finish (screens project only) at 375 px in the three languages,
// light and dark: the menu, the settings drawer, the charts and a full-screen confirmation
// with a toast under it.
for (const locale of ['zh-CN', 'zh-TW', 'en-US']) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`phone finish: ${locale}, ${scheme}`, async ({ page }) => {
      await stub.reset();
      await lookAs(page, { locale, viewport: VIEWPORTS.phone, scheme });
      await signedIn(page);
      const shot = (name: string) => page.screenshot({ path: `screenshots/phone-${name}-${locale}-${scheme}.png` });
      await page.getByTestId('mobile-menu-toggle').click();
      await page.waitForTimeout(400);
      await shot('menu');
      await page.getByTestId('mobile-settings-open').click();
      await page.waitForTimeout(400);
      await shot('settings');
      await page.goBack();
      for (const screen of ['memberNode', 'inviteNode']) {
        await page.goto(`/${screen}`);
        await page.waitForLoadState('networkidle');
        await shot(screen);
      }
      await page.goto('/capital/transfer');
      await page.waitForLoadState('networkidle');
      await page.getByTestId('transfer-account').fill(ACCOUNTS.menuop);
      await page.getByTestId('transfer-amount').click();
      await page.getByTestId('transfer-amount').fill('150');
      await page.getByTestId('transfer-send-code').click();
      await page.waitForTimeout(300);
      await shot('code-sent');
      await page.getByTestId('transfer-code').fill(STUB_CODE);
      await page.getByTestId('transfer-pass2').fill(STUB_PASS2);
      await page.getByTestId('transfer-submit').click();
      await expect(page.getByTestId('confirm-dialog')).toBeVisible();
      await page.waitForTimeout(400);
      await shot('confirm');
    });
  }
}
