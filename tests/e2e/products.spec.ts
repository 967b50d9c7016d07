import type { Page } from '@playwright/test';
import { APP_PORT } from '../../playwright.config';
import { STUB_PASS2 } from '../upstream-stub/capital';
import { ACCOUNTS, expect, login, stub, test, VIEWPORTS } from './helpers';

// VIP goods (issue 11): level up from the worklist with every rule, the level seen in both
// charts and on Home, chargebacks that move balances and their record, registered members
// with logistics and deletion. Each test starts from a fresh stub world, in English.

const open = async (page: Page, path: string) => {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
};
/** Opens a form and waits for its script (typing before it runs would be reset by the form). */
const openForm = async (page: Page, path: string, submit: string) => {
  await open(page, path);
  await expect(page.getByTestId(submit)).toBeEnabled();
};
/** "Name (m000123)" → "m000123". */
const accountIn = async (row: ReturnType<Page['getByTestId']>) => /\(([\w-]+)\)/.exec(await row.innerText())![1];
const figure = async (page: Page, testId: string) => Number((await page.getByTestId(testId).innerText()).replace(/[^\d.]/g, ''));
/** Chooses a package on the level-up form, types the level-2 password and confirms. */
const levelUpWith = async (page: Page, packageId: number) => {
  await page.locator(`[data-testid="package"][data-id="${packageId}"]`).getByTestId('package-choose').click();
  await page.getByTestId('levelup-pass2').fill(STUB_PASS2);
  await page.getByTestId('levelup-submit').click();
  await page.getByTestId('confirm-ok').click();
};
const choose = async (page: Page, label: string, option: string | RegExp) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
};

