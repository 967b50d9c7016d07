import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { APP_PORT } from '../../playwright.config';
import { STUB_CODE, STUB_PASS2 } from '../upstream-stub/capital';
import { expect, signedIn, stub, test, VIEWPORTS } from './helpers';

// Issue 71: money moves once when the upstream's answer is late or lost, and the operator always
// learns what happened. Tried as an operator would, with the stub's three endings of a money move
// (docs/qa.md): the effect applied and the answer late (delayMs past the portal's 5 s time-out),
// applied and the connection dropped (dropAfter), dropped before it was applied (drop). The
// stub's journal is the ledger: it holds one applied call per submission, and the last message
// says what it holds.

test.describe.configure({ timeout: 120_000 });

const LATE_MS = 7000; // past UPSTREAM_TIMEOUT_MS (5000): the stub applies the move, then answers late

const inLanguage = (page: Page, locale: string) => page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: `http://localhost:${APP_PORT}` }]);

/** The calls of a path the stub applied (20000, whether or not the answer arrived) and all it was sent. */
async function ledger(path: string) {
  const sent = await stub.requests({ path });
  return { sent: sent.length, applied: sent.filter((r) => r.code === 20000).length };
}

async function openTransfer(page: Page, locale: string, viewport: { width: number; height: number }) {
  await inLanguage(page, locale);
  await page.setViewportSize(viewport);
  await signedIn(page);
  await page.goto('/capital/transfer');
  await page.waitForLoadState('networkidle');
  await page.getByTestId('transfer-account').fill('menuop');
  await page.getByTestId('transfer-amount').click(); // blur: the recipient is checked
  await page.getByTestId('transfer-amount').fill('1150');
  await page.getByTestId('transfer-remark').fill('payday');
  await page.getByTestId('transfer-code').fill(STUB_CODE);
  await page.getByTestId('transfer-pass2').fill(STUB_PASS2);
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('transfer-summary')).toBeVisible();
}

const outcome = (page: Page) => page.getByTestId('once-outcome');

test.beforeEach(async () => {
  await stub.reset();
  await stub.clearRequests();
});

test('a late answer: the confirmation checks the record and says the transfer went through, with its entry and the balance after it; it is sent once', async ({ page }) => {
  await openTransfer(page, 'en-US', VIEWPORTS.desktop);
  await stub.fault({ path: 'transfer/dothis', delayMs: LATE_MS });
  await page.getByTestId('confirm-ok').click();
  await expect(outcome(page)).toHaveAttribute('data-phase', 'checking', { timeout: 15_000 });
  await expect(outcome(page)).toContainText('The transfer was sent, but its answer was lost. Checking the transfer record');
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByTestId('confirm-ok')).toBeDisabled();
  await expect(outcome(page)).toHaveAttribute('data-phase', 'applied', { timeout: 30_000 });
  await expect(outcome(page)).toContainText('The transfer went through.');
  await expect(outcome(page)).toContainText('Balance after it: 123,850.00');
  await expect(outcome(page)).toContainText(/Record no\. \d+/);
  await expect(page.getByText('The server took too long to answer')).toHaveCount(0);
  await page.screenshot({ path: 'screenshots/once/transfer-applied-1280.png' });
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/\/capital\/transferRecord$/);
  await expect(page.getByTestId('record-row').first()).toContainText('1,150.00');
  expect(await ledger('transfer/dothis')).toEqual({ sent: 1, applied: 1 });
});

test('dropped before it was applied, on a phone in Chinese: "did not go through", sent again with one tap, moved once', async ({ page }) => {
  await openTransfer(page, 'zh-CN', VIEWPORTS.phone);
  await stub.fault({ path: 'transfer/dothis', mode: 'drop' });
  await page.getByTestId('confirm-ok').click();
  await expect(outcome(page)).toHaveAttribute('data-phase', 'checking', { timeout: 15_000 });
  await expect(outcome(page)).toContainText('正在核对转账记录');
  await expect(outcome(page)).toHaveAttribute('data-phase', 'notApplied', { timeout: 45_000 });
  await expect(outcome(page)).toContainText('转账未成功，没有任何变动。要再次提交吗？');
  expect(await ledger('transfer/dothis')).toEqual({ sent: 1, applied: 0 });
  // Every typed value stays: the form behind the dialog still holds them.
  await expect(page.getByTestId('transfer-amount')).toHaveValue('1150');
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: 'screenshots/once/transfer-not-applied-375.png' });
  await expect(page.getByTestId('confirm-ok')).toHaveText('再次提交');
  await page.getByTestId('confirm-ok').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/capital\/transferRecord$/, { timeout: 20_000 });
  expect(await ledger('transfer/dothis')).toEqual({ sent: 2, applied: 1 });
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`a withdrawal whose answer was lost after it was applied, in traditional Chinese at ${name} width: it went through, once`, async ({ page }) => {
    await inLanguage(page, 'zh-TW');
    await page.setViewportSize(viewport);
    await signedIn(page);
    await page.goto('/capital/withdraw');
    await page.waitForLoadState('networkidle');
    await page.getByTestId('withdraw-amount').fill('60050');
    await page.getByTestId('withdraw-pass2').fill(STUB_PASS2);
    await page.getByTestId('withdraw-submit').click();
    await stub.fault({ path: 'newextract/dothis', mode: 'dropAfter' });
    await page.getByTestId('confirm-ok').click();
    await expect(outcome(page)).toHaveAttribute('data-phase', 'applied', { timeout: 30_000 });
    await expect(outcome(page)).toContainText('提現已成功。');
    await page.screenshot({ path: `screenshots/once/withdraw-applied-${viewport.width}.png` });
    expect(await ledger('newextract/dothis')).toEqual({ sent: 1, applied: 1 });
    // The operator's retry: the submit again opens no second withdrawal.
    await page.getByTestId('confirm-ok').click();
    await expect(page).toHaveURL(/\/capital\/withdrawRecord$/);
    await expect(page.getByTestId('record-row').filter({ hasText: '60,050.00' })).toHaveCount(1);
    expect(await ledger('newextract/dothis')).toEqual({ sent: 1, applied: 1 });
  });
}

