import { devices, type Page } from '@playwright/test';
import { E2E_FIRST_ANSWER_WAIT_MS as WAIT_MS } from '../../scripts/dev-env.mjs';
import { ACCOUNTS, expect, lane, signedIn, stub, test, VIEWPORTS } from './helpers';

// Issue 15: a screen's first answers come with its page (lib/session/firstAnswers.ts): the
// server asks them while it renders, so the screen's text is in the HTML and the browser asks
// nothing at load; an answer that is slow or fails reaches the browser as its own call's would,
// and the upstream is asked once per answer either way.

/**
 * A figure each screen shows from its first answers, and the upstream calls its page makes (one
 * each); `after`: what the browser asks itself once the page is there (Home's cards, issue 42:
 * each loads on its own after the first paint, which stays as fast as the page's own answers).
 */
const SCREENS: { path: string; shows: string; calls: string[]; after?: string[] }[] = [
  {
    path: '/home',
    shows: 'home-performance-left',
    calls: ['notice/unread', 'store/info'],
    after: ['extract/tlong', 'return/index', 'promoter/getlist', 'regedvip/index', 'salaries/tlong'],
  },
  { path: '/my', shows: 'my-account', calls: ['notice/unread', 'store/info', 'store/sy', 'store/banklist'] },
  { path: '/capital/transfer', shows: 'transfer-balance', calls: ['notice/unread', 'transfer/index', 'store/info'] },
  { path: '/capital/withdraw', shows: 'withdraw-balance', calls: ['notice/unread', 'newextract', 'bank/getlist'] },
  { path: '/capital/withdrawRecord', shows: 'records-totals', calls: ['notice/unread', 'extract/tlong'] },
  { path: '/capital/transferRecord', shows: 'records-totals', calls: ['notice/unread', 'transfer/tlong'] },
  { path: '/capital/rechargeRecord', shows: 'records-totals', calls: ['notice/unread', 'recharge/index'] },
  { path: '/reports/integralRecord', shows: 'records-totals', calls: ['notice/unread', 'salaries/index', 'salaries/tlong'] },
  { path: '/memberProduct/chargebackRecord', shows: 'records-totals', calls: ['notice/unread', 'return/index'] },
  { path: '/reports/performance', shows: 'period-income', calls: ['notice/unread', 'uincome/index', 'uincome/getsearch'] },
];

/** The BFF calls the browser makes while `load` runs. */
async function browserCalls(page: Page, load: () => Promise<unknown>) {
  const calls: string[] = [];
  const listen = (req: { url(): string }) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith('/api/call/')) calls.push(path.slice('/api/call/'.length));
  };
  page.on('request', listen);
  await load();
  page.off('request', listen);
  return calls;
}

for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
  test(`each screen's first answers come with its page, at ${viewport.width} px: shown with script off; with script, the browser asks nothing and the upstream once each`, async ({ page, browser }) => {
    test.slow(); // a sweep of every screen, each loaded twice (script off and on): three times the usual time
    await page.setViewportSize(viewport);
    await signedIn(page);
    const off = await browser.newContext({ javaScriptEnabled: false, viewport, storageState: await page.context().storageState() });
    const offPage = await off.newPage();
    for (const { path, shows, calls, after = [] } of SCREENS) {
      await offPage.goto(path);
      await expect(offPage.getByTestId(shows).first(), `${path} with script off`).toBeVisible();
      await expect(offPage.getByTestId(shows).first(), `${path} with script off`).not.toContainText('—');
      // A record list's rows too, at either width: the server cannot know it without a phone's hint.
      if (shows === 'records-totals') {
        await expect(offPage.getByTestId('record-row').first(), `${path}'s rows with script off`).toBeVisible();
        await expect(offPage.locator('main .MuiSkeleton-root:visible'), `${path} with script off`).toHaveCount(0);
      }
      await stub.clearRequests();
      const asked = await browserCalls(page, async () => {
        await page.goto(path);
        await expect(page.getByTestId(shows).first()).toBeVisible();
        // Home's cards ask once the page has hydrated: until each has its answer.
        if (after.length) await expect(page.locator('[data-testid^="home-card-"][data-state="loading"]')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
      });
      expect(asked.sort(), `${path}: the browser's calls at load`).toEqual([...after].sort());
      const upstream = (await stub.requests()).map((r) => r.path).sort();
      expect(upstream, `${path}: the upstream's calls`).toEqual([...calls, ...after].sort());
    }
    await off.close();
  });
}

