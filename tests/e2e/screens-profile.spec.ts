import type { Page } from '@playwright/test';
import { STUB_CODE } from '../upstream-stub/capital';
import { ACCOUNTS, expect, login, lookAs, stub, test, VIEWPORTS } from './helpers';

// Screenshots of Me (screens project only) at 1280 and 375 px, light and dark, in the three
// languages: /my, the verification steps, the change screens (after verifying), the
// passwords, the personal information, and novip's security tip.
const shot = async (page: Page, name: string, suffix: string) => {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  await page.screenshot({ path: `screenshots/profile-${name}-${suffix}.png`, fullPage: true });
};

test.describe.configure({ timeout: 180_000 });

for (const locale of ['zh-CN', 'zh-TW', 'en-US']) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`profile screens: ${locale}, ${name}, ${scheme}`, async ({ page, context }) => {
        const suffix = `${locale}-${name}-${scheme}`;
        await stub.reset();
        await lookAs(page, { locale, viewport, scheme });
        await login(page);
        await page.waitForTimeout(1000);
        for (const screen of ['my', 'my/editInfo', 'my/editPass']) {
          await page.goto(`/${screen}`);
          await shot(page, screen.replace('/', '-'), suffix);
        }
        await page.goto('/validateTelEmail?next=/my/editPhone');
        await shot(page, 'validateTelEmail', suffix);
        await page.getByTestId('verify-phone').click();
        await page.getByTestId('verify-send-code').click();
        await page.getByTestId('verify-code').fill('000000');
        await page.getByTestId('verify-submit').click();
        await page.waitForTimeout(300);
        await shot(page, 'validate-wrong', suffix);
        await page.getByTestId('verify-code').fill(STUB_CODE);
        await page.getByTestId('verify-submit').click();
        await expect(page).toHaveURL(/\/my\/editPhone$/);
        await shot(page, 'my-editPhone', suffix);
        await page.getByTestId('bind-phone').fill('13712345678');
        await page.getByTestId('bind-code').fill(STUB_CODE);
        await page.getByTestId('bind-submit').click();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `screenshots/profile-my-editPhone-confirm-${suffix}.png` });
        await page.getByTestId('confirm-cancel').click();
        await page.goto('/validateTelEmail?next=/my/editEmail');
        await page.getByTestId('verify-email').click();
        await page.getByTestId('verify-code').fill(STUB_CODE);
        await page.getByTestId('verify-send-code').click();
        await page.getByTestId('verify-submit').click();
        await expect(page).toHaveURL(/\/my\/editEmail$/);
        await shot(page, 'my-editEmail', suffix);

        await context.clearCookies({ name: 'portal_session' });
        await login(page, ACCOUNTS.novip);
        await page.goto('/validateTelEmail');
        await shot(page, 'validateTelEmail-novip', suffix);
      });
    }
  }
}
