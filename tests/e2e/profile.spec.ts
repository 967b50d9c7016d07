import type { Browser, Page } from '@playwright/test';
import { APP_PORT } from '../../playwright.config';
import { STUB_CODE, STUB_PASS2 } from '../upstream-stub/capital';
import { ACCOUNTS, expect, login, openScreen, PASSWORD, stub, test, VIEWPORTS } from './helpers';

// Me (issue 13): /my, the verification step (which the BFF keeps in the session and a typed
// URL cannot skip), changing the phone and the email, both passwords, and the personal
// information, against the stub's per-member state. Each test starts from a fresh world.

const open = openScreen;

/** A second browser, in English, at the test's width (another session of an account). */
async function otherBrowser(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en-US', url: `http://localhost:${APP_PORT}` }]);
  return { context, page: await context.newPage() };
}

/** Verifies by the bound phone or email from the choice screen, with a wrong code first. */
async function verify(page: Page, way: 'phone' | 'email', to: string) {
  await page.getByTestId(`verify-${way}`).click();
  await expect(page.getByTestId('verify-target')).toContainText(to);
  await page.getByTestId('verify-send-code').click();
  await expect(page.getByText(`Code sent to ${to}`)).toBeVisible();
  await expect(page.getByTestId('verify-send-code')).toContainText(/Resend in \d+ s/);
  await page.getByTestId('verify-code').fill('000000');
  await page.getByTestId('verify-submit').click();
  await expect(page.getByText('Error, please re-enter')).toBeVisible();
  await expect(page.getByTestId('verify-code')).toHaveValue('000000');
  await page.getByTestId('verify-code').fill(STUB_CODE);
  await page.getByTestId('verify-submit').click();
}

