import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import enUS from '../../messages/en-US.json';
import zhCN from '../../messages/zh-CN.json';
import zhTW from '../../messages/zh-TW.json';
import { expect, lookAs, seriousAxeFindings, signedIn, stub, test, typeDate, VIEWPORTS } from './helpers';

// Export any list (issue 58): the BFF walks the pages and streams CSV or .xlsx; the screen shows
// how far it is, cancels, and shows refusals. Transfer records stand for the ten lists (one
// control, one route; the others' specs export through it too).

const MESSAGES = { 'en-US': enUS, 'zh-CN': zhCN, 'zh-TW': zhTW } as const;
type Locale = keyof typeof MESSAGES;
const LOCALES = Object.keys(MESSAGES) as Locale[];
const PATH = '/capital/transferRecord';

test.describe.configure({ timeout: 90_000 });
test.afterEach(async () => {
  await stub.reset();
});

/** The transfer records' headers and direction words in a language, as the screen shows them. */
const labels = (locale: Locale) => {
  const m = MESSAGES[locale];
  return {
    header: [m.common.records.time, m.capital.records.member, m.capital.amount, m.capital.transfer.remark, m.capital.records.direction],
    words: [m.capital.records.sent, m.capital.records.received],
  };
};

async function openRecords(page: Page, locale: Locale, viewport: { width: number; height: number }, scheme: 'light' | 'dark' = 'light') {
  await lookAs(page, { locale, viewport, scheme });
  await signedIn(page);
  await page.goto(PATH);
  await expect(page.getByTestId('records-totals')).toBeVisible();
}

/** The operator's transfers as the upstream counts them (through the BFF's own forwarder). */
const upstreamTotal = async (page: Page, filters: Record<string, string> = {}) =>
  ((await (await page.request.post('/api/call/transfer/tlong', { data: { page: 1, limit: 1, ...filters } })).json()) as { data: { total: number } }).data.total;

async function download(page: Page, format: 'csv' | 'xlsx') {
  const saved = page.waitForEvent('download');
  await page.getByTestId(`records-export-${format}`).click();
  const file = await saved;
  return { name: file.suggestedFilename(), path: (await file.path())! };
}

for (const locale of LOCALES) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`Excel and CSV of every transfer: ${locale}, ${name}`, async ({ page }) => {
      await openRecords(page, locale, viewport);
      const total = await upstreamTotal(page);
      const { header, words } = labels(locale);

      const xlsx = await download(page, 'xlsx');
      expect(xlsx.name).toBe(`${MESSAGES[locale].capital.records.transferTitle}_all.xlsx`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(xlsx.path);
      const sheet = book.worksheets[0];
      expect(sheet.getRow(1).values).toEqual([undefined, ...header]);
      expect(sheet.rowCount).toBe(total + 1); // every page, not the screen's ten rows
      for (let r = 2; r <= sheet.rowCount; r++) {
        const row = sheet.getRow(r);
        expect(row.getCell(1).value).toBeInstanceOf(Date);
        expect(row.getCell(1).numFmt).toMatch(/yyyy-mm-dd/);
        expect(typeof row.getCell(3).value).toBe('number');
        expect(row.getCell(3).numFmt).toBe('0.00');
        expect(Math.round((row.getCell(3).value as number) * 100) / 100).toBe(row.getCell(3).value);
        expect(words).toContain(row.getCell(5).value);
      }
      await expect(page.getByTestId('export-message')).toContainText(xlsx.name);

      const csv = await download(page, 'csv');
      expect(csv.name).toBe(`${MESSAGES[locale].capital.records.transferTitle}_all.csv`);
      const text = await readFile(csv.path, 'utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      const lines = text.slice(1).trim().split('\r\n').map((l) => l.slice(1, -1).split('","'));
      expect(lines[0]).toEqual(header);
      expect(lines).toHaveLength(total + 1);
      expect(lines.slice(1).every((l) => /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(l[0]) && /^\d+\.\d\d$/.test(l[2]) && words.includes(l[4]))).toBe(true);
    });
  }
}

