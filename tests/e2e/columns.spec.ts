import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import enUS from '../../messages/en-US.json';
import zhCN from '../../messages/zh-CN.json';
import zhTW from '../../messages/zh-TW.json';
import { LOCALE_COOKIE } from '../../lib/contract/locale';
import { ACCOUNTS, expect, lane, lookAs, PASSWORD, seriousAxeFindings, signedIn, test, VIEWPORTS } from './helpers';

// The column chooser and density of a record list (issue 73): a column hidden in one browser is
// hidden in another after signing in there (the account's settings, kept on the server), the
// export holds the columns shown, and the drawer's reset brings them back. The transfer records
// stand for every list (one RecordsView, one ColumnChooser).

const MESSAGES = { 'en-US': enUS, 'zh-CN': zhCN, 'zh-TW': zhTW } as const;
type Locale = keyof typeof MESSAGES;
const PATH = '/capital/transferRecord';

test.describe.configure({ timeout: 90_000 });

/** The server took a change of the account's settings that names the lists' columns. */
const savedColumns = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/prefs') && r.request().method() === 'PUT' && r.ok() && /listColumns|listDensity/.test(r.request().postData() ?? ''));

/** The heads of the table (desk) or the labels of the first card's lines (phone). */
async function labelsShown(page: Page, phone: boolean) {
  if (!phone) return page.getByTestId('records-list').locator('thead th').allTextContents();
  return page.getByTestId('record-row').first().locator('.RecordCard-line:not(.RecordCard-head) > span').allTextContents();
}

for (const locale of Object.keys(MESSAGES) as Locale[]) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const phone = viewport.width < 600;
    test(`a column hidden follows the account to another browser and leaves the export: ${locale}, ${name}`, async ({ page, browser }) => {
      const m = MESSAGES[locale];
      await lookAs(page, { locale, viewport, scheme: 'light' });
      await signedIn(page);
      await page.goto(PATH);
      await expect(page.getByTestId('record-row').first()).toBeVisible();
      expect(await labelsShown(page, phone)).toContain(m.capital.transfer.remark);

      // Hide Remark: the menu says it is hidden, the list no longer shows it, the server has it.
      await page.getByTestId('records-columns').click();
      const remark = page.getByTestId('records-column-remark');
      await expect(remark).toHaveAttribute('aria-checked', 'true');
      const saved = savedColumns(page);
      await remark.click();
      await expect(remark).toHaveAttribute('aria-checked', 'false');
      await saved;
      // The density too.
      const compact = savedColumns(page);
      await page.getByTestId('records-density-compact').click();
      await compact;
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(page.getByTestId('records-columns')).toBeFocused(); // focus back where it was
      await expect(page.getByTestId('records-list')).toHaveAttribute('data-density', 'compact');
      expect(await labelsShown(page, phone)).not.toContain(m.capital.transfer.remark);
      if (!phone) expect(await labelsShown(page, phone)).toEqual([m.common.records.time, m.capital.records.member, m.capital.amount, m.capital.records.direction]);

      // The export holds the columns shown.
      const download = page.waitForEvent('download');
      await page.getByTestId('records-export-csv').click();
      const file = await download;
      const text = await readFile((await file.path())!, 'utf8');
      const header = text.slice(1).split('\r\n')[0].slice(1, -1).split('","');
      expect(header).toEqual([m.common.records.time, m.capital.records.member, m.capital.amount, m.capital.records.direction]);

      // Another browser, signed in through the login page: the same columns and density.
      const other = await browser.newContext({ baseURL: lane().baseURL, viewport });
      await other.addCookies([{ name: LOCALE_COOKIE, value: locale, url: lane().baseURL }]);
      const second = await other.newPage();
      await second.goto('/login');
      await second.getByTestId('login-username').fill(ACCOUNTS.operator);
      await second.getByTestId('login-password').fill(PASSWORD);
      await second.getByTestId('login-submit').click();
      await expect(second).toHaveURL(/\/home$/);
      await second.goto(PATH);
      await expect(second.getByTestId('record-row').first()).toBeVisible();
      await expect(second.getByTestId('records-list')).toHaveAttribute('data-density', 'compact');
      expect(await labelsShown(second, phone)).not.toContain(m.capital.transfer.remark);
      expect(await labelsShown(second, phone)).toContain(m.capital.records.member);
      await other.close();

      // Shown again from the chooser: back in the list.
      await page.getByTestId('records-columns').click();
      const back = savedColumns(page);
      await page.getByTestId('records-column-remark').click();
      await back;
      await page.keyboard.press('Escape');
      expect(await labelsShown(page, phone)).toContain(m.capital.transfer.remark);
    });
  }
}

test('the settings drawer resets the lists’ columns and density', async ({ page }) => {
  await signedIn(page);
  await page.goto(PATH);
  await expect(page.getByTestId('record-row').first()).toBeVisible();
  await page.getByTestId('records-columns').click();
  await page.getByTestId('records-column-amount').click();
  await page.getByTestId('records-density-compact').click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('records-list').locator('thead th')).toHaveCount(4);
  await page.getByTestId('settings-open').click();
  await page.getByTestId('settings-reset-columns').click();
  await expect(page.getByTestId('records-list').locator('thead th')).toHaveCount(5);
  await expect(page.getByTestId('records-list')).toHaveAttribute('data-density', 'comfortable');
});
