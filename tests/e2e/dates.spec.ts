import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { LOCALES, type Locale } from '../../lib/contract/locale';
import { expect, lookAs, openScreen, signedIn, stub, test, typeDate, VIEWPORTS } from './helpers';

// The date filters of the record lists and reports (components/common/dates/DateRangeFields.tsx):
// empty when empty in every language, in the language's own order, typed dates filter the
// list (the stub filters by day), From ≤ To, and a way to empty a filter. At 1280 and 375 px.

const records = (locale: Locale) =>
  (JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { common: { records: Record<string, string> } }).common.records;
/** What an empty field shows: the field's order, in the language's words. */
const PLACEHOLDER: Record<Locale, string> = { 'zh-CN': '年/月/日', 'zh-TW': '年/月/日', 'en-US': 'MM/DD/YYYY' };
/** 2025-05-20 as the field shows it. */
const SHOWN: Record<Locale, string> = { 'zh-CN': '2025/05/20', 'zh-TW': '2025/05/20', 'en-US': '05/20/2025' };

const sectionsOf = (field: Locator) => field.locator('.MuiPickersSectionList-root');
/** The dialog or popover of an open picker. */
const pickerOf = (page: Page) => page.locator('.MuiPickerPopper-root, .MuiDialog-root').filter({ has: page.getByRole('grid') });

