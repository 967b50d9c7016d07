import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { STUB_PASS2 } from '../upstream-stub/capital';
import { expect, lane, openScreen, signedIn, stub, test, VIEWPORTS } from './helpers';

// Issue 71, the six money moves once.spec.ts leaves out (it has the transfer and the withdrawal):
// each through its own screen with the answer lost after the upstream applied it (the stub's
// `dropAfter`). The confirmation ends "went through", the stub's journal holds that one call,
// applied, and the dialog's OK goes where a success goes. Three at each width; two in Chinese.

test.describe.configure({ timeout: 120_000 });

/** Up to when the BFF has settled a lost answer from the record (a few rounds of reads with back-off). */
const SETTLED_MS = 30_000;

const inLanguage = (page: Page, locale: string) => page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: lane().baseURL }]);

/** The calls of a path the stub applied (20000, whether or not the answer arrived) and all it was sent. */
async function ledger(path: string) {
  const sent = await stub.requests({ path });
  return { sent: sent.length, applied: sent.filter((r) => r.code === 20000).length };
}

const outcome = (page: Page) => page.getByTestId('once-outcome');

async function openAs(page: Page, locale: string, viewport: { width: number; height: number }, path: string) {
  await inLanguage(page, locale);
  await page.setViewportSize(viewport);
  await signedIn(page);
  await openScreen(page, path);
}

