import type { Page } from '@playwright/test';
import { expect, signedIn, stub, test } from './helpers';
import { paletteColor } from '../../lib/theme/theme';

// The portal shell (spec §2, §3, §9): menu, dialogs, collapse, accordion, split columns,
// tabs that keep state, settings that survive a reload, themes, mobile.

const side = (page: Page) => page.getByTestId('sidebar');
/** The one of a pair (phone bar, desktop bar) that the viewport shows. */
const shown = (page: Page, id: string) => page.getByTestId(id).filter({ visible: true });
const entry = (page: Page, id: string) => side(page).locator(`[data-menu-id="${id}"]`);

async function openSettings(page: Page) {
  await page.getByTestId('settings-open').click();
  await expect(page.getByTestId('settings-drawer')).toBeVisible();
}
async function closeSettings(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('settings-drawer')).toBeHidden();
}
async function setSettings(page: Page, ids: string[]) {
  await openSettings(page);
  for (const id of ids) await page.getByTestId(id).click();
  await closeSettings(page);
}

test('the menu keys of the login hide entries', async ({ page }) => {
  await signedIn(page, 'menuop');
  await entry(page, '/capital').click();
  await expect(entry(page, '/capital/recharge')).toBeVisible();
  await expect(entry(page, '/capital/withdraw')).toHaveCount(0);
  await expect(entry(page, '/capital/withdrawRecord')).toHaveCount(0);
  await expect(entry(page, '/reports')).toHaveCount(0);
});

test('the operator sees every group; Me and Logout only on phones', async ({ page }) => {
  await signedIn(page);
  for (const id of ['/home', '/inviteNode', '/memberNode', '/memberProduct', '/capital', '/reports']) await expect(entry(page, id)).toBeVisible();
  await expect(entry(page, '/my')).toBeHidden();
  await expect(entry(page, '/logout')).toBeHidden();
});

test('a modal item opens its page in a dialog that maximises and minimises', async ({ page }) => {
  await signedIn(page, 'menuop');
  await side(page).locator('[data-menu-id$="/pages/help.html"]').click();
  const dialog = page.getByTestId('frame-dialog');
  await expect(dialog).toHaveAttribute('data-state', 'normal');
  const box = (await dialog.boundingBox())!;
  expect(Math.round(box.width)).toBe(1024);
  expect(Math.round(box.height)).toBe(640);
  await expect(page.frameLocator('[data-testid="frame-dialog"] iframe').locator('body')).not.toBeEmpty();
  await page.getByTestId('frame-maximize').click();
  await expect(dialog).toHaveAttribute('data-state', 'maximized');
  expect(Math.round((await dialog.boundingBox())!.width)).toBe(1280);
  await page.getByTestId('frame-minimize').click();
  await expect(dialog).toHaveAttribute('data-state', 'minimized');
  // The framed page is another origin, so another renderer: until the browser has the docked
  // layout's hit-test regions (a compositor frame later, several under load), a click where
  // the maximised iframe was still goes to the iframe (CI, 26 Nov: focus in the iframe, the
  // pointer never left the avatar). A person is never that quick; the test clicks again.
  await expect(async () => {
    await page.getByTestId('frame-close').click();
    await expect(dialog).toHaveCount(0, { timeout: 1000 });
  }).toPass();
});

