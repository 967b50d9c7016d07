import { expect, test } from '@portal/qa-kit';

// The shell's page objects, a fault of each kind the portal shows, and two scenarios
// (docs/qa.md): what a QA engineer's first flows look like.

test.use({ locale: 'en-US' });

test('an upstream refusal shows its message; the menu and the tabs', async ({ signedInPage: page, shell, stub }) => {
  await stub.fault({ path: 'notice/unread', code: 30500, msg: 'Server busy, try later' });
  await page.reload();
  await expect(shell.messages.popup).toHaveText('Server busy, try later');
  await shell.messages.dismiss();

  await shell.settings.open();
  await shell.settings.toggle('tab'); // Multi-tab
  await shell.settings.close();
  await shell.menu.open('/capital', '/capital/transfer');
  await expect(shell.tabs.tab('/capital/transfer')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ phone: true });
  test('the menu opens from its drawer; the settings too', async ({ signedInPage: page, shell }) => {
    await shell.menu.open('/capital', '/capital/transfer');
    await expect(page).toHaveURL(/\/capital\/transfer$/);
    await shell.settings.open();
    await shell.settings.close();
  });
});

for (const mode of ['reset', 'malformed', 'timeout'] as const) {
  test(`an upstream that ${mode === 'reset' ? 'resets the connection' : mode === 'malformed' ? 'answers a cut body' : 'does not answer'}: a clear message`, async ({ signedInPage: page, shell, stub }) => {
    await stub.fault({ path: 'notice/unread', mode });
    await page.reload();
    const message = mode === 'timeout' ? 'The server took too long to answer. Please try again.' : 'The server is not available right now. Please try again later.';
    await expect(shell.messages.popup).toHaveText(message, { timeout: 10_000 });
  });
}

test.describe('forced logout', () => {
  test.use({ scenario: 'forced-logout-30140' });
  test('code 30140 ends the session and returns to the login page', async ({ signedInPage: page }) => {
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe('members near their upgrade deadline', () => {
  test.use({ scenario: 'upgrade-deadlines' });
  test('the members to be upgraded come fewest days first: 1, 1, 3, 3, 7, 7', async ({ signedInPage: page, expectUpstream }) => {
    await page.goto('/reports/waitMember');
    const days = page.getByTestId('cycle-days');
    await expect(days.first()).toBeVisible();
    expect(await days.evaluateAll((chips) => chips.slice(0, 6).map((chip) => chip.getAttribute('data-days')))).toEqual(['1', '1', '3', '3', '7', '7']);
    await expectUpstream('regedvip/index').toHaveBeenCalledWith({ wait: 1 });
  });
});