test('every page of a month of 2,232 transfers, the range in the file name', async ({ page }) => {
  await stub.loadScenario('transfers-50k');
  await openRecords(page, 'en-US', VIEWPORTS.desktop);
  await typeDate(page.getByTestId('records-from'), '2025-05-01');
  await typeDate(page.getByTestId('records-to'), '2025-05-31');
  await expect(page.getByTestId('records-totals')).toContainText('2,232 records');
  const total = await upstreamTotal(page, { from: '2025-05-01', to: '2025-05-31' });
  await stub.clearRequests();
  const xlsx = await download(page, 'xlsx');
  expect(xlsx.name).toBe('Transfer records_2025-05-01_2025-05-31.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(xlsx.path);
  expect(book.worksheets[0].rowCount).toBe(total + 1);
  const asked = await stub.requests({ path: 'transfer/tlong' });
  expect(asked).toHaveLength(Math.ceil(total / 100)); // 100 rows a page, each once
  expect(asked.every((e) => e.payload?.from === '2025-05-01' && e.payload?.to === '2025-05-31')).toBe(true);
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`progress and cancel: the server stops walking and frees the export (${name})`, async ({ page }) => {
    await stub.loadScenario('transfers-50k');
    await openRecords(page, 'zh-CN', viewport);
    await stub.fault({ path: 'transfer/tlong', delayMs: 300, untilCleared: true });
    await page.getByTestId('records-export-csv').click();
    await expect(page.getByTestId('records-export-csv')).toBeDisabled();
    await expect(page.getByTestId('records-export-xlsx')).toBeDisabled();
    await expect(page.getByTestId('export-status')).toContainText('/ 50,000 条');
    await expect(page.getByTestId('export-status')).not.toContainText('正在导出 0 /');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByTestId('export-cancel').focus();
    await page.keyboard.press('Enter'); // keyboard usable
    await expect(page.getByTestId('export-message')).toHaveText('已取消导出。');
    await expect(page.getByTestId('records-export-csv')).toBeEnabled();
    await expect(page.getByTestId('export-progress')).toHaveCount(0);
    const walked = (await stub.requests({ path: 'transfer/tlong' })).length;
    await page.waitForTimeout(1500);
    expect((await stub.requests({ path: 'transfer/tlong' })).length).toBeLessThanOrEqual(walked + 1);
    // The claim was freed: the next export runs.
    await stub.clearFaults();
    await typeDate(page.getByTestId('records-from'), '2025-05-31');
    await typeDate(page.getByTestId('records-to'), '2025-05-31');
    const csv = await download(page, 'csv');
    expect(csv.name).toBe('转账记录_2025-05-31_2025-05-31.csv');
  });
}

test('two exports at once: the second is refused with a translated message', async ({ page, context }) => {
  await stub.loadScenario('transfers-50k');
  await openRecords(page, 'zh-TW', VIEWPORTS.desktop);
  await stub.fault({ path: 'transfer/tlong', delayMs: 300, untilCleared: true });
  await page.getByTestId('records-export-xlsx').click();
  await expect(page.getByTestId('export-cancel')).toBeVisible();
  const other = await context.newPage();
  await other.goto('/capital/withdrawRecord');
  await other.getByTestId('records-export-csv').click();
  await expect(other.getByTestId('export-error')).toHaveText(zhTW.bff.export.busy);
  const api = await page.request.get('/api/export/recharges?format=csv', { headers: { 'sec-fetch-site': 'same-origin' } });
  expect(api.status()).toBe(409);
  await page.getByTestId('export-cancel').click();
  await expect(page.getByTestId('export-message')).toHaveText(zhTW.common.records.canceled);
  await stub.clearFaults();
  await other.getByTestId('records-export-csv').click();
  await expect(other.getByTestId('export-message')).toContainText('.csv');
});

test('over the cap: refused before streaming, with the count and a hint to narrow the range', async ({ page }) => {
  await stub.loadScenario('transfers-over-cap');
  await openRecords(page, 'en-US', VIEWPORTS.phone);
  await stub.clearRequests();
  await page.getByTestId('records-export-xlsx').click();
  await expect(page.getByTestId('export-error')).toContainText('100,001 rows match: more than the 100,000 an export may hold');
  await expect(page.getByTestId('export-error')).toContainText('Narrow the date range');
  expect(await stub.requests({ path: 'transfer/tlong' })).toHaveLength(1);
  await expect(page.getByTestId('records-export-xlsx')).toBeEnabled();
});

test('before the page\'s script has run its buttons take no pointer, and a click waits for them', async ({ page }) => {
  // The list's figures come in the page's HTML: its buttons show before they listen. A click
  // then would be dropped without a sign; instead the button takes no pointer until it listens.
  await stub.loadScenario('transfers-over-cap');
  await lookAs(page, { locale: 'en-US', viewport: VIEWPORTS.phone, scheme: 'light' });
  await signedIn(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(PATH, { waitUntil: 'commit' });
  await expect(page.getByTestId('records-totals')).toContainText('100,001 records');
  const button = page.getByTestId('records-export-xlsx');
  await expect(button).toHaveCSS('pointer-events', 'none');
  const click = button.click();
  release();
  await click;
  await expect(page.getByTestId('export-error')).toContainText('100,001 rows match');
});

test('a bad filter is refused with a clear message, nothing forwarded', async ({ page }) => {
  await openRecords(page, 'en-US', VIEWPORTS.desktop);
  await stub.clearRequests();
  const res = await page.request.get('/api/export/transfers?format=xlsx&from=yesterday', { headers: { 'sec-fetch-site': 'same-origin' } });
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { msg: string }).msg).toMatch(/^Please check/);
  expect((await page.request.get('/api/export/bank?format=csv', { headers: { 'sec-fetch-site': 'same-origin' } })).status()).toBe(404);
  expect(await stub.requests({ path: 'transfer/tlong' })).toHaveLength(0);
});