test('a blank item opens a new browser tab', async ({ page, context }) => {
  await signedIn(page, 'menuop');
  const [popup] = await Promise.all([context.waitForEvent('page'), side(page).locator('[data-menu-id$="/pages/guide.html"]').click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toMatch(/\/pages\/guide\.html$/);
});

test('collapse clears the open groups and expand restores them; accordion keeps one branch open', async ({ page }) => {
  await signedIn(page);
  await entry(page, '/capital').click();
  await expect(entry(page, '/capital/recharge')).toBeVisible();
  await entry(page, '/reports').click();
  await expect(entry(page, '/reports/performance')).toBeVisible();
  await expect(entry(page, '/capital/recharge')).toBeHidden(); // accordion
  await page.getByTestId('collapse-toggle').click();
  await expect(side(page)).toHaveAttribute('data-collapsed', 'true');
  const width = async () => Math.round((await side(page).boundingBox())!.width);
  await expect.poll(width).toBe(60);
  await expect(entry(page, '/reports/performance')).toHaveCount(0);
  await page.getByTestId('collapse-toggle').click();
  await expect(entry(page, '/reports/performance')).toBeVisible();
  await expect.poll(width).toBe(220);

  await setSettings(page, ['setting-accordion']); // off: several branches
  await entry(page, '/capital').click();
  await expect(entry(page, '/capital/recharge')).toBeVisible();
  await expect(entry(page, '/reports/performance')).toBeVisible();
});

test('split columns: a main column at the side, or entries in the top bar', async ({ page }) => {
  await signedIn(page);
  await setSettings(page, ['setting-subfield']);
  const column = page.getByTestId('main-column');
  await expect(column).toBeVisible();
  await expect(column.locator('[data-main-id="/home"]')).toHaveAttribute('aria-pressed', 'true');
  await column.locator('[data-main-id="/capital"]').click();
  await expect(entry(page, '/capital/transfer')).toBeVisible();
  await expect(entry(page, '/reports')).toHaveCount(0);

  await openSettings(page);
  await page.getByTestId('setting-subfieldPosition').getByRole('button', { name: '顶部' }).click();
  await closeSettings(page);
  await expect(column).toHaveCount(0);
  const head = page.getByTestId('head-entries');
  await head.locator('[data-main-id="/capital"]').click();
  await expect(entry(page, '/capital/withdraw')).toBeVisible();
  await page.getByTestId('head-more').click(); // entries past the fifth
  await page.getByRole('menuitem', { name: '报表' }).click();
  await expect(entry(page, '/reports/teamformance')).toBeVisible();
  await head.locator('[data-main-id="/home"]').click();
  await expect(page).toHaveURL(/\/home$/);
});

test('tabs: a typed value and the scroll position survive a switch; close current, others and all', async ({ page }) => {
  await signedIn(page);
  await setSettings(page, ['setting-tab']);
  const tabs = page.getByTestId('tabs-bar');
  await expect(tabs.locator('[data-tab="/home"]')).toBeVisible();

  await shown(page, 'notice-bell').click();
  await expect(page).toHaveURL(/\/notice$/);
  await page.getByTestId('notice-search').fill('#3');
  await expect(page.getByTestId('notice-list')).toContainText('#3');
  await tabs.locator('[data-tab="/home"]').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('home-hello')).toBeVisible();
  await tabs.locator('[data-tab="/notice"]').click();
  await expect(page.getByTestId('notice-search')).toHaveValue('#3');

  await page.getByTestId('notice-list').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/notice\/info\?id=\d+$/);
  await expect(tabs.locator('[data-tab^="/notice/info?id="]')).toBeVisible();
  await expect(page.getByTestId('notice-title')).toContainText('#3');

  await page.getByTestId('tabs-menu').click();
  await page.getByRole('menuitem', { name: '关闭当前' }).click();
  await expect(tabs.locator('[data-tab^="/notice/info?id="]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/notice$/);
  await expect(page.getByTestId('notice-search')).toHaveValue('#3');

  await tabs.locator('[data-tab="/home"]').click();
  await page.getByTestId('tabs-menu').click();
  await page.getByRole('menuitem', { name: '关闭其他' }).click();
  await expect(tabs.locator('[role="tab"]')).toHaveCount(1);

  await shown(page, 'notice-bell').click();
  await expect(tabs.locator('[data-tab="/notice"]')).toBeVisible();
  await expect(page.getByTestId('notice-search')).toHaveValue(''); // closed: its state went with it
  await page.getByTestId('tabs-menu').click();
  await page.getByRole('menuitem', { name: '关闭全部' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(tabs.locator('[role="tab"]')).toHaveCount(1);

  await page.reload();
  await expect(page.getByTestId('tabs-bar')).toBeVisible(); // the tab setting persisted
});

test('refresh re-renders the page after 0.5 s and drops its state', async ({ page }) => {
  await signedIn(page);
  await shown(page, 'notice-bell').click();
  await page.getByTestId('notice-search').fill('#2');
  await page.getByTestId('refresh').click();
  await expect(page.getByTestId('refreshing')).toBeVisible();
  await expect(page.getByTestId('notice-search')).toHaveValue('#2');
  await expect(page.getByTestId('refreshing')).toBeHidden({ timeout: 2000 });
  await expect(page.getByTestId('notice-search')).toHaveValue('');
});

test('settings survive a reload and the first paint already shows them', async ({ page }) => {
  await signedIn(page);
  await setSettings(page, ['setting-tab', 'setting-breadcrumb', 'setting-inverted', 'setting-primary-#3963bc']);
  await openSettings(page);
  await page.getByTestId('setting-sideTheme').getByRole('button', { name: '暗色' }).click();
  await closeSettings(page);
  await expect(page.getByTestId('breadcrumb')).toHaveText('首页');

  // First paint: the server-rendered page before any script of ours runs.
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
  await page.reload({ waitUntil: 'domcontentloaded' });
  const chrome = async () => ({
    // The menu's counts (issue 42: Home's answer, after the first paint) are data, not settings: left out.
    sidebar: await side(page).screenshot({ style: '[data-testid^="menu-badge-"], .MuiBadge-dot { display: none !important; }' }),
    tabs: await page.getByTestId('tabs-bar').screenshot(),
    crumb: await page.getByTestId('breadcrumb').textContent(),
  });
  const first = await chrome();
  await page.unroute('**/_next/static/chunks/**');
  await page.reload();
  await expect(page.getByTestId('home-hello')).toBeVisible();
  await page.waitForTimeout(500);
  const settled = await chrome();
  // Both pictures go with a failure (it failed once in CI, in the sidebar, and passed on retry).
  for (const part of ['sidebar', 'tabs'] as const) {
    if (first[part].equals(settled[part])) continue;
    await test.info().attach(`${part} at the first paint`, { body: first[part], contentType: 'image/png' });
    await test.info().attach(`${part} settled`, { body: settled[part], contentType: 'image/png' });
  }
  expect(first.crumb).toBe(settled.crumb);
  expect(first.sidebar.equals(settled.sidebar)).toBe(true);
  expect(first.tabs.equals(settled.tabs)).toBe(true);

  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys).toEqual(expect.arrayContaining(['tab', 'theme', 'logo', 'level', 'inverted', 'breadcrumb', 'sideTheme', 'greyMode', 'accordion', 'keepAliveList', 'themeVariable', 'subfield', 'tagsTheme']));
});

test('night mode dark, auto following the system live, grey mode, and the primary colour', async ({ page }) => {
  await signedIn(page);
  const html = page.locator('html');
  await openSettings(page);
  await page.getByTestId('setting-theme').getByRole('button', { name: '暗色' }).click();
  await expect(html).toHaveClass(/dark/);
  await expect(html).toHaveCSS('filter', 'brightness(1) contrast(0.9)');

  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByTestId('setting-theme').getByRole('button', { name: '自动' }).click();
  await expect(html).toHaveClass(/light/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/dark/);

  await page.getByTestId('setting-greyMode').click();
  await expect(html).toHaveAttribute('data-grey', 'true');
  await expect(html).toHaveCSS('filter', /grayscale\(1\)/);
  await page.getByTestId('setting-greyMode').click();

  // Text in the primary colour is its shade that reads on the scheme's surfaces (lib/theme/theme.ts).
  const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
  await page.getByTestId('setting-primary-#f56c6c').click();
  await expect(page.getByTestId('settings-reset')).toHaveCSS('color', rgb(paletteColor('#f56c6c', 'dark').main));
  await page.getByTestId('settings-reset').click();
  await expect(page.getByTestId('settings-reset')).toHaveCSS('color', rgb(paletteColor('#009688', 'light').main));
  await expect(html).toHaveClass(/light/);
});

test('at 375 px: back arrow, bell with the unread count, an overlay menu that closes on choice', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signedIn(page);
  await expect(side(page)).toBeHidden();
  await expect(page.getByTestId('mobile-back')).toBeVisible();
  await expect(shown(page, 'notice-count')).toHaveText('5');
  await page.getByTestId('mobile-menu-toggle').click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeVisible();
  expect(Math.round((await menu.boundingBox())!.width)).toBe(168);
  await expect(menu.locator('[data-menu-id="/logout"]')).toBeVisible();
  await menu.locator('[data-menu-id="/reports"]').click();
  await expect(menu.locator('[data-menu-id="/reports"]')).toHaveAttribute('aria-expanded', 'true');
  await page.waitForTimeout(350); // the group's 0.3 s opening transition: click a still entry
  await menu.locator('[data-menu-id="/notice"]').click();
  await expect(page).toHaveURL(/\/notice$/);
  await expect(menu).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBe(0);
  await page.getByTestId('mobile-back').click();
  await expect(page).toHaveURL(/\/home$/);

  await page.getByTestId('mobile-menu-toggle').click();
  await page.getByTestId('mobile-settings-open').click();
  await expect(page.getByTestId('settings-drawer')).toBeVisible();
  expect(Math.round((await page.getByTestId('settings-drawer').boundingBox())!.width)).toBe(375); // the whole screen on a phone (issue 19)
  await page.getByTestId('setting-tab').click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tabs-bar')).toBeVisible();
});

test('the breadcrumb follows the menu tree', async ({ page }) => {
  await signedIn(page);
  await setSettings(page, ['setting-breadcrumb']);
  await shown(page, 'notice-bell').click();
  await expect(page.getByTestId('breadcrumb')).toHaveText('报表/通知');
});

test('a load of Home asks for the unread count once (the bell and Home share the answer)', async ({ page }) => {
  await signedIn(page);
  await stub.clearRequests();
  await page.reload();
  await expect(page.getByTestId('home-unread')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await stub.requests({ path: 'notice/unread' })).toHaveLength(1);
});