test.beforeEach(async ({ context }) => {
  await stub.reset();
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en-US', url: `http://localhost:${APP_PORT}` }]);
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${name} width`, () => {
    test.beforeEach(async ({ page }) => {
      test.setTimeout(test.info().timeout * 4); // long flows, on machines shared by several builds
      await page.setViewportSize(viewport);
    });

    test('members to be upgraded: a worklist by days left; level one up to VIP, seen in both charts', async ({ page }) => {
      await login(page);
      await open(page, '/reports/waitMember');
      const rows = page.getByTestId('record-row');
      await expect(rows.first()).toBeVisible();
      const days = await rows.getByTestId('cycle-days').evaluateAll((chips) => chips.map((c) => Number(c.getAttribute('data-days'))));
      const active = days.filter((d) => d > 0);
      expect(days.slice(0, active.length)).toEqual([...active].sort((a, b) => a - b));
      // The last days are highlighted (filled, error colour).
      const urgent = rows.getByTestId('cycle-days').filter({ hasText: /^(Last day|[1-7] days? left)$/ });
      if (await urgent.count()) await expect(urgent.first()).toHaveClass(/colorError/);

      const row = rows.first();
      const account = await accountIn(row);
      await row.getByTestId('wait-upgrade').click();
      await expect(page).toHaveURL(new RegExp(`/memberProduct/memberUpLevel\\?account=${account}$`));
      await expect(page.getByTestId('levelup-account')).toHaveValue(account);
      await expect(page.getByTestId('levelup-member')).toContainText(/days? left|Last day/);
      await expect(page.getByTestId('levelup-balance')).toContainText('23,000.00');
      // The premium combo costs more than the balance: it cannot be chosen.
      const premium = page.locator('[data-testid="package"][data-id="4"]');
      await expect(premium.getByTestId('package-block')).toHaveText('Balance is not enough');
      await expect(premium.getByTestId('package-choose')).toBeDisabled();
      // Nothing chosen, no password: the form says so.
      await page.getByTestId('levelup-submit').click();
      await expect(page.getByTestId('levelup-package-error')).toHaveText('Choose one');
      await expect(page.getByText('Enter the level-2 password')).toBeVisible();

      await page.locator('[data-testid="package"][data-id="3"]').getByTestId('package-choose').click();
      await expect(page.getByTestId('levelup-remaining')).toContainText('13,000.00');
      await page.getByTestId('levelup-pass2').fill('000000');
      await page.getByTestId('levelup-submit').click();
      await expect(page.getByTestId('levelup-summary')).toContainText('VIP pack');
      await page.getByTestId('confirm-ok').click();
      await expect(page.getByText('Error, please re-enter')).toBeVisible();
      await expect(page.getByTestId('levelup-account')).toHaveValue(account); // typed values kept
      await page.getByTestId('levelup-pass2').fill(STUB_PASS2);
      await page.getByTestId('levelup-submit').click();
      await page.getByTestId('confirm-ok').click();
      await expect(page.getByTestId('levelup-result')).toContainText('is now VIP');
      await expect(page.getByTestId('levelup-balance')).toContainText('13,000.00');
      await expect(page.getByTestId('levelup-member')).toContainText('Level: VIP');

      // Both charts read the same world.
      await open(page, '/memberNode');
      await page.getByTestId('placement-search-input').fill(account);
      await page.getByTestId('placement-search-submit').click();
      await expect(page.getByTestId(`node-${account}`)).toContainText('VIP');
      await open(page, '/inviteNode');
      await page.getByTestId('invite-search-input').fill(account);
      await page.getByTestId('invite-search-submit').click();
      await expect(page.getByTestId(`invite-${account}`)).toContainText('VIP');
      // No longer awaiting upgrade.
      await open(page, '/reports/waitMember');
      await expect(page.getByTestId('record-row').filter({ hasText: `(${account})` })).toHaveCount(0);
    });

    test('level up: a package not for the level, one upgrade in progress at a time, a member outside the network', async ({ page }) => {
      await login(page);
      await openForm(page, '/memberProduct/memberUpLevel', 'levelup-submit');
      await page.getByTestId('levelup-account').fill('nobody-here');
      await page.getByTestId('levelup-pass2').click();
      await expect(page.getByText('This member is not in your network')).toBeVisible();
      // novip is a discount customer in the operator's network: the discount pack is not for that level.
      await page.getByTestId('levelup-account').fill(ACCOUNTS.novip);
      await page.getByTestId('levelup-pass2').click();
      await expect(page.getByTestId('levelup-member')).toContainText('Discount customer');
      const discount = page.locator('[data-testid="package"][data-id="2"]');
      await expect(discount.getByTestId('package-block')).toHaveText("Not for the member's level");

      // An ordinary member: the discount pack, then a second level-up waits for its combo to ship.
      await open(page, '/reports/waitMember');
      const ordinary = page.getByTestId('record-row').filter({ hasText: 'Ordinary' }).first();
      const account = await accountIn(ordinary);
      await ordinary.getByTestId('wait-upgrade').click();
      await expect(page.getByTestId('levelup-member')).toContainText('Ordinary');
      await levelUpWith(page, 2);
      await expect(page.getByTestId('levelup-result')).toContainText('is now Discount customer');
      await expect(page.getByTestId('levelup-pending')).toContainText('already has an upgrade in progress');
      await expect(page.getByTestId('levelup-submit')).toBeDisabled();
      await open(page, '/reports/waitMember');
      await expect(page.getByTestId('record-row').filter({ hasText: `(${account})` }).getByTestId('wait-pending')).toHaveText('Upgrade in progress');
    });

    test('Home counts down the cycle from the same state, and drops it once the member is VIP', async ({ page }) => {
      await login(page, ACCOUNTS.novip);
      await expect(page.getByTestId('home-upgrade')).toBeVisible();
      const homeDays = (await page.getByTestId('home-upgrade').innerText()).match(/(\d+) days? left|Cycle ended/)![0];
      await openForm(page, '/memberProduct/memberUpLevel', 'levelup-submit');
      await page.getByTestId('levelup-account').fill(ACCOUNTS.novip);
      await page.getByTestId('levelup-pass2').click();
      await expect(page.getByTestId('levelup-member').getByTestId('cycle-days')).toHaveText(homeDays);
      await levelUpWith(page, 3);
      await expect(page.getByTestId('levelup-result')).toContainText('is now VIP');
      await open(page, '/home');
      await expect(page.getByTestId('home-level')).toContainText('VIP');
      await expect(page.getByTestId('home-upgrade')).toHaveCount(0);
      await expect(page.getByTestId('home-recharge')).toContainText('0.00');
    });

    test('chargeback: the statement, the tracking number and the level-2 password; the refund moves the balance', async ({ page }) => {
      await login(page);
      const before = await figure(page, 'home-recharge');
      await openForm(page, '/memberProduct/chargeback', 'chargeback-submit');
      await expect(page.getByTestId('chargeback-statement')).toContainText('cannot be undone once charged');
      await page.getByTestId('chargeback-submit').click();
      await expect(page.getByText('Please agree to the Return statement')).toBeVisible();
      await expect(page.getByText('Choose one')).toBeVisible();
      await choose(page, 'Order', /SO\d+/);
      const orderText = await page.getByRole('combobox', { name: 'Order' }).innerText();
      const amount = Number(/· ([\d,.]+)/.exec(orderText)![1].replace(/,/g, ''));
      await page.getByTestId('chargeback-reason').fill('bad no');
      await page.getByTestId('chargeback-pass2').fill('000000');
      await page.getByTestId('chargeback-submit').click();
      await expect(page.getByText('Enter the return tracking number (6 to 30 letters or digits)')).toBeVisible();
      await expect(page.getByText('Please agree to the Return statement')).toBeVisible();
      await page.getByTestId('chargeback-reason').fill('SF1234567890');
      await page.getByTestId('chargeback-agree').check();
      await page.getByTestId('chargeback-submit').click();
      await expect(page.getByTestId('chargeback-summary')).toContainText('refunded to your recharge balance');
      await page.getByTestId('confirm-ok').click();
      await expect(page.getByText('Error, please re-enter')).toBeVisible();
      await expect(page.getByTestId('chargeback-reason')).toHaveValue('SF1234567890');
      await page.getByTestId('chargeback-pass2').fill(STUB_PASS2);
      await page.getByTestId('chargeback-submit').click();
      await page.getByTestId('confirm-ok').click();
      await expect(page).toHaveURL(/\/memberProduct\/chargebackRecord$/);
      const first = page.getByTestId('record-row').first();
      await expect(first.getByTestId('record-status')).toHaveText('Charged');
      await expect(first).toContainText('Card and order return');
      await open(page, '/home');
      await expect.poll(() => figure(page, 'home-recharge')).toBe(before + amount);
    });

    test('chargeback: a salary disposal names a checked transferee', async ({ page }) => {
      await login(page);
      await openForm(page, '/memberProduct/chargeback', 'chargeback-submit');
      await choose(page, 'Type', 'Salary disposal');
      await choose(page, 'Order', /SO\d+/);
      await page.getByTestId('chargeback-reason').fill('moving abroad');
      await page.getByTestId('chargeback-transferee').fill('nobody-here');
      await page.getByTestId('chargeback-pass2').click();
      await expect(page.getByTestId('chargeback-transferee-help')).toHaveText('No such member');
      await page.getByTestId('chargeback-transferee').fill(ACCOUNTS.menuop);
      await page.getByTestId('chargeback-pass2').click();
      await expect(page.getByTestId('chargeback-transferee-help')).toContainText('Name:');
      await page.getByTestId('chargeback-agree').check();
      await page.getByTestId('chargeback-pass2').fill(STUB_PASS2);
      await page.getByTestId('chargeback-submit').click();
      await expect(page.getByTestId('chargeback-summary')).toContainText(`(${ACCOUNTS.menuop})`);
      await page.getByTestId('confirm-ok').click();
      await expect(page).toHaveURL(/\/memberProduct\/chargebackRecord$/);
      await expect(page.getByTestId('record-row').first()).toContainText('Salary disposal');
      await expect(page.getByTestId('record-row').first()).toContainText(`(${ACCOUNTS.menuop})`);
    });

    test('chargeback record: states, a filter, totals, CSV and the timeline of a return', async ({ page }) => {
      await login(page);
      await open(page, '/memberProduct/chargebackRecord');
      const rows = page.getByTestId('record-row');
      await expect(rows).toHaveCount(6);
      await expect(page.getByTestId('records-totals')).toContainText('6 records');
      const states = await rows.getByTestId('record-status').allInnerTexts();
      expect(new Set(states)).toEqual(new Set(['In progress', 'Charged', 'Rejected']));
      await choose(page, 'State', 'Rejected');
      await expect(rows).toHaveCount(2);
      await expect(page.getByTestId('records-totals')).toContainText('2 records');
      const download = page.waitForEvent('download');
      await page.getByTestId('records-export-csv').click();
      expect((await download).suggestedFilename()).toBe('Return record_all.csv'); // the list's title and range, from the BFF's Content-Disposition
      await rows.first().getByTestId('record-detail').click();
      const steps = page.getByTestId('return-steps').getByTestId('step');
      await expect(steps).toHaveCount(2);
      await expect(steps.first()).toContainText('Rejected: the return tracking number is not valid');
      await expect(steps.last()).toContainText('Application filed');
    });

    test('registered members: combo and logistics, a refused deletion explained, a deletion before shipment', async ({ page }) => {
      await login(page);
      await open(page, '/reports/registerMember');
      const rows = page.getByTestId('record-row');
      await choose(page, 'Shipping', 'Delivered');
      const delivered = rows.first();
      await expect(delivered.getByTestId('record-status')).toHaveText('Delivered');
      await delivered.getByTestId('registered-detail').click();
      const dialog = page.getByTestId('registration-dialog');
      await expect(dialog.getByTestId('combo-items')).toContainText('Member card × 1');
      await expect(dialog.getByTestId('logistics-status')).toContainText('Delivered · SF Express SF');
      await expect(dialog.getByTestId('logistics-steps').getByTestId('step')).toHaveCount(4);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await delivered.getByTestId('registered-delete').click();
      await expect(page.getByTestId('registered-refusal')).toHaveText('Its combo is Delivered: a registration can only be deleted before its combo ships.');
      await page.getByTestId('confirm-ok').click();

      // A level-up ships a new combo: until it ships the registration may be deleted (refunded).
      await choose(page, 'Shipping', 'All');
      const ordinary = rows.filter({ hasText: 'Ordinary' }).first();
      const account = await accountIn(ordinary);
      await ordinary.getByTestId('registered-upgrade').click();
      await levelUpWith(page, 2);
      await expect(page.getByTestId('levelup-balance')).toContainText('20,000.00');
      await open(page, '/reports/registerMember');
      await expect(rows.first()).toBeVisible(); // the list's script has run: the search field is live
      await page.getByTestId('registered-search').fill(account);
      await page.getByTestId('registered-search').press('Enter');
      await expect(rows).toHaveCount(1);
      await expect(rows.first().getByTestId('record-status')).toHaveText('Waiting for shipment');
      await rows.first().getByTestId('registered-delete').click();
      await expect(page.getByTestId('registered-delete-text')).toContainText('3,000.00');
      await page.getByTestId('confirm-ok').click();
      // The level-2 password dialog follows (the confirmation may still be fading out).
      const pass2 = page.getByRole('dialog').filter({ has: page.getByTestId('registered-delete-pass2') });
      await pass2.getByTestId('registered-delete-pass2').fill('000000');
      await pass2.getByTestId('confirm-ok').click();
      await expect(pass2.getByText('Error, please re-enter')).toBeVisible();
      await pass2.getByTestId('registered-delete-pass2').fill(STUB_PASS2);
      await pass2.getByTestId('confirm-ok').click();
      await expect(page.getByText(/The registration of .+ was deleted/)).toBeVisible();
      await expect(page.getByTestId('records-empty')).toBeVisible();
      await openForm(page, '/memberProduct/memberUpLevel', 'levelup-submit');
      await expect(page.getByTestId('levelup-balance')).toContainText('23,000.00');
    });
  });
}