// Long flows on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context }) => {
  await stub.reset();
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en-US', url: `http://localhost:${APP_PORT}` }]);
});
// Passwords and bound contacts changed here are put back for the specs that run after this one.
test.afterEach(async ({  }) => {
  await stub.reset();
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${name} width`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
    });

    test('Me: the card, its entries, reached from the user menu (desktop) or the side menu (phone), logout', async ({ page }) => {
      await login(page);
      if (name === 'desktop') {
        await expect(page.locator('[data-menu-id="/my"]')).toBeHidden();
        await page.getByTestId('user-menu').click();
        await page.getByRole('menuitem', { name: 'Profile' }).click();
      } else {
        await page.getByTestId('mobile-menu-toggle').click();
        const me = page.locator('[data-menu-id="/my"]:visible');
        await expect(page.locator('[data-menu-id="/logout"]:visible')).toHaveCount(1);
        await me.first().click(); // the group opens; its first entry is Me's own screen
        await me.nth(1).click();
      }
      await expect(page).toHaveURL(/\/my$/);
      await expect(page.getByTestId('my-name')).toHaveText('王建国');
      await expect(page.getByTestId('my-account')).toHaveText('operator');
      await expect(page.getByTestId('my-level')).toHaveText('VIP');
      await expect(page.getByTestId('my-phone')).toHaveText('138****0001');
      await expect(page.getByTestId('my-email')).toHaveText('op***@example.com');
      await expect(page.getByTestId('my-pass2')).toHaveText('Set');
      await expect(page.getByTestId('my-verify')).toContainText('mobile and your email');
      await expect(page.getByTestId('my-bank-cards')).toContainText('2 cards');
      await expect(page.getByText('6222020000000001234')).toHaveCount(0);
      await page.getByTestId('my-edit-info').click();
      await expect(page).toHaveURL(/\/my\/editInfo$/);
      await open(page, '/my');
      await page.getByTestId('my-logout').click();
      await expect(page).toHaveURL(/\/login/);
    });

    test('a phone is rebound only after verification: typed URL and direct BFF call refused, wrong code, new phone shown masked everywhere', async ({ page }) => {
      await login(page);
      // Typing the URL sends the operator to verify first; the BFF refuses the call regardless.
      await page.goto('/my/editPhone');
      await expect(page.getByText('Verify it is you before changing your mobile.')).toBeVisible();
      await stub.clearRequests();
      const direct = await page.request.post('/api/call/store/upteldo', { data: { area: '+86', phone: '13712345678', code: STUB_CODE } });
      expect(direct.status()).toBe(403);
      expect((await direct.json()).msg).toBe('Verify by mobile or email first');
      expect(await stub.requests({ path: 'store/upteldo' })).toHaveLength(0);
      // A forged query string does not verify anything.
      await page.goto('/my/editPhone?verified=1');
      await expect(page.getByText('Verify it is you before changing your mobile.')).toBeVisible();
      await expect(page.getByTestId('bind-phone')).toHaveCount(0);

      await verify(page, 'phone', '138****0001');
      await expect(page).toHaveURL(/\/my\/editPhone$/);
      await expect(page.getByTestId('bind-current')).toHaveText('Currently bound: 138****0001');
      await page.getByTestId('bind-phone').fill('12');
      await page.getByTestId('bind-send-code').click();
      await expect(page.getByText('Enter a valid mobile number')).toBeVisible();
      await page.getByTestId('bind-phone').fill('13900000002'); // menuop's
      await page.getByTestId('bind-send-code').click();
      await expect(page.getByText('That phone is used by another member')).toBeVisible();
      await page.getByTestId('bind-phone').fill('13712345678');
      await page.getByTestId('bind-send-code').click();
      await expect(page.getByText('Code sent to 137****5678')).toBeVisible();
      await page.getByTestId('bind-code').fill('111111');
      await page.getByTestId('bind-submit').click();
      await expect(page.getByTestId('bind-summary')).toContainText('+86 13712345678');
      await page.getByTestId('confirm-ok').click();
      await expect(page.getByText('Error, please re-enter')).toBeVisible();
      await expect(page.getByTestId('bind-phone')).toHaveValue('13712345678');
      await page.getByTestId('bind-code').fill(STUB_CODE);
      await page.getByTestId('bind-submit').click();
      await page.getByTestId('confirm-ok').click();
      await expect(page).toHaveURL(/\/my$/);
      await expect(page.getByTestId('my-phone')).toHaveText('137****5678');

      // The step was used: changing again needs a new verification, by the new phone.
      await page.goto('/my/editPhone');
      await expect(page.getByTestId('verify-phone')).toContainText('137****5678');
      // Transfer's code channel follows.
      await open(page, '/capital/transfer');
      await page.getByTestId('transfer-send-code').click();
      await expect(page.getByText('Code sent to 137****5678')).toBeVisible();
    });

    test('an email is rebound after verifying by email, and shown masked', async ({ page }) => {
      await login(page);
      await open(page, '/my');
      await page.getByTestId('my-edit-email').click();
      await verify(page, 'email', 'op***@example.com');
      await expect(page).toHaveURL(/\/my\/editEmail$/);
      await page.getByTestId('bind-email').fill('not-an-email');
      await page.getByTestId('bind-submit').click();
      await expect(page.getByText('Email Format')).toBeVisible();
      await page.getByTestId('bind-email').fill('newmail@example.com');
      await page.getByTestId('bind-send-code').click();
      await expect(page.getByText('Code sent to ne***@example.com')).toBeVisible();
      await page.getByTestId('bind-code').fill(STUB_CODE);
      await page.getByTestId('bind-submit').click();
      await page.getByTestId('confirm-ok').click();
      await expect(page).toHaveURL(/\/my$/);
      await expect(page.getByTestId('my-email')).toHaveText('ne***@example.com');
    });

    test('too many wrong codes lock the codes; an operator with nothing bound sees the security tip only', async ({ page, browser }) => {
      await login(page);
      await open(page, '/validateTelEmail?next=/my/editEmail');
      await page.getByTestId('verify-phone').click();
      await page.getByTestId('verify-send-code').click();
      await expect(page.getByText('Code sent to 138****0001')).toBeVisible();
      for (let i = 0; i < 4; i++) {
        await page.getByTestId('verify-code').fill(`00000${i}`);
        await page.getByTestId('verify-submit').click();
        await expect(page.getByText('Error, please re-enter')).toBeVisible();
      }
      await page.getByTestId('verify-code').fill('000009');
      await page.getByTestId('verify-submit').click();
      await expect(page.getByText('Too many wrong attempts; try again in 15 min')).toBeVisible();
      await page.getByTestId('verify-code').fill(STUB_CODE);
      await page.getByTestId('verify-submit').click();
      await expect(page.getByText('Too many wrong attempts; try again in 15 min')).toBeVisible();
      await expect(page).toHaveURL(/\/validateTelEmail\/validate/);

      const { context: other, page: novip } = await otherBrowser(browser, viewport);
      await login(novip, ACCOUNTS.novip);
      await open(novip, '/my');
      await expect(novip.getByTestId('my-phone')).toHaveText('Not bound');
      await expect(novip.getByTestId('my-verify')).toHaveText('Security tip: bind a phone or email first.');
      await novip.goto('/my/editPhone');
      await expect(novip.getByTestId('verify-blocked')).toHaveText('Security tip: bind a phone or email first.');
      await expect(novip.getByTestId('verify-phone')).toHaveCount(0);
      await expect(novip.getByTestId('verify-email')).toHaveCount(0);
      await open(novip, '/validateTelEmail/validate?way=phone');
      await expect(novip.getByTestId('verify-choose-first')).toBeVisible();
      await expect(novip.getByTestId('verify-code')).toHaveCount(0);
      await other.close();
    });

    test('the login password changes: this and other sessions end, the new password works and the old fails', async ({ page, browser }) => {
      const { context: other, page: elsewhere } = await otherBrowser(browser, viewport);
      await login(elsewhere);
      await login(page);
      await open(page, '/my/editPass');
      await page.getByTestId('pass-old').fill('wrong1');
      await page.getByTestId('pass-password').fill('abc');
      await page.getByTestId('pass-repeat').fill('abd');
      await page.getByTestId('pass-submit').click();
      await expect(page.getByText('The password needs at least 6 characters')).toBeVisible();
      await expect(page.getByText('The two passwords do not match')).toBeVisible();
      await page.getByTestId('pass-password').fill('newpass9');
      await page.getByTestId('pass-repeat').fill('newpass9');
      await page.getByTestId('pass-submit').click();
      await expect(page.getByTestId('pass-confirm-text')).toContainText('every other browser');
      await page.getByTestId('confirm-ok').click();
      await expect(page.getByText('The current password is wrong, please re-enter')).toBeVisible();
      await expect(page.getByTestId('pass-password')).toHaveValue('newpass9');
      await page.getByTestId('pass-old').fill(PASSWORD);
      await page.getByTestId('pass-submit').click();
      await page.getByTestId('confirm-ok').click();
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByText('Password changed. Sign in with the new password.')).toBeVisible();
      // This session is gone: a screen sends the operator to sign in.
      await page.goto('/my');
      await expect(page).toHaveURL(/\/login/);
      // The other browser's session ended too.
      await elsewhere.goto('/my');
      await expect(elsewhere).toHaveURL(/\/login/);
      await other.close();

      await page.getByTestId('login-username').fill(ACCOUNTS.operator);
      await page.getByTestId('login-password').fill(PASSWORD);
      await page.getByTestId('login-submit').click();
      await expect(page.getByRole('alertdialog')).toContainText('Incorrect account or password');
      await expect(page.getByRole('alertdialog')).toBeHidden();
      await login(page, ACCOUNTS.operator, 'newpass9');
    });

    test('the level-2 password changes with the old one or after verification; transfer accepts only the new one', async ({ page }) => {
      await login(page);
      await open(page, '/my/editPass');
      await expect(page.getByTestId('pass2-section')).toHaveAttribute('data-mode', 'change');
      await page.getByTestId('pass2-old').fill('999999');
      await page.getByTestId('pass2-pass2').fill('246802');
      await page.getByTestId('pass2-repeat').fill('246803');
      await page.getByTestId('pass2-submit').click();
      await expect(page.getByText('The two passwords do not match')).toBeVisible();
      await page.getByTestId('pass2-repeat').fill('246802');
      await page.getByTestId('pass2-submit').click();
      await page.getByTestId('confirm-ok').click();
      await expect(page.getByText('Error, please re-enter')).toBeVisible();
      await expect(page.getByTestId('pass2-old')).toHaveAttribute('aria-invalid', 'true');
      await page.getByTestId('pass2-old').fill(STUB_PASS2);
      await page.getByTestId('pass2-submit').click();
      await page.getByTestId('confirm-ok').click();
      await expect(page.getByText('Level-2 password saved')).toBeVisible();

      // Transfer: the old level-2 password is refused, the new one moves the money.
      await open(page, '/capital/transfer');
      await page.getByTestId('transfer-account').fill(ACCOUNTS.menuop);
      await page.getByTestId('transfer-amount').click();
      await page.getByTestId('transfer-amount').fill('100');
      await expect(page.getByText('Recipient: 张明')).toBeVisible();
      await page.getByTestId('transfer-code').fill(STUB_CODE);
      await page.getByTestId('transfer-pass2').fill(STUB_PASS2);
      await page.getByTestId('transfer-submit').click();
      await page.getByTestId('confirm-ok').click();
      await expect(page.getByTestId('transfer-pass2')).toHaveAttribute('aria-invalid', 'true');
      await page.getByTestId('transfer-pass2').fill('246802');
      await page.getByTestId('transfer-submit').click();
      await page.getByTestId('confirm-ok').click();
      await expect(page).toHaveURL(/\/capital\/transferRecord$/);

      // Forgotten: reset after verification, without the old one; the step is used once.
      await open(page, '/my/editPass');
      await page.getByTestId('pass2-forgot').click();
      await verify(page, 'email', 'op***@example.com');
      await expect(page).toHaveURL(/\/my\/editPass$/);
      await expect(page.getByTestId('pass2-section')).toHaveAttribute('data-mode', 'reset');
      await expect(page.getByTestId('pass2-old')).toHaveCount(0);
      await page.getByTestId('pass2-pass2').fill('864200');
      await page.getByTestId('pass2-repeat').fill('864200');
      await page.getByTestId('pass2-submit').click();
      await stub.clearRequests();
      await page.getByTestId('confirm-ok').click();
      await expect(page.getByText('Level-2 password saved')).toBeVisible();
      expect((await stub.requests({ path: 'store/codechecksub' })).map((r) => r.code)).toEqual([20000]);
      await expect(page.getByTestId('pass2-section')).toHaveAttribute('data-mode', 'change');
      const again = await page.request.post('/api/call/store/codechecksub', { data: { pass2: '111111', repeat: '111111' } });
      expect((await again.json()).code).toBe(40310);
    });

    test('personal information: rules of the add-member form, saved after confirming', async ({ page }) => {
      await login(page);
      await open(page, '/my/editInfo');
      await expect(page.getByTestId('info-realname')).toHaveValue('王建国');
      await expect(page.getByTestId('info-nickname')).toHaveValue('Operator');
      await expect(page.getByTestId('info-address')).toHaveValue('科技园南路 18 号');
      await page.getByTestId('info-nickname').fill('');
      await page.getByTestId('info-submit').click();
      await expect(page.getByTestId('info-nickname')).toHaveAttribute('aria-invalid', 'true');
      await page.getByTestId('info-nickname').fill('Star Operator');
      await page.getByRole('combobox', { name: 'Province' }).click();
      await page.getByRole('option', { name: 'Zhejiang' }).click();
      await page.getByTestId('info-submit').click();
      await expect(page.getByText('Region and address').first()).toBeVisible();
      await page.getByRole('combobox', { name: 'City' }).click();
      await page.getByRole('option', { name: 'Hangzhou' }).click();
      await page.getByRole('combobox', { name: 'County' }).click();
      await page.getByRole('option', { name: 'Xihu' }).click();
      await page.getByTestId('info-address').fill('西湖路 1 号');
      await page.getByTestId('info-submit').click();
      await expect(page.getByTestId('info-summary')).toContainText('Star Operator');
      await page.getByTestId('confirm-ok').click();
      await expect(page).toHaveURL(/\/my$/);
      await expect(page.getByTestId('my-nickname')).toHaveText('Star Operator');
      await open(page, '/my/editInfo');
      await expect(page.getByTestId('info-address')).toHaveValue('西湖路 1 号');
    });
  });
}
