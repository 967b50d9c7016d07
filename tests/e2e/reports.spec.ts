import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { APP_PORT } from '../../playwright.config';
import { NETWORK_PASS2 } from '../upstream-stub/handlers-network';
import { idCheckChar } from '../upstream-stub/random';
import { expect, hydrated, login, lookAs, signedIn, stub, test, typeDate, VIEWPORTS } from './helpers';

// The performance reports against the stub's world: My performance, Team performance and the
// performance detail agree with Home and with each other, a registration made in the test shows
// in their volumes, ranges and filters narrow them, the charts have their table, CSV exports.

const base = `http://localhost:${APP_PORT}`;
const num = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));
/** The rows of a downloaded CSV (every cell quoted, a BOM first). */
const csvRows = async (path: string) => (await readFile(path, 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r\n/).map((l) => l.slice(1, -1).split('","'));
const figure = async (page: Page, id: string) => num(await page.getByTestId(id).textContent());

/** Registers a member under m000020 (right) through the BFF, as Add member does: +300 PV (discount customer). */
async function register(page: Page) {
  const serial = String(Date.now() % 1000).padStart(3, '0');
  const body = `11010519491231${serial}`;
  const account = `rep${Date.now().toString(36)}`;
  const res = await page.request.post(`${base}/api/call/patlas/register`, {
    headers: { origin: base },
    data: {
      username: account, realname: '陈新', nickname: 'Newbie', phone: `137${String(Date.now()).slice(-8)}`, email: `${account}@example.com`,
      idnumber: body + idCheckChar(body), password: 'secret1', password2: 'secret1', referee: 'm000020', sponsor: 'm000020',
      position: 'R', level: '1', province: '44', city: '4401', county: '440106', address: '天河路 1 号', pass2: NETWORK_PASS2,
    },
  });
  expect((await res.json()).code).toBe(20000);
  return account;
}

// Each test walks a whole report (and loads the chart library on first use): more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

// The first sign-in of a run on a busy machine can outlast the login helper's wait: take it here once.
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ baseURL: base });
  await page.goto('/login');
  await page.getByTestId('login-username').fill('operator');
  await page.getByTestId('login-password').fill('123456');
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/home$/, { timeout: 60_000 }).catch(() => undefined);
  await page.close();
});

