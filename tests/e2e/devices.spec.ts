import type { Browser, Page } from '@playwright/test';
import { APP_PORT } from '../../playwright.config';
import { DEVICES } from '../../packages/qa-kit/src';
import { STUB_CODE, STUB_PASS2 } from '../upstream-stub/capital';
import { expect, lane, PASSWORD, seriousAxeFindings, signedIn, test, VIEWPORTS } from './helpers';

// Issue 72: the operator's security in their own hands, tried as an operator would: two browsers
// signed in, the first sees both and signs the second out (its next click lands on the sign-in
// page); a wrong password from a third browser is in the history and on Home; a transfer is in
// My activity with its amount. In the three languages, at 1280 and 375 px; axe finds nothing
// serious. Only the test's own second session is signed out: the account's other sessions are
// other tests'.

test.describe.configure({ timeout: 120_000 });

const WORDS = {
  'en-US': { signOut: 'Sign out', wrong: 'Wrong password' },
  'zh-CN': { signOut: '退出', wrong: '密码错误' },
  'zh-TW': { signOut: '登出', wrong: '密碼錯誤' },
} as const;
type Locale = keyof typeof WORDS;

const inLanguage = (page: Page, locale: string) => page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: `http://localhost:${APP_PORT}` }]);

/** Another browser (an iPhone), signed in as the operator: its page, and its session's handle as the list shows it. */
async function secondBrowser(browser: Browser, locale: string) {
  const context = await browser.newContext({ userAgent: DEVICES.iphone, viewport: VIEWPORTS.phone, baseURL: lane().baseURL, locale });
  await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: lane().baseURL }]);
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', { data: { username: 'operator', password: PASSWORD } });
  expect((await login.json()).code).toBe(20000);
  const own = ((await (await page.request.get('/api/security/sessions')).json()).data as { id: string; current: boolean }[]).find((s) => s.current)!;
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
  return { context, page, id: own.id };
}

for (const locale of Object.keys(WORDS) as Locale[]) {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    test(`${locale} at ${viewport.width} px: both browsers listed, the second signed out with the password, a wrong password in the history and on Home`, async ({ page, browser }) => {
      await inLanguage(page, locale);
      await page.setViewportSize(viewport);
      await signedIn(page);
      const second = await secondBrowser(browser, locale);

      await page.goto('/my/security');
      const mine = page.locator('[data-testid="security-session"][data-current="true"]');
      await expect(mine).toBeVisible();
      const row = page.locator(`[data-testid="security-session"][data-id="${second.id}"]`);
      await expect(row).toContainText('iOS 17.0');
      await expect(row).toContainText('Safari');
      expect(await seriousAxeFindings(page), `${locale} ${width}`).toEqual([]);

      // A wrong password first: refused under the field, what was typed kept, the session kept.
      await row.getByTestId('security-signout').click();
      const password = page.getByTestId('security-password');
      await password.fill('not-the-password');
      await password.press('Enter');
      await expect(page.getByRole('dialog')).toContainText(WORDS[locale].wrong);
      await expect(password).toHaveValue('not-the-password');
      await password.fill(PASSWORD);
      await password.press('Enter');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(row).toHaveCount(0);
      await expect(mine).toBeVisible();

      // The second browser's next click lands on the sign-in page.
      await second.page.reload();
      await expect(second.page).toHaveURL(/\/login/);
      await second.context.close();

      // A wrong password from a third browser: in the history, from a new device, and on Home.
      const third = await browser.newContext({ userAgent: DEVICES.android, baseURL: lane().baseURL });
      expect((await (await third.request.post('/api/auth/login', { data: { username: 'operator', password: 'wrong-from-a-third' } })).json()).code).not.toBe(20000);
      await third.close();
      await page.reload();
      // (other tests sign in to the account meanwhile: the attempt is among the newest, not always first)
      await expect(page.locator('[data-testid="security-signin"][data-outcome="wrong"]', { hasText: 'Android' }).first()).toBeVisible();
      await page.goto('/home');
      await expect(page.getByTestId('home-signin-alert')).toBeVisible();
      await page.getByTestId('home-signin-alert').click();
      await expect(page).toHaveURL(/\/my\/security$/);
    });
  }
}

test('a transfer is in My activity with its amount and recipient, filtered by kind in the URL; axe finds nothing serious', async ({ page }) => {
  for (const [locale, viewport] of [['en-US', VIEWPORTS.desktop], ['zh-TW', VIEWPORTS.phone]] as const) {
    await inLanguage(page, locale);
    await page.setViewportSize(viewport);
    await signedIn(page);
    const remark = `e2e-${Date.now().toString(36)}`;
    const sent = await page.request.post('/api/call/transfer/dothis', {
      headers: { 'idempotency-key': `activity-${remark}`, origin: lane().baseURL },
      data: { account: 'menuop', amount: '1150', remark, way: 'phone', code: STUB_CODE, pass2: STUB_PASS2 },
    });
    expect((await sent.json()).code).toBe(20000);
    await page.goto('/my/activity?kind=money');
    const entry = page.locator('[data-testid="activity-row"][data-action="transfer"]', { hasText: remark });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('1,150');
    await expect(entry).toContainText('menuop');
    expect(await seriousAxeFindings(page), locale).toEqual([]);
    await expect(page.locator('[data-testid="activity-row"]:not([data-kind="money"])')).toHaveCount(0);
  }
});
