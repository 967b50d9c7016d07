import type { Page } from '@playwright/test';
import { expect, lane, lookAs, PHONE_UA, seriousAxeFindings, signedIn, stub, test, VIEWPORTS } from './helpers';

// Home's "today" (issue 42): waiting on you, upgrade deadlines and income over time, in three
// languages at 1280 and 375 px, against the stub's scenarios (issue 41): every card full, every
// card empty, one card's call failing (the others fine, its Retry works), and each card's links
// landing on the right list with the filter applied.

const LOCALES = ['en-US', 'zh-CN', 'zh-TW'] as const;
const CARDS = ['waiting', 'deadlines', 'income'] as const;
const WAITING = ['withdrawals', 'returns', 'promoters', 'notices'] as const;
const card = (page: Page, id: (typeof CARDS)[number]) => page.getByTestId(`home-card-${id}`);

test.describe.configure({ timeout: 60_000 });
// Each test loads a scenario into the lane's stub: the seeded world is put back after it, so that
// a test after these (the bell's five unread notices in shell.spec.ts) does not see Home's world.
test.afterEach(async () => {
  await stub.reset();
});

async function openHome(page: Page, locale: string, viewport: { width: number; height: number }) {
  await lookAs(page, { locale, viewport, scheme: 'light' });
  await signedIn(page);
}

for (const locale of LOCALES) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`every card full with everything waiting: ${locale}, ${name}`, async ({ page }) => {
      await stub.loadScenario('all-waiting');
      await openHome(page, locale, viewport);
      for (const id of CARDS) await expect(card(page, id)).toHaveAttribute('data-state', 'full');
      // Waiting on you: each count above 0, each a link.
      for (const row of WAITING) {
        const link = page.getByTestId(`home-waiting-${row}`);
        await expect(link).toBeVisible();
        expect(Number(await link.getAttribute('data-count'))).toBeGreaterThan(0);
      }
      // Deadlines: fewest days first, the last week's first (the scenario puts two members each
      // at 1, 3 and 7 days left): the card shows the four soonest, and counts the six closing.
      const days = await page.getByTestId('home-deadline').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-days'))));
      expect(days).toEqual([1, 1, 3, 3]);
      await expect(page.getByTestId('home-deadlines-summary')).toContainText('6');
      // Income: this month against the last; the chart, loaded once its place is in view; its table.
      await expect(page.getByTestId('home-income-change')).not.toBeEmpty();
      await card(page, 'income').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('home-income-chart')).toBeVisible();
      await expect(page.getByTestId('home-income-summary')).toBeVisible();
      await page.getByTestId('home-income-as-table').click();
      await expect(page.getByTestId('home-income-as-table')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('home-income-table').locator('tbody tr')).toHaveCount(7); // 6 months and the total
      await page.getByTestId('home-income-12').click();
      await expect(page.getByTestId('home-income-table').locator('tbody tr')).toHaveCount(13);
      // The menu's entry of the members to be upgraded carries the count closing within a week.
      if (name === 'desktop') {
        await page.locator('[data-menu-id="/reports"]').first().click();
        await expect(page.getByTestId('menu-badge-/reports/waitMember')).toContainText('6');
      }
    });

    test(`the default world (dated from today) fills the income card: ${locale}, ${name}`, async ({ page }) => {
      await stub.reset();
      await openHome(page, locale, viewport);
      await expect(card(page, 'income')).toHaveAttribute('data-state', 'full');
      await expect(page.getByTestId('home-income-change')).not.toBeEmpty();
      await card(page, 'income').scrollIntoViewIfNeeded();
      await page.getByTestId('home-income-as-table').click();
      // Six months and the total, this month's and the last's among them with income (issue 59).
      await expect(page.getByTestId('home-income-table').locator('tbody tr')).toHaveCount(7);
      await expect(page.getByTestId('home-income-empty')).toHaveCount(0);
    });

    test(`each card's empty state with nothing waiting: ${locale}, ${name}`, async ({ page }) => {
      await stub.loadScenario('nothing-waiting');
      await openHome(page, locale, viewport);
      for (const id of CARDS) await expect(card(page, id)).toHaveAttribute('data-state', 'empty');
      for (const testId of ['home-waiting-empty', 'home-deadlines-empty', 'home-income-empty']) await expect(page.getByTestId(testId)).toBeVisible();
      await expect(page.getByTestId('menu-badge-/reports/waitMember')).toHaveCount(0);
      // The rest of Home is there as before.
      await expect(page.getByTestId('home-performance-left')).toBeVisible();
    });
  }
}