/** A BFF call from the page, as the screens send it (a money move with its own idempotency key). */
async function call<T>(page: Page, path: string, body: Record<string, unknown>, once = false): Promise<{ code: number; data: T }> {
  const key = once ? `setup-${randomUUID()}` : undefined; // new per run: the idempotency scope is the device id
  return page.evaluate(
    async ([p, b, k]) => {
      const res = await fetch(`/api/call/${p}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(k ? { 'idempotency-key': k } : {}) }, body: JSON.stringify(b) });
      return res.json();
    },
    [path, body, key] as const,
  );
}

type Registered = { id: number; account: string; name: string; level: number; pending: number };
/** An ordinary member the operator registered, with no level-up in progress. */
async function ordinaryMember(page: Page) {
  const res = await call<{ list: Registered[] }>(page, 'regedvip/index', { page: 1, limit: 100 });
  expect(res.code).toBe(20000);
  const member = res.data.list.find((r) => r.level === 0 && r.pending === 0);
  expect(member, 'an ordinary member in the registered list').toBeDefined();
  return member!;
}

// A 1×1 PNG (as funds.spec.ts uploads).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

test.beforeEach(async () => {
  await stub.reset();
  await stub.clearRequests();
});

test('a recharge whose answer was lost after it was applied, on a phone in Chinese: it went through, once, and OK opens the recharge record', async ({ page }) => {
  await openAs(page, 'zh-CN', VIEWPORTS.phone, '/capital/recharge');
  await page.getByTestId('voucher-file').setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('photo')).toBeVisible();
  await page.getByTestId('recharge-amount').fill('3000');
  await page.getByTestId('recharge-submit').click();
  await expect(page.getByTestId('recharge-summary')).toContainText('3,000.00');
  await stub.fault({ path: 'recharge/dorecharge', mode: 'dropAfter' });
  await page.getByTestId('confirm-ok').click();
  await expect(outcome(page)).toHaveAttribute('data-phase', 'applied', { timeout: SETTLED_MS });
  await expect(outcome(page)).toContainText('充值已成功。');
  await expect(outcome(page)).toContainText(/记录编号 \d+/);
  expect(await ledger('recharge/dorecharge')).toEqual({ sent: 1, applied: 1 });
  await expect(page.getByTestId('confirm-ok')).toHaveText('确定');
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/\/capital\/rechargeRecord$/);
  const first = page.getByTestId('record-row').first();
  await expect(first).toContainText('3,000.00');
  await expect(first.getByTestId('record-status')).toHaveText('待审核');
  await expect(page.getByTestId('record-row').filter({ hasText: '3,000.00' }).filter({ has: page.getByTestId('voucher-replace') })).toHaveCount(1);
  expect(await ledger('recharge/dorecharge')).toEqual({ sent: 1, applied: 1 });
});

test('a withdrawal canceled whose answer was lost after it was applied, in traditional Chinese at desktop width: it went through, once', async ({ page }) => {
  await openAs(page, 'zh-TW', VIEWPORTS.desktop, '/capital/withdraw');
  // The withdrawal to cancel, pending audit: through the withdraw screen.
  await page.getByTestId('withdraw-amount').fill('60050');
  await page.getByTestId('withdraw-pass2').fill(STUB_PASS2);
  await page.getByTestId('withdraw-submit').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/\/capital\/withdrawRecord$/);
  await page.waitForLoadState('networkidle');
  const row = page.getByTestId('record-row').filter({ hasText: '60,050.00' });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('record-status')).toHaveText('待審核');

  await row.getByTestId('withdraw-cancel').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('60,050.00');
  await stub.fault({ path: 'salaries/dothis', mode: 'dropAfter' });
  await page.getByTestId('confirm-ok').click();
  await expect(outcome(page)).toHaveAttribute('data-phase', 'applied', { timeout: SETTLED_MS });
  await expect(outcome(page)).toContainText('取消提現已成功。');
  expect(await ledger('salaries/dothis')).toEqual({ sent: 1, applied: 1 });
  await expect(page.getByTestId('confirm-ok')).toHaveText('確定');
  await page.getByTestId('confirm-ok').click();
  // As on a success: the dialog closes, the row is canceled and can no longer be.
  await expect(page.getByTestId('confirm-dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/capital\/withdrawRecord$/);
  await expect(row.getByTestId('record-status')).toHaveText('已取消');
  await expect(row.getByTestId('withdraw-cancel')).toHaveCount(0);
  expect(await ledger('salaries/dothis')).toEqual({ sent: 1, applied: 1 });
});

test('a new bank card whose answer was lost after it was added, on a phone: a dialog says it went through, OK opens the cards, one card added', async ({ page }) => {
  await openAs(page, 'en-US', VIEWPORTS.phone, '/my/editBankCard');
  await page.getByTestId('bank-number-input').fill('6228480000009999');
  await page.getByRole('combobox', { name: 'Bank' }).click();
  await page.getByRole('option', { name: '招商银行' }).click();
  await page.getByTestId('bank-branch-input').fill('深圳分行');
  await page.getByRole('combobox', { name: 'Account type' }).click();
  await page.getByRole('option', { name: 'Corporate' }).click();
  await page.getByTestId('bank-holder-input').fill('王建国');
  await stub.fault({ path: 'bank/create', mode: 'dropAfter' });
  await page.getByTestId('bank-save').click();
  await expect(outcome(page)).toHaveAttribute('data-phase', 'applied', { timeout: SETTLED_MS });
  await expect(outcome(page)).toContainText('The new bank card went through.');
  expect(await ledger('bank/create')).toEqual({ sent: 1, applied: 1 });
  await expect(page.getByTestId('confirm-cancel')).toHaveCount(0);
  await expect(page.getByTestId('confirm-ok')).toHaveText('OK');
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/\/my\/bankCardList$/);
  const cards = page.getByTestId('bank-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: '招商银行' }).getByTestId('bank-number')).toHaveText('**** 9999');
  expect(await ledger('bank/create')).toEqual({ sent: 1, applied: 1 });
});

test('a return whose answer was lost after it was filed, at desktop width: it went through, once, and OK opens the return record', async ({ page }) => {
  await openAs(page, 'en-US', VIEWPORTS.desktop, '/memberProduct/chargeback');
  await expect(page.getByTestId('chargeback-submit')).toBeEnabled();
  await page.getByRole('combobox', { name: 'Order' }).click();
  await page.getByRole('option', { name: /SO\d+/ }).first().click();
  await page.getByTestId('chargeback-reason').fill('SF1234567890');
  await page.getByTestId('chargeback-agree').check();
  await page.getByTestId('chargeback-pass2').fill(STUB_PASS2);
  await page.getByTestId('chargeback-submit').click();
  await expect(page.getByTestId('chargeback-summary')).toContainText('refunded to your recharge balance');
  await stub.fault({ path: 'return/applicationsubmit', mode: 'dropAfter' });
  await page.getByTestId('confirm-ok').click();
  await expect(outcome(page)).toHaveAttribute('data-phase', 'applied', { timeout: SETTLED_MS });
  await expect(outcome(page)).toContainText('The return went through.');
  await expect(outcome(page)).toContainText(/Record no\. \d+/);
  await expect(outcome(page)).toContainText(/Balance after it: [\d,]+\.\d\d/);
  const id = /Record no\. (\d+)/.exec(await outcome(page).innerText())![1];
  expect(await ledger('return/applicationsubmit')).toEqual({ sent: 1, applied: 1 });
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/\/memberProduct\/chargebackRecord$/);
  // The record's six seeded returns and this one: its application number is the entry the dialog named.
  await expect(page.getByTestId('records-totals')).toContainText('7 records');
  const first = page.getByTestId('record-row').first();
  await expect(first).toContainText(`RT${id.padStart(8, '0')}`);
  await expect(first).toContainText('Card and order return');
  expect(await ledger('return/applicationsubmit')).toEqual({ sent: 1, applied: 1 });
});

test('a level-up whose answer was lost after it was applied, on a phone: it went through, once, and OK shows the new level as on a success', async ({ page }) => {
  await openAs(page, 'en-US', VIEWPORTS.phone, '/memberProduct/memberUpLevel');
  const member = await ordinaryMember(page);
  await page.getByTestId('levelup-account').fill(member.account);
  await page.getByTestId('levelup-pass2').click(); // blur: the member is looked up
  await expect(page.getByTestId('levelup-member')).toContainText('Ordinary');
  await expect(page.getByTestId('levelup-balance')).toContainText('23,000.00');
  await page.locator('[data-testid="package"][data-id="2"]').getByTestId('package-choose').click();
  await page.getByTestId('levelup-pass2').fill(STUB_PASS2);
  await page.getByTestId('levelup-submit').click();
  await expect(page.getByTestId('levelup-summary')).toContainText(member.account);
  await stub.fault({ path: 'regedvip/upvip', mode: 'dropAfter' });
  await page.getByTestId('confirm-ok').click();
  await expect(outcome(page)).toHaveAttribute('data-phase', 'applied', { timeout: SETTLED_MS });
  await expect(outcome(page)).toContainText('The level-up went through.');
  await expect(outcome(page)).toContainText('Balance after it: 20,000.00');
  expect(await ledger('regedvip/upvip')).toEqual({ sent: 1, applied: 1 });
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('confirm-dialog')).toHaveCount(0);
  await expect(page.getByTestId('levelup-result')).toContainText(`${member.name} is now Discount customer.`);
  await expect(page.getByTestId('levelup-balance')).toContainText('20,000.00');
  await expect(page.getByTestId('levelup-pending')).toContainText('already has an upgrade in progress');
  expect(await ledger('regedvip/upvip')).toEqual({ sent: 1, applied: 1 });
});

test('a registration deleted whose answer was lost after it was applied, at desktop width: the password dialog says it went through, once, and OK leaves it deleted', async ({ page }) => {
  await openAs(page, 'en-US', VIEWPORTS.desktop, '/reports/registerMember');
  // A registration that may be deleted: one whose new combo has not shipped yet (a level-up).
  const member = await ordinaryMember(page);
  const up = await call(page, 'regedvip/upvip', { account: member.account, package_id: 2, pass2: STUB_PASS2 }, true);
  expect(up.code).toBe(20000);
  await openScreen(page, '/reports/registerMember');
  const rows = page.getByTestId('record-row');
  await expect(rows.first()).toBeVisible();
  await page.getByTestId('registered-search').fill(member.account);
  await page.getByTestId('registered-search').press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('record-status')).toHaveText('Waiting for shipment');
  await rows.first().getByTestId('registered-delete').click();
  await expect(page.getByTestId('registered-delete-text')).toContainText('3,000.00');
  await page.getByTestId('confirm-ok').click();
  // The level-2 password dialog follows (the confirmation may still be fading out).
  const pass2 = page.getByRole('dialog').filter({ has: page.getByTestId('registered-delete-pass2') });
  await pass2.getByTestId('registered-delete-pass2').fill(STUB_PASS2);
  await stub.fault({ path: 'regedvip/delvip', mode: 'dropAfter' });
  await pass2.getByTestId('confirm-ok').click();
  // The outcome takes the password field's place, in the same dialog.
  const dialog = page.getByRole('dialog').filter({ has: outcome(page) });
  await expect(outcome(page)).toHaveAttribute('data-phase', 'applied', { timeout: SETTLED_MS });
  await expect(outcome(page)).toContainText('The deletion of the registration went through.');
  await expect(dialog).toContainText('Enter your level-2 password');
  await expect(dialog.getByTestId('registered-delete-pass2')).toHaveCount(0);
  expect(await ledger('regedvip/delvip')).toEqual({ sent: 1, applied: 1 });
  await expect(dialog.getByTestId('confirm-ok')).toHaveText('OK');
  await dialog.getByTestId('confirm-ok').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(`The registration of ${member.name} was deleted`)).toBeVisible();
  await expect(page.getByTestId('records-empty')).toBeVisible();
  expect(await ledger('regedvip/delvip')).toEqual({ sent: 1, applied: 1 });
});