test.beforeEach(async ({ context }) => {
  await stub.reset();
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en-US', url: base }]);
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${name} width`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
    });

    test('my performance: agrees with Home, shows a registration, charts have their table, ranges, CSV', async ({ page }) => {
      await login(page);
      const homeLeft = await figure(page, 'home-performance-left');
      const homeRight = await figure(page, 'home-performance-right');
      await page.goto('/reports/performance');
      await expect(page.getByTestId('range-all')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('range-left')).toHaveText(/\d/);
      expect(await figure(page, 'range-left')).toBe(homeLeft);
      expect(await figure(page, 'range-right')).toBe(homeRight);
      // The carry-forward pairs the legs: the weaker leg carries nothing.
      await expect(page.getByTestId('range-carry')).toHaveText(homeLeft > homeRight ? /^L [\d,]+ \/ R 0$/ : /^L 0 \/ R [\d,]+$/);
      // Income by source adds up to the income total, and the entries list says the same.
      const incomeTotal = await figure(page, 'range-income');
      expect(await figure(page, 'income-sources-total')).toBe(incomeTotal);
      await expect(page.getByTestId('income-source')).toHaveCount(3);
      await expect(page.getByTestId('records-totals')).toContainText(new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(incomeTotal));

      // The chart's text alternative: a summary, and its data as a table with a total row.
      await expect(page.getByTestId('legs-summary')).toContainText(`Left leg ${homeLeft.toLocaleString('en-US')}`);
      await page.getByTestId('legs-as-table').click();
      const table = page.getByTestId('legs-table');
      await expect(table).toBeVisible();
      await expect(table.locator('tbody tr').last()).toContainText(homeLeft.toLocaleString('en-US'));
      await expect(page.getByTestId('legs-as-table')).toHaveAttribute('aria-pressed', 'true');

      // A registration today: +300 PV in one leg, in the range, this period and Home.
      await register(page);
      await page.reload();
      await expect(page.getByTestId('range-left')).toHaveText(/\d/);
      const left = await figure(page, 'range-left');
      const right = await figure(page, 'range-right');
      expect(left + right).toBe(homeLeft + homeRight + 300);
      expect((await figure(page, 'period-left')) + (await figure(page, 'period-right'))).toBe(300);

      // This month: day buckets; today's row of the table has the 300.
      await page.getByTestId('range-month').click();
      await expect(page.getByTestId('range-month')).toHaveAttribute('aria-pressed', 'true');
      // The previous range's figures stay, dimmed, until this range's answer comes (busy).
      await expect(page.getByTestId('report')).not.toHaveAttribute('aria-busy');
      await expect(page.getByTestId('range-income')).toHaveText(/\d/);
      expect((await figure(page, 'range-left')) + (await figure(page, 'range-right'))).toBe(300);
      await page.getByTestId('legs-as-table').click();
      const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date());
      await expect(page.getByTestId('legs-table').locator('tbody tr', { hasText: today })).toContainText('300');
      await expect(page.getByTestId('income-summary')).toContainText('Income');

      // A range of its own: a day with nothing.
      await typeDate(page.getByTestId('range-from'), '2026-01-01');
      await typeDate(page.getByTestId('range-to'), '2026-01-01');
      await expect(page.getByTestId('range-all')).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByTestId('range-left')).toHaveText('0');

      // The entries: filtered by source, exported as CSV.
      await page.getByTestId('range-all').click();
      await page.getByTestId('records-status').locator('..').click();
      await page.getByRole('option', { name: 'Referral bonus' }).click();
      // The previous list stays, dimmed, until the filtered one comes (busy).
      await expect(page.getByTestId('records-list')).not.toHaveAttribute('aria-busy');
      await expect(page.getByTestId('record-status').first()).toHaveText('Referral bonus');
      const chips = await page.getByTestId('record-status').allTextContents();
      expect(chips.every((c) => c === 'Referral bonus')).toBe(true);
      const download = page.waitForEvent('download');
      await page.getByTestId('records-export-csv').click();
      const lines = await csvRows(await (await download).path());
      expect(lines[0]).toEqual(['Time', 'From', 'Amount', 'Source']);
      expect(lines.slice(1).every((l) => l[3] === 'Referral bonus')).toBe(true);
      expect(lines.length - 1).toBe(num((await page.getByTestId('records-totals').textContent())!.split(',')[0]));
    });

    test('team performance: legs and depths agree, a registration counts, rows lead to the detail', async ({ page }) => {
      await login(page);
      const homeLeft = await figure(page, 'home-performance-left');
      await page.goto('/reports/teamformance');
      const legs = page.getByTestId('team-legs-row');
      await expect(legs).toHaveCount(2);
      expect(num(await legs.first().getByTestId('volume').textContent())).toBe(homeLeft);
      const members = async () => num(await legs.nth(0).getByTestId('members').textContent()) + num(await legs.nth(1).getByTestId('members').textContent());
      const before = await members();
      // The depth rows of the left leg add up to the leg.
      const depthRows = page.getByTestId('team-depths-row').filter({ hasText: 'Left leg' });
      const depthMembers = (await depthRows.getByTestId('members').allTextContents()).reduce((s, v) => s + num(v), 0);
      expect(depthMembers).toBe(num(await legs.first().getByTestId('members').textContent()));
      await expect(page.getByTestId('team-summary')).toContainText('Left leg');

      await register(page);
      await page.reload();
      await expect(legs).toHaveCount(2);
      await expect.poll(members).toBe(before + 1);
      await page.getByTestId('range-month').click();
      await expect(page.getByTestId('range-month')).toHaveAttribute('aria-pressed', 'true');
      // Only the new member's depth has a registration this month.
      const row = page.getByTestId('team-depths-row').filter({ has: page.getByTestId('new').filter({ hasText: /^[1-9]/ }) });
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId('new')).toHaveText('1');
      await expect(row.getByTestId('volume')).toHaveText('300');
      const depth = (await row.getByTestId('team-depths-detail').textContent())!.match(/Level (\d+)/)![1];
      await row.getByTestId('team-depths-detail').click();
      await expect(page).toHaveURL(new RegExp(`/reports/teamformanceInfo\\?leg=\\d&depth=${depth}$`));
      await expect(page.getByTestId('detail-scope')).toContainText(`Level ${depth}`);
      // Newest first: today's registration at that depth.
      await expect(page.getByTestId('record-row').first()).toContainText(new Date().toISOString().slice(0, 10));
      await expect(page.getByTestId('record-row').first()).toContainText('300.00');
    });

    test('charts: MUI X charts with axes and legend; the keyboard reaches them, a pointer shows the tooltip', async ({ page }) => {
      await login(page);
      await page.goto('/reports/performance');
      await expect(page.getByTestId('income-summary')).toBeVisible();
      const chart = (name: string) => page.getByTestId(`${name}-chart`);
      await expect(chart('income').locator('rect.MuiBarChart-element').first()).toBeAttached();
      await expect(chart('legs').locator('path.MuiLineChart-line')).toHaveCount(2);
      await expect(chart('legs').locator('.MuiChartsLegend-root')).toContainText('Left leg');
      await expect(chart('legs').locator('.MuiChartsLegend-root')).toContainText('Right leg');
      await expect(chart('income').locator('.MuiChartsAxis-tickLabel').first()).toBeVisible();
      // The box keeps its height with or without data (no shift when the figures come).
      expect((await chart('income').locator('[role="img"]').first().boundingBox())!.height).toBe(page.viewportSize()!.width < 600 ? 250 : 310);

      // The keyboard: Tab from "Show as table" reaches the chart.
      await page.getByTestId('legs-as-table').focus();
      await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="legs-chart"] .MuiChartsSurface-root') !== null)).toBe(true);

      // A mouse over a bar of the income chart shows its tooltip.
      const box = (await chart('income').locator('.MuiChartsSurface-root').boundingBox())!;
      await page.mouse.move(box.x + box.width - 30, box.y + box.height / 2);
      await expect(page.locator('.MuiChartsTooltip-root')).toContainText('Income');
    });

    test('performance detail: whole team, a leg, a member; totals, paging and CSV', async ({ page }) => {
      await login(page);
      const homeLeft = await figure(page, 'home-performance-left');
      await page.goto('/reports/teamformanceInfo');
      await expect(page.getByTestId('detail-scope')).toContainText('Whole team');
      await expect(page.getByTestId('record-row')).toHaveCount(10);
      await expect(page.getByTestId('records-pages')).toBeVisible();
      await page.getByTestId('records-status').locator('..').click();
      await page.getByRole('option', { name: 'Left leg' }).click();
      await expect(page.getByTestId('records-totals')).toContainText(`total ${homeLeft.toLocaleString('en-US')}.00`);
      const download = page.waitForEvent('download');
      await page.getByTestId('records-export-csv').click();
      const csv = await csvRows(await (await download).path());
      expect(csv[0]).toEqual(['Time', 'New members', 'Volume (PV)', 'Leg']);
      expect(csv.slice(1).reduce((s, l) => s + Number(l[2]), 0)).toBe(homeLeft);

      // One member's downline; a member outside the team is refused with the upstream's message.
      await page.getByTestId('detail-member').fill('m000020');
      await page.getByTestId('detail-apply').click();
      await expect(page.getByTestId('detail-scope')).toContainText('Downline of m000020');
      await expect(page.getByTestId('record-row').first()).toBeVisible();
      await page.getByTestId('detail-member').fill('nobody99');
      await page.getByTestId('detail-apply').click();
      await expect(page.getByText('Not a member of your team: nobody99')).toBeVisible();
      await expect(page.getByTestId('detail-member')).toHaveValue('nobody99');
    });
  });
}

// Commissions by kind (issue 59): in the three languages at 1280 and 375 px, against the default
// world (its salary income over the last thirteen months): each kind's total is the sum of its
// entries, the kinds add up to the income, the range is the URL's, a kind's entries a click away.
const COMMISSION_LOCALES = ['zh-CN', 'zh-TW', 'en-US'] as const;
const cents = (text: string | null) => Math.round(num(text) * 100);
for (const locale of COMMISSION_LOCALES) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`commissions by kind: totals are the sum of the entries, the range in the URL, a kind's entries a click away: ${locale}, ${name}`, async ({ page }) => {
      const kinds = (JSON.parse(await readFile(`messages/${locale}.json`, 'utf8')) as { reports: { incomeKinds: Record<string, string> } }).reports.incomeKinds;
      await lookAs(page, { locale, viewport, scheme: 'light' });
      await signedIn(page);
      const to = new Date().toISOString().slice(0, 10);
      const from = `${String(Number(to.slice(0, 4)) - 1)}${to.slice(4, 8)}01`; // the thirteen months the world's income spans
      await page.goto(`/reports/commission?from=${from}&to=${to}`);
      const rows = page.getByTestId('commission-kind');
      await expect(rows).toHaveCount(3);
      await hydrated(page.getByTestId('commission-kind-1'));

      // Each kind: its count and total are those of its entries (the upstream's list, every page).
      let sum = 0;
      let count = 0;
      for (const [kind, key] of [[1, 'referral'], [2, 'pairing'], [3, 'team']] as const) {
        const row = rows.filter({ has: page.getByTestId(`commission-kind-${kind}`) });
        await expect(row.getByTestId(`commission-kind-${kind}`)).toHaveText(kinds[key]);
        const res = await page.request.post(`${base}/api/call/uincome/getsearch`, { headers: { origin: base }, data: { page: 1, limit: 100, status: kind, from, to } });
        const { data } = (await res.json()) as { data: { list: { amount: string; kind: number }[]; total: number } };
        expect(data.total).toBeLessThanOrEqual(100);
        expect(data.list.every((e) => e.kind === kind)).toBe(true);
        const entries = data.list.reduce((s, e) => s + cents(e.amount), 0);
        expect(cents(await row.getByTestId('commission-kind-amount').textContent()), `${key}: total = its entries`).toBe(entries);
        expect(num(await row.getByTestId('commission-kind-count').textContent())).toBe(data.total);
        sum += entries;
        count += data.total;
      }
      expect(count).toBeGreaterThan(0);
      expect(cents(await page.getByTestId('commission-kinds-total').textContent())).toBe(sum);
      expect(cents(await page.getByTestId('commission-total').textContent())).toBe(sum);
      expect(num(await page.getByTestId('commission-count').textContent())).toBe(count);
      const shares = await page.getByTestId('commission-kind-share').allTextContents();
      expect(Math.abs(shares.reduce((s, x) => s + num(x), 0) - 100)).toBeLessThan(0.2);

      // The chart's table: a row per month of the range and the total, the kinds' totals again.
      await page.getByTestId('commission-as-table').click();
      await expect(page.getByTestId('commission-table').locator('tbody tr')).toHaveCount(14); // 13 months and the total
      const last = page.getByTestId('commission-table').locator('tbody tr').last().locator('td');
      expect((await last.allTextContents()).slice(1).reduce((s, x) => s + cents(x), 0)).toBe(sum);

      // A kind's entries a click away: the list below opens filtered by it, its totals the kind's.
      const pairing = rows.filter({ has: page.getByTestId('commission-kind-2') });
      const pairingCents = cents(await pairing.getByTestId('commission-kind-amount').textContent());
      const pairingCount = num(await pairing.getByTestId('commission-kind-count').textContent());
      await page.getByTestId('commission-kind-2').click();
      await expect(page).toHaveURL(new RegExp(`/reports/commission\\?from=${from}&to=${to}&kind=2$`));
      const totals = page.getByTestId('commission-entries').getByTestId('records-totals');
      await expect.poll(async () => (((await totals.textContent()) ?? '').match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((n) => n.replace(/,/g, ''))).toEqual([String(pairingCount), (pairingCents / 100).toFixed(2)]);
      await expect(page.getByTestId('commission-entries')).toBeInViewport();
      for (const status of await page.getByTestId('commission-entries').getByTestId('record-status').allTextContents()) expect(status).toBe(kinds.pairing);

      // The range is the URL's: a preset writes it, a reload keeps it.
      await page.getByTestId('range-year').click();
      await expect(page).toHaveURL(new RegExp(`from=${to.slice(0, 4)}-01-01&to=${to}`));
      await page.reload();
      await expect(page.getByTestId('range-year')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('commission-kinds-total')).toBeVisible();
    });
  }
}