/** A valid submission of each money move in the stub's world as it stands, made from the signed-in page. */
async function submissions(page: Page): Promise<Record<string, object>> {
  const read = (path: string, body: object = {}) =>
    page.evaluate(async ([p, b]) => (await (await fetch(`/api/call/${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) })).json()).data, [path, body] as const);
  const once = (path: string, body: object) =>
    page.evaluate(async ([p, b]) => (await (await fetch(`/api/call/${p}`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() }, body: JSON.stringify(b) })).json()).data, [path, body] as const);
  const card = (await read('bank/getlist')).list[0].id as number;
  const pending = (await once('newextract/dothis', { amount: '50000', card_id: card, pass2: STUB_PASS2 })).id as number;
  const registered = (await read('regedvip/index', { limit: 100 })).list as { account: string; level: number }[];
  const deletable = registered.find((r) => r.level === 0)!.account;
  await once('regedvip/upvip', { account: deletable, package_id: 2, pass2: STUB_PASS2 }); // its new combo has not shipped: deletable
  const registration = (await read('regedvip/index', { keyword: deletable })).list[0].id as number;
  const waiting = (await read('regedvip/index', { wait: 1, limit: 100 })).list as { account: string; level: number; pending: number }[];
  return {
    'transfer/dothis': { account: 'menuop', amount: '1150', remark: '', way: 'phone', code: STUB_CODE, pass2: STUB_PASS2 },
    'newextract/dothis': { amount: '50050', card_id: card, pass2: STUB_PASS2 },
    'recharge/dorecharge': { amount: '3000', voucher: '/uploads/voucher-e2e.png' },
    'salaries/dothis': { id: pending },
    'bank/create': { number: '6222020000004321', bank: 'HSBC', branch: 'Central', type: 1, holder: 'Test Holder' },
    'return/applicationsubmit': { type: 1, order_id: (await read('return/order')).list[0].id, reason: 'SF1234567890', agree: true, pass2: STUB_PASS2 },
    'regedvip/upvip': { account: waiting.find((r) => r.level === 0 && r.pending === 0 && r.account !== deletable)!.account, package_id: 2, pass2: STUB_PASS2 },
    'regedvip/delvip': { id: registration, pass2: STUB_PASS2 },
  };
}

/** The browser's side of one submission, as writeOnce does it: checks while the BFF checks, and a "Send again" once it was not applied. */
const drive = (page: Page, path: string, body: object) =>
  page.evaluate(
    async ([p, b]) => {
      const key = crypto.randomUUID().replace(/-/g, '');
      const post = async (check: boolean) => {
        const res = await fetch(`/api/call/${p}`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key, ...(check ? { 'idempotency-check': '1' } : {}) }, body: JSON.stringify(b) });
        return { status: res.status, code: (await res.json()).code as number };
      };
      const told: number[] = [];
      let answer = await post(false);
      for (let i = 0; i < 60; i++) {
        told.push(answer.code);
        if (answer.code === 20200) answer = await post(true);
        else if (answer.code === 40902 && !told.slice(0, -1).includes(40902)) answer = await post(false); // the operator's "Send again"
        else break;
      }
      return told;
    },
    [path, body] as const,
  );

test('every money move in each of the three endings, from the browser: applied once, and the last answer true to the ledger', async ({ page }) => {
  test.setTimeout(240_000);
  await inLanguage(page, 'en-US');
  await signedIn(page);
  for (const [ending, fault] of Object.entries({ late: { delayMs: LATE_MS }, lost: { mode: 'dropAfter' as const }, dropped: { mode: 'drop' as const } })) {
    await stub.reset();
    const moves = await submissions(page);
    await stub.clearRequests();
    for (const path of Object.keys(moves)) await stub.fault({ path, ...fault });
    // The moves are of different calls, so each meets its own fault: they run side by side.
    const told = await Promise.all(Object.entries(moves).map(async ([path, body]) => [path, await drive(page, path, body)] as const));
    for (const [path, codes] of told) {
      expect(codes.at(-1), `${path}, ${ending}: ${codes.join(' → ')}`).toBe(20000);
      expect(codes[0], `${path}, ${ending}: the first answer says it is checking`).toBe(20200);
      expect(codes.includes(40902), `${path}, ${ending}: "did not go through" only when it did not`).toBe(ending === 'dropped');
      expect((await ledger(path)).applied, `${path}, ${ending}: applied once`).toBe(1);
    }
  }
});