for (const locale of LOCALES) {
  test(`on a phone the balances sit two to a row and the first card starts in the first screen: ${locale}`, async ({ page }) => {
    await stub.loadScenario('all-waiting');
    await openHome(page, locale, VIEWPORTS.phone);
    const balances = page.getByTestId('home-balances').locator(':scope > *');
    await expect(balances.nth(3)).toBeVisible();
    const boxes = await balances.evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, right: r.right })));
    expect(boxes[0].y).toBe(boxes[1].y); // salary beside recharge
    expect(boxes[2].y).toBe(boxes[3].y); // pending audit beside the two legs
    expect(boxes[1].x).toBeGreaterThan(boxes[0].right);
    for (const box of boxes) expect(box.right).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    const first = page.getByTestId('home-cards').locator('[data-testid^="home-card-"][data-state]').first();
    await expect(first.getByRole('heading')).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  });
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  for (const [id, path] of [['income', 'salaries/tlong'], ['deadlines', 'regedvip/index'], ['waiting', 'extract/tlong']] as const) {
    test(`a failing call fails its card only, and Retry brings it back: ${id}, ${name}`, async ({ page }) => {
      await stub.loadScenario('all-waiting');
      await stub.fault({ path, untilCleared: true, code: 30500, msg: 'Server busy, try later' });
      await openHome(page, 'en-US', viewport);
      await expect(card(page, id)).toHaveAttribute('data-state', 'error');
      for (const other of CARDS.filter((c) => c !== id)) await expect(card(page, other)).toHaveAttribute('data-state', 'full');
      await expect(page.getByTestId('home-performance-left')).toBeVisible();
      const error = card(page, id).locator('[data-testid$="-error"]').first();
      await expect(error).toBeVisible();
      await stub.clearFaults();
      await error.getByRole('button').click();
      await expect(card(page, id)).toHaveAttribute('data-state', 'full');
    });
  }

  test(`each card's links land on the right list, filtered: ${name}`, async ({ page }) => {
    await stub.loadScenario('all-waiting');
    await openHome(page, 'en-US', viewport);
    const back = async () => {
      await page.goto('/home');
      await expect(card(page, 'waiting')).toHaveAttribute('data-state', 'full');
    };

    // Withdrawals in review → the withdraw record, Pending audit chosen, only such rows.
    await page.getByTestId('home-waiting-withdrawals').click();
    await expect(page).toHaveURL(/\/capital\/withdrawRecord\?status=0$/);
    await expect(page.getByTestId('records-status')).toHaveValue('0');
    await expect(page.getByTestId('record-row').first()).toBeVisible();
    for (const chip of await page.getByTestId('record-status').allTextContents()) expect(chip).toBe('Pending audit');

    await back();
    await page.getByTestId('home-waiting-returns').click();
    await expect(page).toHaveURL(/\/memberProduct\/chargebackRecord\?status=0$/);
    await expect(page.getByTestId('records-status')).toHaveValue('0');
    await expect(page.getByTestId('record-row').first()).toBeVisible();
    for (const chip of await page.getByTestId('record-status').allTextContents()) expect(chip).toBe('In progress');

    await back();
    await page.getByTestId('home-waiting-promoters').click();
    await expect(page).toHaveURL(/\/extensionOfficer\?state=0$/);
    await expect(page.getByTestId('promoter-pending-only')).toBeChecked();
    await expect(page.getByTestId('promoter-list').locator('li')).not.toHaveCount(0);
    await expect(page.getByTestId('promoter-list').getByText('Qualified')).toHaveCount(0);

    await back();
    await page.getByTestId('home-waiting-notices').click();
    await expect(page).toHaveURL(/\/notice\?unread=1$/);
    await expect(page.getByTestId('notice-unread-only')).toBeChecked();
    const notices = page.getByTestId('notice-list').locator('li');
    await expect(notices).not.toHaveCount(0);
    expect(await notices.count()).toBe(await page.getByTestId('notice-list').getByText('Unread').count());

    // A deadline's Level up opens Level up for that member.
    await back();
    const first = page.getByTestId('home-deadline').first();
    const account = (await first.locator('.MuiTypography-caption').textContent())!.trim();
    await first.getByTestId('home-deadline-upgrade').click();
    await expect(page).toHaveURL(new RegExp(`/memberProduct/memberUpLevel\\?account=${account}$`));
    await expect(page.getByTestId('levelup-account')).toHaveValue(account);
    await expect(page.getByTestId('levelup-member')).toBeVisible();

    // The income card's entries → the salary record, income entries of the months shown.
    await back();
    await page.getByTestId('home-income-record').click();
    await expect(page).toHaveURL(/\/reports\/integralRecord\?status=1&from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByTestId('records-status')).toHaveValue('1');
    await expect(page.getByTestId('record-row').first()).toBeVisible();
    for (const chip of await page.getByTestId('record-status').allTextContents()) expect(chip).toBe('Income');
  });
}

