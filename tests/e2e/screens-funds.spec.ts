import { expect, lookAs, signedIn, stub, test, VIEWPORTS } from './helpers';

// Screenshots of the funds forms and record lists (screens project only) at 1280 and 375 px,
// light and dark, in English and simplified Chinese.
const SCREENS = [
  'capital/recharge', 'capital/rechargeRecord', 'capital/transfer', 'capital/transferRecord',
  'capital/withdraw', 'capital/withdrawRecord', 'reports/integralRecord', 'my/bankCardList', 'my/editBankCard', 'my/bankCardListSelect',
];

for (const locale of ['en-US', 'zh-CN']) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`funds screens: ${locale}, ${name}, ${scheme}`, async ({ page }) => {
        await stub.reset();
        await lookAs(page, { locale, viewport, scheme });
        await signedIn(page);
        for (const screen of SCREENS) {
          await page.goto(`/${screen}`);
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(400);
          await page.screenshot({ path: `screenshots/funds-${screen.replace('/', '-')}-${locale}-${name}-${scheme}.png`, fullPage: true });
        }
        // The withdraw confirmation with its fee and net.
        await page.goto('/capital/withdraw');
        await expect(page.getByTestId('withdraw-balance')).toContainText('125');
        await page.getByTestId('withdraw-amount').fill('60050');
        await page.getByTestId('withdraw-pass2').fill('x');
        await page.getByTestId('withdraw-submit').click();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `screenshots/funds-withdraw-confirm-${locale}-${name}-${scheme}.png` });
      });
    }
  }
}
