import { expect, test, type Page } from '@portal/qa-kit';

// Every named scenario as a QA flow sees it (docs/qa.md, "Scenarios"): load it, sign in, look.
// The others are in add-member.spec.ts (vip-operator, non-vip-operator) and
// shell-and-faults.spec.ts (forced-logout-30140, upgrade-deadlines).

test.use({ locale: 'en-US' });

/** The distinct status labels of a records screen's first page. */
const statuses = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByTestId('record-row').first()).toBeVisible();
  return new Set(await page.getByTestId('record-status').allTextContents());
};

test.describe('default', () => {
  test.use({ scenario: 'default' });
  test('the seeded world: operator is a VIP at the root of the placement chart', async ({ signedInPage: page }) => {
    await page.goto('/memberNode');
    await expect(page.getByTestId('placement-chart')).toHaveAttribute('data-root', 'operator');
  });
  test("dated from today: Home's income card has the last months' salary income", async ({ signedInPage: page }) => {
    await page.goto('/home');
    await expect(page.getByTestId('home-card-income')).toHaveAttribute('data-state', 'full');
  });
});

test.describe('records-2025', () => {
  test.use({ scenario: 'records-2025' });
  test('the records dated back from 2025-06-01: the newest withdrawal is of that day', async ({ signedInPage: page }) => {
    await page.goto('/capital/withdrawRecord');
    await expect(page.getByTestId('record-row').first()).toContainText('2025-06-01');
  });
});

test.describe('empty-salary', () => {
  test.use({ scenario: 'empty-salary' });
  test('the salary record is empty', async ({ signedInPage: page }) => {
    await page.goto('/reports/integralRecord');
    await expect(page.getByTestId('records-empty')).toBeVisible();
  });
});

test.describe('withdrawals-each-state', () => {
  test.use({ scenario: 'withdrawals-each-state' });
  test('the withdrawal records show all 5 states', async ({ signedInPage: page }) => {
    expect((await statuses(page, '/capital/withdrawRecord')).size).toBe(5);
  });
});

test.describe('returns-each-state', () => {
  test.use({ scenario: 'returns-each-state' });
  test('the return records show all 3 states', async ({ signedInPage: page }) => {
    expect((await statuses(page, '/memberProduct/chargebackRecord')).size).toBe(3);
  });
});

test.describe('promoter-applications-each-state', () => {
  test.use({ scenario: 'promoter-applications-each-state' });
  test('five applications; the pending one can be withdrawn, so no new one can be made', async ({ signedInPage: page }) => {
    await page.goto('/extensionOfficer');
    await expect(page.getByTestId('promoter-list').locator('[data-testid^="promoter-row-"]')).toHaveCount(5);
    await expect(page.locator('[data-testid^="promoter-withdraw-"]')).toHaveCount(1);
    await expect(page.getByTestId('promoter-apply')).toBeDisabled();
  });
});

test.describe('codes-locked', () => {
  test.use({ scenario: 'codes-locked' });
  test('no verification code is sent', async ({ signedInPage: page, expectUpstream }) => {
    await page.goto('/validateTelEmail?next=/my/editEmail');
    await page.getByTestId('verify-phone').click();
    await page.getByTestId('verify-send-code').click();
    await expect(page.getByText(/try again in 15 min/)).toBeVisible();
    await expectUpstream('store/sendcode').toHaveBeenCalled();
  });
});

test.describe('forced-logout-30142', () => {
  test.use({ scenario: 'forced-logout-30142' });
  test('code 30142 ends the session too', async ({ signedInPage: page }) => {
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe('slow-upstream', () => {
  test.use({ scenario: 'slow-upstream' });
  test('every call is late, and the portal waits for it', async ({ signedInPage: page }) => {
    test.setTimeout(60_000);
    const started = Date.now();
    await page.goto('/notice');
    await expect(page.getByTestId('notice-list')).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThan(1400);
  });
});

test.describe('network-100k', () => {
  test.use({ scenario: 'network-100k' });
  test('a network of 100,000 members still opens at the operator', async ({ signedInPage: page }) => {
    await page.goto('/memberNode');
    await expect(page.getByTestId('placement-chart')).toHaveAttribute('data-root', 'operator');
  });
});

test.describe('wide-network', () => {
  test.use({ scenario: 'wide-network' });
  test("wide's 10,000 direct invitees: a few rows drawn, each knowing its place, and Find jumps deep", async ({ signedInPage: page }) => {
    await page.goto('/inviteNode');
    await page.getByTestId('invite-toggle-wide').click();
    await expect(page.getByTestId('invite-w00001')).toHaveAttribute('aria-setsize', '10000');
    expect(await page.getByTestId('invite-wide-list').getByRole('treeitem').count()).toBeLessThan(100);
    await page.getByTestId('invite-find-input').fill('w09876');
    await page.getByTestId('invite-find-input').press('Enter');
    await expect(page.getByTestId('invite-w09876')).toHaveAttribute('data-found', 'true');
  });
});

test.describe('all-waiting and nothing-waiting', () => {
  test.describe('all-waiting', () => {
    test.use({ scenario: 'all-waiting' });
    test('unread notices and members to upgrade', async ({ signedInPage: page, shell }) => {
      await expect(shell.bell).toHaveAccessibleName(/\d/);
      await page.goto('/reports/waitMember');
      await expect(page.getByTestId('cycle-days').first()).toHaveAttribute('data-days', '1');
    });
  });
  test.describe('nothing-waiting', () => {
    test.use({ scenario: 'nothing-waiting' });
    test('no unread notice, nobody to upgrade, no salary record', async ({ signedInPage: page, shell }) => {
      await expect(shell.bell).not.toHaveAccessibleName(/\d/);
      await page.goto('/reports/waitMember');
      await expect(page.getByTestId('records-empty')).toBeVisible();
      await page.goto('/reports/integralRecord');
      await expect(page.getByTestId('records-empty')).toBeVisible();
    });
  });
});

test.describe('transfers-50k', () => {
  test.use({ scenario: 'transfers-50k' });
  test('the transfer records count 50,000 rows', async ({ signedInPage: page }) => {
    await page.goto('/capital/transferRecord');
    await expect(page.getByTestId('records-totals')).toContainText('50,000 records');
  });
});

test.describe('transfers-over-cap', () => {
  test.use({ scenario: 'transfers-over-cap' });
  test('an export of every transfer is refused with the count; a narrower range is not', async ({ signedInPage: page }) => {
    await page.goto('/capital/transferRecord');
    await expect(page.getByTestId('records-totals')).toContainText('100,001 records');
    await page.getByTestId('records-export-xlsx').click();
    await expect(page.getByTestId('export-error')).toContainText('100,001 rows match');
  });
});