// The control while it runs, at both widths and in both schemes (looked at: docs/benchmarks.md
// has none of these; they are attached to the test's results).
for (const scheme of ['light', 'dark'] as const) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`screenshot of the control with progress: ${name}, ${scheme}`, async ({ page }) => {
      await stub.loadScenario('transfers-50k');
      await openRecords(page, 'zh-CN', viewport, scheme);
      await stub.fault({ path: 'transfer/tlong', delayMs: 400, untilCleared: true });
      await page.getByTestId('records-export-csv').click();
      await expect(page.getByTestId('export-status')).toContainText('/ 50,000 条');
      const shot = await page.screenshot({ path: test.info().outputPath(`export-${name}-${scheme}.png`) });
      await test.info().attach(`export-${name}-${scheme}`, { body: shot, contentType: 'image/png' });
      await page.getByTestId('export-cancel').click();
      await expect(page.getByTestId('export-message')).toBeVisible();
    });
  }
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`the promoter applications and the team report export too (${name})`, async ({ page }) => {
    await stub.loadScenario('promoter-applications-each-state');
    await lookAs(page, { locale: 'en-US', viewport, scheme: 'light' });
    await signedIn(page);
    await page.goto('/extensionOfficer?state=0');
    await expect(page.getByTestId('promoter-list')).toBeVisible();
    const promoters = await download(page, 'csv');
    expect(promoters.name).toBe('My applications_all.csv');
    const lines = (await readFile(promoters.path, 'utf8')).slice(1).trim().split('\r\n');
    expect(lines).toEqual(['"Time","State","Remark"', expect.stringMatching(/^"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d","In application","scenario"$/)]);

    await page.goto('/reports/teamformance?from=2025-01-01&to=2025-06-30');
    await expect(page.getByTestId('team-depths')).toBeVisible();
    const team = await download(page, 'xlsx');
    expect(team.name).toBe('Team performance_2025-01-01_2025-06-30.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(team.path);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Leg', 'Depth', 'Members', 'Active (VIP)', 'New', 'Volume']);
    expect(sheet.rowCount - 1).toBe(await page.getByTestId('team-depths').locator('tbody tr').count());
  });
}