test('the cards keep the operator\'s order, with the settings, across a reload', async ({ page }) => {
  await stub.loadScenario('all-waiting');
  await openHome(page, 'en-US', VIEWPORTS.desktop);
  const order = () => page.getByTestId('home-cards').locator(':scope > section').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')));
  expect(await order()).toEqual(['home-card-waiting', 'home-card-deadlines', 'home-card-income']);
  await page.getByTestId('home-card-income-up').focus();
  await page.keyboard.press('Enter');
  await expect.poll(order).toEqual(['home-card-waiting', 'home-card-income', 'home-card-deadlines']);
  // The focus stays with the card's control, so a second press moves it again.
  await page.keyboard.press('Enter');
  await expect.poll(order).toEqual(['home-card-income', 'home-card-waiting', 'home-card-deadlines']);
  await expect(page.getByTestId('home-card-income-up')).toBeDisabled();
  // Sent to the server with the other settings (they follow the account), and kept on reload.
  await expect.poll(async () => (await (await page.request.get('/api/prefs')).json()).data?.settings?.homeCards).toEqual(['income', 'waiting', 'deadlines']);
  await page.reload();
  await expect.poll(order).toEqual(['home-card-income', 'home-card-waiting', 'home-card-deadlines']);
});

test('without script: Home\'s cards hold their place and its shortcuts are there, and a filtered list is rendered filtered (a phone\'s page)', async ({ browser }) => {
  await stub.loadScenario('all-waiting');
  // A record list's rows are in the HTML when the page is rendered for a phone (RecordsView).
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: lane().baseURL, userAgent: PHONE_UA });
  const page = await context.newPage();
  await lookAs(page, { locale: 'en-US', viewport: VIEWPORTS.phone, scheme: 'light' });
  const js = await browser.newContext({ baseURL: lane().baseURL });
  const signing = await js.newPage();
  await lookAs(signing, { locale: 'en-US', viewport: VIEWPORTS.desktop, scheme: 'light' });
  await signedIn(signing);
  await context.addCookies((await js.cookies()).filter((c) => ['portal_session', 'portal_dvid'].includes(c.name)));
  await page.goto('/capital/withdrawRecord?status=0');
  await expect(page.getByTestId('records-status')).toHaveValue('0');
  await expect(page.getByTestId('record-row').first()).toBeVisible();
  for (const chip of await page.getByTestId('record-status').allTextContents()) expect(chip).toBe('Pending audit');
  await page.goto('/home');
  // Shown, not only present: React's server sends a Suspense boundary past its first 12.8 KB
  // hidden, for a script to show (HomeScreen's boundaries are <Activity> for this).
  for (const id of CARDS) {
    await expect(card(page, id)).toHaveAttribute('data-state', 'loading');
    await expect(card(page, id)).toBeVisible();
  }
  await expect(page.getByTestId('home-shortcut-/capital/transfer')).toBeVisible();
  await context.close();
  await js.close();
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`axe: no serious or critical violation on Home full, ${name}, ${scheme}`, async ({ page }) => {
      await stub.loadScenario('all-waiting');
      await lookAs(page, { locale: 'en-US', viewport, scheme });
      await signedIn(page);
      for (const id of CARDS) await expect(card(page, id)).toHaveAttribute('data-state', 'full');
      await card(page, 'income').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('home-income-chart')).toBeVisible();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      const serious = (await seriousAxeFindings(page)).map((f) => `${f.rule}: ${f.target}`);
      expect(serious).toEqual([]);
    });
  }
}
