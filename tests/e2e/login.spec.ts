import { ACCOUNTS, expect, login, logout, PASSWORD, signedIn, stub, test } from './helpers';

test.describe('login', () => {
  test('a good account reaches /home and sees its name', async ({ page }) => {
    await login(page);
    await expect(page.getByTestId('home-hello')).toContainText('您好');
    await expect(page.getByTestId('home-unread')).toBeVisible();
  });

  test('a wrong password shows the server message and stays', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('login-username').fill(ACCOUNTS.operator);
    await page.getByTestId('login-password').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expect(page.getByRole('alertdialog')).not.toBeEmpty();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByTestId('login-password')).toHaveValue('wrong-password');
  });

  test('empty fields show their labels as required messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('login-submit').click();
    await expect(page.locator('p.Mui-error')).toHaveText(['账号', '密码']);
  });

  test('Enter submits', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('login-username').fill(ACCOUNTS.operator);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-password').press('Enter');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the login button is 320 px wide on desktop and shows loading', async ({ page }) => {
    await page.goto('/login');
    const button = page.getByTestId('login-submit');
    expect((await button.boundingBox())?.width).toBe(320);
    await stub.fault({ path: 'login/index', delayMs: 1500 });
    await page.getByTestId('login-username').fill(ACCOUNTS.operator);
    await page.getByTestId('login-password').fill(PASSWORD);
    await button.click();
    await expect(button).toBeDisabled();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('at 375 px the form stacks under the welcome band and fills the width', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/login');
    const band = await page.getByRole('banner').boundingBox();
    const button = await page.getByTestId('login-submit').boundingBox();
    expect(band!.y + band!.height).toBeLessThanOrEqual(button!.y);
    expect(button!.width).toBeGreaterThan(300);
    expect(button!.width).toBeLessThanOrEqual(375);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
    await page.getByTestId('login-username').fill('operator');
    await page.getByTestId('login-password').fill('123456');
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('switching language changes the text and the lac the stub receives', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-submit')).toHaveText('登录');
    await page.getByTestId('language-picker').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByTestId('login-submit')).toHaveText('Log in');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '繁體中文' }).click();
    await expect(page.getByTestId('login-submit')).toHaveText('登入');

    await stub.clearRequests();
    await login(page);
    await expect(page.getByTestId('home-hello')).toBeVisible();
    const calls = await stub.requests();
    const signIn = calls.find((c) => c.path === 'login/index')!;
    expect(signIn.form?.lac).toBe('2');
    expect(signIn.payload?.lac).toBe(2);
    expect(calls.filter((c) => c.path === 'notice/unread').every((c) => c.payload?.lac === 2)).toBe(true);
  });

  test('switching language while signed in fetches the upstream text again in the new language', async ({ page }) => {
    await signedIn(page, 'novip');
    await expect(page.getByTestId('home-level')).toHaveText('等级：优惠顾客');
    await page.getByTestId('language-picker').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByTestId('home-level')).toHaveText('Level: Discount customer');
  });

  test('a signed-out deep link goes to login with next, and back after login', async ({ page }) => {
    await page.goto('/capital/recharge');
    await expect(page).toHaveURL(/\/login\?next=%2Fcapital%2Frecharge$/);
    await page.goto('/login?next=%2Fhome%3Ftab%3D1');
    await page.getByTestId('login-username').fill(ACCOUNTS.operator);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/home\?tab=1$/);
  });

  test('a next pointing to another site is ignored', async ({ page }) => {
    await page.goto('/login?next=%2F%2Fevil.example%2Fx');
    await page.getByTestId('login-username').fill(ACCOUNTS.operator);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/localhost:\d+\/home$/);
  });

  test('signed in, /login goes home; / goes home; unknown paths go to 404', async ({ page }) => {
    await signedIn(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/error\/404$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面不存在');
  });

  test('logout ends the session and keeps the device id', async ({ page, context }) => {
    await login(page);
    const device = (await context.cookies()).find((c) => c.name === 'portal_dvid')!.value;
    await logout(page);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'portal_session')).toBeUndefined();
    expect(cookies.find((c) => c.name === 'portal_dvid')?.value).toBe(device);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login\?next=%2Fhome$/);
  });
});