test('a slow first answer: the page comes at once with its skeleton, then the rows; the upstream is asked once', async ({ page }) => {
  await signedIn(page);
  await stub.clearRequests();
  // The page waits WAIT_MS for it (the tests' FIRST_ANSWER_WAIT_MS), then comes without it.
  await stub.fault({ path: 'extract/tlong', count: 1, delayMs: WAIT_MS + 2500 });
  const started = Date.now();
  await page.goto('/capital/withdrawRecord');
  expect(Date.now() - started).toBeLessThan(WAIT_MS + 2000);
  await expect(page.getByTestId('records-list')).toHaveCount(0);
  await expect(page.getByTestId('record-row').first()).toBeVisible({ timeout: 6000 });
  expect(await stub.requests({ path: 'extract/tlong' })).toHaveLength(1);
});

test('a first answer the upstream refused shows its message as the browser\'s own call would, once', async ({ page }) => {
  await signedIn(page);
  await stub.clearRequests();
  await stub.fault({ path: 'transfer/index', count: 1, code: 30500, msg: 'Server busy (first answer)' });
  await page.goto('/capital/transfer');
  await expect(page.getByRole('alertdialog')).toHaveText('Server busy (first answer)');
  expect(await stub.requests({ path: 'transfer/index' })).toHaveLength(1);
});

test('a refresh asks again: an answer the page came with is not kept past its first view', async ({ page }) => {
  await signedIn(page);
  await page.goto('/capital/withdrawRecord');
  await expect(page.getByTestId('record-row').first()).toBeVisible();
  await stub.clearRequests();
  await page.getByTestId('refresh').click();
  await expect.poll(async () => (await stub.requests({ path: 'extract/tlong' })).length).toBe(1);
});

test("a phone's page is laid out for a phone from the start: the chart's three levels and the record cards are in its HTML, asked once", async ({ page, browser }) => {
  await signedIn(page);
  const storageState = await page.context().storageState();
  const { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  const pixel = { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch }; // a phone's user agent and width
  const off = await browser.newContext({ ...pixel, storageState, javaScriptEnabled: false });
  const offPage = await off.newPage();
  await offPage.goto('/memberNode');
  await expect(offPage.getByTestId('placement-chart')).toHaveAttribute('data-root', ACCOUNTS.operator);
  await expect(offPage.getByTestId('node-operator')).toBeVisible();
  await offPage.goto('/capital/withdrawRecord');
  await expect(offPage.getByTestId('record-row')).toHaveCount(10);
  await expect(offPage.locator('table[data-testid="records-list"]')).toHaveCount(0); // cards, not a table
  await off.close();

  const phone = await browser.newContext({ ...pixel, storageState });
  const phonePage = await phone.newPage();
  await stub.clearRequests();
  const asked = await browserCalls(phonePage, async () => {
    await phonePage.goto('/memberNode');
    await expect(phonePage.getByTestId('node-operator')).toBeVisible();
    await phonePage.waitForLoadState('networkidle');
  });
  expect(asked).toEqual([]);
  expect((await stub.requests({ path: 'patlas/index' })).map((c) => c.payload?.levels)).toEqual([3]);
  await phone.close();
});

// The screen the page came with is hydrated, not thrown away and drawn anew once its code has
// come: the shell draws again after the load (settings, tabs, the session), and React discards a
// server-rendered boundary that is handed new elements before it has hydrated. A field clicked as
// soon as it shows keeps the focus (and the operator's typing with it).
for (const tabs of [false, true]) {
  test(`the screen sent with the page is the one that stays: a field clicked at once keeps the focus (tab bar ${tabs ? 'on' : 'off'})`, async ({ page }) => {
    if (tabs) await page.context().addCookies([{ name: 'portal_settings', value: encodeURIComponent(JSON.stringify({ tab: true })), url: lane().baseURL }]);
    await signedIn(page);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const field = document.querySelector('[data-screen] input');
        if (field) Object.assign(field, { sentWithPage: true });
      });
    });
    await page.goto('/capital/transfer', { waitUntil: 'domcontentloaded' });
    const field = page.locator('[data-screen] input').first();
    await field.click();
    await expect(page.locator('[data-screen][data-ready]')).toHaveCount(1); // the screen has hydrated
    await page.waitForTimeout(300); // the shell's renders after the load
    expect(await field.evaluate((el) => (el as HTMLInputElement & { sentWithPage?: boolean }).sentWithPage)).toBe(true);
    await expect(field).toBeFocused();
  });
}
