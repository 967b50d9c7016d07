import { expect, login, logout, signedIn, stub, test } from './helpers';

// Spec §8: how the portal answers the upstream's codes and failures. The forced logouts sign
// in through the login page; the others start from the stored session (signedIn).
test.describe('error handling', () => {
  test('code 30140 ends the session and returns to /login', async ({ page, context }) => {
    await login(page);
    await stub.fault({ path: 'notice/unread', code: 30140, msg: 'token expired' });
    await page.reload();
    await expect(page).toHaveURL(/\/login\?next=%2Fhome$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'portal_session')).toBeUndefined();
  });

  test('code 30142 does the same', async ({ page }) => {
    await login(page);
    await stub.fault({ path: 'notice/unread', code: 30142 });
    await page.reload();
    await expect(page).toHaveURL(/\/login/);
  });

  test("another code shows the server's msg over a shade, which closes after 3 s", async ({ page }) => {
    await signedIn(page);
    await stub.fault({ path: 'notice/unread', code: 30500, msg: 'Server busy, try later' });
    await page.reload();
    const popup = page.getByRole('alertdialog');
    await expect(popup).toHaveText('Server busy, try later');
    const shade = page.getByTestId('popup-shade');
    await expect(shade).toHaveCSS('background-color', 'rgba(0, 0, 0, 0.3)');
    await expect(popup).toBeHidden({ timeout: 4500 });
    await expect(page).toHaveURL(/\/home$/);
  });

  test('clicking the shade closes the popup', async ({ page }) => {
    await signedIn(page);
    await stub.fault({ path: 'notice/unread', code: 30500, msg: 'Closes on click' });
    await page.reload();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.mouse.click(10, 10);
    await expect(page.getByRole('alertdialog')).toBeHidden({ timeout: 1000 });
  });

  test('a 503 from a read shows one "briefly unavailable, retrying" notice, and the read is retried until it answers', async ({ page }) => {
    await signedIn(page);
    // The notice list is asked by the browser (it is no first answer): its first two calls answer 503.
    let unavailable = 0;
    let secondRefused: () => void;
    const refusedTwice = new Promise<void>((resolve) => (secondRefused = resolve));
    await page.route('**/api/call/notice/index', async (route) => {
      if (unavailable >= 2) return route.continue();
      unavailable++;
      await route.fulfill({ status: 503, headers: { 'retry-after': '5' }, json: { code: 50300, msg: 'unavailable', data: null } });
      if (unavailable === 2) secondRefused();
    });
    await page.goto('/notice');
    const notice = page.locator('.notistack-MuiContent');
    await expect(notice).toHaveText(/服务暂时不可用，正在重试|服務暫時無法使用，正在重試|briefly unavailable\. Retrying/);
    await refusedTwice;
    await expect(notice).toHaveCount(1); // one notice for both refusals
    await expect(page.getByTestId('notice-list')).toBeVisible({ timeout: 10_000 }); // the third try (after 1 s, then 2 s)
    expect(unavailable).toBe(2);
    await expect(page.getByRole('alertdialog')).toHaveCount(0); // not the popup
  });

  test('silent codes show nothing', async ({ page }) => {
    await signedIn(page);
    await stub.fault({ path: 'notice/unread', code: 30010, msg: 'should not show' });
    await page.reload();
    await expect(page.getByTestId('home-hello')).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('a 6 s upstream delay gives a clear time-out message within 6 s, and the page stays usable', async ({ page }) => {
    await signedIn(page);
    await stub.fault({ path: 'notice/unread', delayMs: 6000 });
    // Timed from the moment the browser asks, so a slow reload on a busy machine does not count.
    const asked = page.waitForRequest('**/api/call/notice/unread').then(() => Date.now());
    await page.reload();
    await expect(page.getByRole('alertdialog')).toHaveText('服务器响应超时，请重试。', { timeout: 7000 });
    expect(Date.now() - (await asked)).toBeLessThan(6000);
    await page.mouse.click(10, 10);
    await logout(page);
  });

  test.describe('the upstream failing', () => {
    for (const mode of ['drop', 'nonjson', 'http500'] as const) {
      test(`${mode} → a clear "not available" message`, async ({ page }) => {
        await signedIn(page);
        await stub.fault({ path: 'notice/unread', mode });
        await page.reload();
        await expect(page.getByRole('alertdialog')).toHaveText('服务器暂时不可用，请稍后再试。');
      });
    }
  });
});

test.describe('the BFF refuses', () => {
  test('paths outside the registry, login through the forwarder, and non-objects', async ({ page }) => {
    await signedIn(page);
    const post = (path: string, data: unknown) =>
      page.evaluate(
        async ([p, d]) => {
          const res = await fetch(p as string, { method: 'POST', headers: { 'content-type': 'application/json' }, body: d as string });
          return { status: res.status, body: await res.json() };
        },
        [path, typeof data === 'string' ? data : JSON.stringify(data)],
      );
    expect(await post('/api/call/admin/delete', {})).toMatchObject({ status: 404, body: { code: 40400 } });
    expect(await post('/api/call/login/index', { username: 'x', password: 'y' })).toMatchObject({ status: 404 });
    expect(await post('/api/call/notice/index', [1, 2])).toMatchObject({ status: 400, body: { code: 40000 } });
    expect(await post('/api/call/notice/index', 'not json')).toMatchObject({ status: 400, body: { code: 40000 } });
    expect(await post('/api/call/notice/index', 'x'.repeat(70_000))).toMatchObject({ status: 413, body: { code: 41300 } });
    expect(await post('/api/auth/login', { username: '', password: '' })).toMatchObject({
      status: 400,
      body: { code: 40000, data: { fieldErrors: { username: 'login.account', password: 'login.password' } } },
    });
  });

  test('a cross-site request, and a call without a session', async ({ request }) => {
    const crossSite = await request.post('/api/auth/login', {
      data: { username: 'operator', password: '123456' },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status()).toBe(403);
    const otherOrigin = await request.post('/api/auth/logout', { data: {}, headers: { origin: 'https://evil.example' } });
    expect(otherOrigin.status()).toBe(403);
    const anonymous = await request.post('/api/call/notice/unread', { data: {} });
    expect(anonymous.status()).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 40100 });
  });
});