// The days and counts below are the records dated back from 2025-06-01 (the default world is
// dated from today, issue 59).
test.beforeEach(async ({  }) => {
  await stub.loadScenario('records-2025');
  await stub.clearRequests();
});
test.afterEach(async () => {
  await stub.reset();
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`date filters are empty when empty and read in the language, at ${name} width`, async ({ page }) => {
    for (const locale of LOCALES) {
      await lookAs(page, { locale, viewport, scheme: 'light' });
      await signedIn(page);
      await openScreen(page, '/capital/withdrawRecord');
      const t = records(locale);
      for (const [id, label] of [['records-from', t.from], ['records-to', t.to]]) {
        const field = page.getByTestId(id);
        await expect(field.locator('label')).toHaveText(label);
        // Nothing but the label and the placeholder: no date of today, no digit at all.
        await expect(sectionsOf(field)).toHaveText(PLACEHOLDER[locale]);
        await expect(field).not.toHaveText(/\d/);
        await expect(field.locator('input')).toHaveValue('');
        await expect(field.getByRole('spinbutton').first()).toHaveAttribute('aria-valuetext', locale === 'en-US' ? 'Empty' : '空');
        // The placeholder is whole (Firefox's native "mm/dd/yyyy" was cut by its icon at 375 px).
        const { scroll, client } = await sectionsOf(field).evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
        expect(scroll, `${locale} ${id} placeholder fits`).toBeLessThanOrEqual(client);
      }

      // A typed day shows in the language's order, and the calendar opens in the language.
      const from = page.getByTestId('records-from');
      await typeDate(from, '2025-05-20');
      await expect(sectionsOf(from)).toHaveText(SHOWN[locale]);
      await expect(page.getByTestId('records-totals')).toContainText(locale === 'en-US' ? '5 records' : '共 5 ');
      await from.getByRole('button', { name: locale === 'en-US' ? /Choose date/ : /选择日期|選擇日期/ }).click();
      await expect(pickerOf(page)).toContainText(locale === 'en-US' ? 'May 2025' : '2025年5月');
      await page.keyboard.press('Escape');
      await expect(pickerOf(page)).toHaveCount(0);
    }
  });

  test(`a typed range filters the list; From after To is refused; a filter empties, at ${name} width`, async ({ page }) => {
    await lookAs(page, { locale: 'en-US', viewport, scheme: 'light' });
    await signedIn(page);
    await openScreen(page, '/capital/withdrawRecord');
    const rows = page.getByTestId('record-row');
    const totals = page.getByTestId('records-totals');
    const from = page.getByTestId('records-from');
    const to = page.getByTestId('records-to');
    await expect(totals).toContainText('12 records');

    await typeDate(from, '2025-05-20');
    await typeDate(to, '2025-05-29');
    await expect(totals).toContainText('4 records');
    for (const row of await rows.all()) {
      const day = /20\d\d-\d\d-\d\d/.exec((await row.textContent()) ?? '')![0];
      expect(day >= '2025-05-20' && day <= '2025-05-29', day).toBe(true);
    }
    // The contract is unchanged: the upstream gets the days as 'YYYY-MM-DD'.
    const last = (await stub.requests({ path: 'extract/tlong' })).at(-1)!;
    expect(last.payload).toMatchObject({ from: '2025-05-20', to: '2025-05-29' });

    // To before From: refused, said why, the list stays as it was.
    await stub.clearRequests();
    await typeDate(to, '2025-05-19');
    await page.keyboard.press('Tab');
    await expect(to).toContainText('Must not be before From');
    await expect(to.getByRole('group')).toHaveAttribute('aria-invalid', 'true');
    await expect(totals).toContainText('4 records');
    expect((await stub.requests({ path: 'extract/tlong' })).filter((r) => r.payload?.to === '2025-05-19')).toHaveLength(0);
    // Moving From back makes the To on screen valid: it applies then (05-10 to 05-19).
    await typeDate(from, '2025-05-10');
    await expect(to).not.toContainText('Must not be before From');
    await expect(totals).toContainText('3 records');

    // In the calendar, days after To cannot be picked for From.
    await from.getByRole('button', { name: /Choose date/ }).click();
    const picker = pickerOf(page);
    await expect(picker).toContainText('May 2025');
    await expect(picker.getByRole('gridcell', { name: '19', exact: true })).toBeEnabled();
    await expect(picker.getByRole('gridcell', { name: '20', exact: true })).toBeDisabled();
    if (name === 'phone') {
      // A dialog that fills the phone's screen.
      const box = (await picker.locator('.MuiDialog-paper').boundingBox())!;
      expect(box.width).toBe(viewport.width);
      expect(box.height).toBe(viewport.height);
    }
    // Clear empties the filter.
    await picker.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(pickerOf(page)).toHaveCount(0);
    await expect(from.locator('input')).toHaveValue('');
    await expect(sectionsOf(from)).toHaveText('MM/DD/YYYY');
    await expect(totals).toContainText('7 records');

    // Picking a day in the calendar: a dialog asks for OK on phones, the popover closes on the pick.
    await from.getByRole('button', { name: /Choose date/ }).click();
    await pickerOf(page).getByRole('gridcell', { name: '5', exact: true }).click();
    if (name === 'phone') await pickerOf(page).getByRole('button', { name: 'OK' }).click();
    await expect(pickerOf(page)).toHaveCount(0);
    await expect(sectionsOf(from)).toHaveText('05/05/2025');
    await expect(totals).toContainText('5 records');
  });
}

test('the reports take a typed range and their presets fill both fields, in Chinese', async ({ page }) => {
  await lookAs(page, { locale: 'zh-CN', viewport: VIEWPORTS.phone, scheme: 'dark' });
  await signedIn(page);
  await openScreen(page, '/reports/performance');
  const from = page.getByTestId('range-from');
  const to = page.getByTestId('range-to');
  await expect(sectionsOf(from)).toHaveText('年/月/日');
  await page.getByTestId('range-year').click();
  const year = new Date().toISOString().slice(0, 4);
  await expect(sectionsOf(from)).toHaveText(`${year}/01/01`);
  await expect(sectionsOf(to)).toHaveText(new RegExp(`^${year}/\\d\\d/\\d\\d$`));
  await typeDate(from, `${year}-01-02`);
  await expect(page.getByTestId('range-year')).toHaveAttribute('aria-pressed', 'false');
  await page.getByTestId('range-all').click();
  await expect(sectionsOf(from)).toHaveText('年/月/日');
  await expect(sectionsOf(to)).toHaveText('年/月/日');
});
