import type { Locator, Page } from '@playwright/test';
import { APP_PORT } from '../../playwright.config';
import { STUB_CODE, STUB_PASS2 } from '../upstream-stub/capital';
import { ACCOUNTS, expect, openScreen, signedIn, stub, test, VIEWPORTS } from './helpers';

// The phone-first finish (issue 19) at 375 px: messages never over the top bar's controls,
// dialogs full-screen and closed by back, charts opened fitted, menu labels on one line,
// touch targets of 44 px.

const PHONE = VIEWPORTS.phone;
const url = `http://localhost:${APP_PORT}`;
const inLocale = (page: Page, locale: string) => page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url }]);

/**
 * Samples for `ms` (every 50 ms) that each control of the phone's top bar is the element at
 * its own centre, as a tap would find it; returns what covered one, and whether a toast was on
 * screen meanwhile (so that the check saw one).
 */
async function sampleTopBar(page: Page, ms = 2000) {
  return page.evaluate(async (ms) => {
    const covered = new Set<string>();
    let sawToast = false;
    const end = performance.now() + ms;
    while (performance.now() < end) {
      sawToast ||= Boolean(document.querySelector('.notistack-SnackbarContainer .notistack-MuiContent'));
      for (const el of document.querySelectorAll<HTMLElement>('[data-testid=mobile-bar] button')) {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (!hit || !el.contains(hit)) covered.add(`${el.dataset.testid ?? el.getAttribute('aria-label')} under ${hit?.className || hit?.tagName}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    return { covered: [...covered], sawToast };
  }, ms);
}

async function expectTopBarClear(page: Page) {
  const { covered, sawToast } = await sampleTopBar(page);
  expect(sawToast, 'a message was shown while sampling').toBe(true);
  expect(covered).toEqual([]);
}

/** The dialog's paper fills the viewport. */
async function expectFullScreen(paper: Locator) {
  await expect(paper).toBeVisible();
  await expect.poll(async () => {
    const box = (await paper.boundingBox())!;
    return [box.x, box.y, box.width, box.height].map(Math.round);
  }).toEqual([0, 0, PHONE.width, PHONE.height]);
}

const scrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');

test.beforeEach(async ({ page }) => {
  await stub.reset();
  await inLocale(page, 'en-US');
  await page.setViewportSize(PHONE);
});

test('messages never cover the top bar: after sign-in, "code sent" and "transfer completed"', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(ACCOUNTS.operator);
  await page.getByTestId('login-password').fill('123456');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/home$/);
  await expectTopBarClear(page);
  // A tap on the menu button right after sign-in opens the menu.
  await page.getByTestId('mobile-menu-toggle').click({ timeout: 1000 });
  await expect(page.getByTestId('mobile-menu')).toBeVisible();
  await page.keyboard.press('Escape');

  await openScreen(page, '/capital/transfer');
  await page.getByTestId('transfer-account').fill(ACCOUNTS.menuop);
  await page.getByTestId('transfer-amount').click();
  await page.getByTestId('transfer-amount').fill('150');
  await page.getByTestId('transfer-send-code').click();
  await expectTopBarClear(page);
  await page.getByTestId('transfer-code').fill(STUB_CODE);
  await page.getByTestId('transfer-pass2').fill(STUB_PASS2);
  await page.getByTestId('transfer-submit').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/\/capital\/transferRecord$/);
  await expectTopBarClear(page);
});

test('the transfer confirmation is full-screen, locks the page and closes on back; back then leaves', async ({ page }) => {
  await signedIn(page);
  await openScreen(page, '/capital/transfer');
  await page.getByTestId('transfer-account').fill(ACCOUNTS.menuop);
  await page.getByTestId('transfer-amount').click();
  await page.getByTestId('transfer-amount').fill('150');
  await page.getByTestId('transfer-code').fill(STUB_CODE);
  await page.getByTestId('transfer-pass2').fill(STUB_PASS2);
  await page.getByTestId('transfer-submit').click();

  const dialog = page.getByTestId('confirm-dialog');
  await expectFullScreen(dialog.locator('.MuiDialog-paper'));
  await expect(dialog.getByTestId('confirm-ok')).toBeInViewport({ ratio: 1 });
  expect(await scrollLocked(page)).toBe(true);

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/capital\/transfer$/);
  await expect(page.getByTestId('transfer-amount')).toHaveValue('150');
  expect(await scrollLocked(page)).toBe(false);

  // Closed by its own button, the dialog leaves no step behind: one back leaves the screen.
  await page.getByTestId('transfer-submit').click();
  await expect(dialog).toBeVisible();
  await page.getByTestId('confirm-cancel').click();
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);

  // Confirmed, it becomes the record: back from there returns to the form, not to the dialog.
  await page.goForward();
  await expect(page).toHaveURL(/\/capital\/transfer$/);
  await page.waitForLoadState('networkidle');
  // The draft is back (restored once, on mount): typed before that, the code would be reset with it.
  await expect(page.getByTestId('transfer-amount')).toHaveValue('150');
  await page.getByTestId('transfer-code').fill(STUB_CODE); // secrets are never kept in a draft
  await page.getByTestId('transfer-pass2').fill(STUB_PASS2);
  await page.getByTestId('transfer-submit').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/\/capital\/transferRecord$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/capital\/transfer$/);
  await expect(dialog).toBeHidden();
});

test('the phone menu and the settings drawer lock the page and close on back; a detail dialog is full-screen', async ({ page }) => {
  await signedIn(page);
  await openScreen(page, '/capital/transferRecord');
  await page.getByTestId('mobile-menu-toggle').click();
  await expect(page.getByTestId('mobile-menu')).toBeVisible();
  expect(await scrollLocked(page)).toBe(true);
  await page.goBack();
  await expect(page.getByTestId('mobile-menu')).toBeHidden();
  await expect(page).toHaveURL(/\/capital\/transferRecord$/);

  // Menu → settings in one tap: the settings open over the screen, back closes them.
  await page.getByTestId('mobile-menu-toggle').click();
  await page.getByTestId('mobile-settings-open').click();
  const drawer = page.getByTestId('settings-drawer');
  await expect(drawer).toBeVisible();
  await expect.poll(async () => Math.round((await drawer.boundingBox())!.width)).toBe(PHONE.width);
  expect(await scrollLocked(page)).toBe(true);
  await page.goBack();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/capital\/transferRecord$/);

  // A menu entry chosen from the menu replaces the menu's step: back returns here.
  await page.getByTestId('mobile-menu-toggle').click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu.locator('[data-menu-id="/capital"]')).toHaveAttribute('aria-expanded', 'true'); // the current route's group
  await menu.locator('[data-menu-id="/capital/withdrawRecord"]').click();
  await expect(page).toHaveURL(/\/capital\/withdrawRecord$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/capital\/transferRecord$/);

  await openScreen(page, '/reports/registerMember');
  await page.getByTestId('record-row').first().getByTestId('registered-detail').click();
  await expectFullScreen(page.getByTestId('registration-dialog').locator('.MuiDialog-paper'));
  await page.goBack();
  await expect(page.getByTestId('registration-dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/reports\/registerMember$/);
});

test('the placement chart at load asks the upstream once, for a phone\'s three levels (not a desk\'s four first)', async ({ page }) => {
  await signedIn(page);
  await stub.clearRequests();
  await openScreen(page, '/memberNode');
  await expect(page.getByTestId('placement-chart')).toHaveAttribute('data-root', ACCOUNTS.operator);
  const calls = await stub.requests({ path: 'patlas/index' });
  expect(calls.map((c) => c.payload?.levels)).toEqual([3]);
});

test('the placement chart opens fitted to the width: the first two levels in view; the invitation chart has no overflow', async ({ page }) => {
  await signedIn(page);
  await openScreen(page, '/memberNode');
  const chart = page.getByTestId('placement-chart');
  await expect(chart).toHaveAttribute('data-root', ACCOUNTS.operator);
  for (const id of ['node-operator', 'node-menuop', 'node-novip']) {
    const box = (await page.getByTestId(id).boundingBox())!;
    expect(box.x, id).toBeGreaterThanOrEqual(-0.5);
    expect(box.x + box.width, id).toBeLessThanOrEqual(PHONE.width + 0.5);
    expect(box.y + box.height, id).toBeLessThanOrEqual(PHONE.height);
  }
  expect(await chart.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  // The zoom controls still work from the fitted scale.
  const zoom = page.getByTestId('zoom-level');
  const fitted = await zoom.textContent();
  await page.getByTestId('zoom-in').click();
  await expect(zoom).not.toHaveText(fitted!);

  await openScreen(page, '/inviteNode');
  await expect(page.getByTestId('invite-menuop')).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

/** Menu entries whose label is cut or wraps, with every group opened. */
async function badLabels(page: Page, scope: Locator) {
  for (let round = 0; round < 3; round++) {
    const closed = scope.locator('[data-menu-id][aria-expanded=false]');
    const n = await closed.count();
    for (let i = 0; i < n; i++) await closed.first().click();
  }
  await page.waitForTimeout(400); // the groups' expand animation
  return scope.locator('[data-menu-id] .MuiListItemText-primary').evaluateAll((els) =>
    els
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().height > parseFloat(getComputedStyle(el).lineHeight) * 1.5)
      .map((el) => el.textContent),
  );
}

for (const locale of ['zh-CN', 'zh-TW', 'en-US']) {
  test(`menu labels neither cut nor wrap at 1280 and 375 px, the full name in a tooltip (${locale})`, async ({ page }) => {
    await inLocale(page, locale);
    await page.setViewportSize(VIEWPORTS.desktop);
    await signedIn(page, 'menuop'); // the largest menu
    expect(await badLabels(page, page.locator('aside nav').first())).toEqual([]);
    if (locale === 'en-US') {
      await page.locator('aside [data-menu-id="/memberNode"]').hover();
      await expect(page.getByRole('tooltip')).toHaveText('Member chart (Zone)');
    }
    await page.setViewportSize(PHONE);
    await page.getByTestId('mobile-menu-toggle').click();
    expect(await badLabels(page, page.getByTestId('mobile-menu'))).toEqual([]);
  });
}

test('with reduced motion asked for, the phone menu, its groups and the settings drawer move at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signedIn(page);
  await openScreen(page, '/home');
  // The longest transition or animation running on the page right after a tap, in ms.
  const longestMotion = () =>
    page.evaluate(() => {
      const ms = (v: string) => Math.max(0, ...v.split(',').map((s) => (s.trim().endsWith('ms') ? parseFloat(s) : parseFloat(s) * 1000)));
      return Math.max(0, ...[...document.querySelectorAll('*')].map((el) => { const st = getComputedStyle(el); return Math.max(ms(st.transitionDuration), ms(st.animationDuration)); }));
    });
  await page.getByTestId('mobile-menu-toggle').click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeVisible();
  expect(await longestMotion()).toBeLessThan(1);
  await menu.locator('[data-menu-id="/capital"]').click();
  await expect(menu.locator('[data-menu-id="/capital/transfer"]')).toBeVisible();
  expect(await longestMotion()).toBeLessThan(1);
  await page.getByTestId('mobile-settings-open').click();
  await expect(page.getByTestId('settings-drawer')).toBeVisible();
  expect(await longestMotion()).toBeLessThan(1);
});

test('touch targets are at least 44 × 44 px on a phone', async ({ page }) => {
  await signedIn(page);
  const small = async () =>
    page.evaluate(() => {
      const targets = document.querySelectorAll<HTMLElement>('button, a[href], [role=button], [role=tab], [role=checkbox], [role=switch], [role=combobox], .MuiCheckbox-root, .MuiRadio-root, .MuiSwitch-root, .MuiPickersInputBase-root');
      return [...targets]
        .filter((el) => el.checkVisibility() && !el.closest('p'))
        .map((el) => ({ el, r: (el.closest('label') ?? el).getBoundingClientRect() })) // a switch's target is its whole labelled row
        .filter(({ r }) => r.width > 0 && (r.width < 43.5 || r.height < 43.5))
        .map(({ el, r }) => `${el.dataset.testid ?? el.getAttribute('aria-label') ?? el.textContent?.slice(0, 20)} ${Math.round(r.width)}×${Math.round(r.height)}`);
    });
  for (const path of ['/home', '/capital/transfer', '/capital/transferRecord', '/capital/withdrawRecord', '/reports/teamformance', '/memberNode', '/inviteNode', '/memberNode/register', '/reports/registerMember', '/reports/performance', '/notice', '/my', '/my/bankCardList']) {
    await openScreen(page, path);
    expect(await small(), path).toEqual([]);
  }
  await page.getByTestId('mobile-menu-toggle').click();
  await expect(page.getByTestId('mobile-menu')).toBeVisible();
  expect(await small(), 'phone menu').toEqual([]);
  await page.getByTestId('mobile-settings-open').click();
  await expect(page.getByTestId('settings-drawer')).toBeVisible();
  expect(await small(), 'settings').toEqual([]);
});
