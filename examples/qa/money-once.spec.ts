import { expect, test } from '@portal/qa-kit';

// A money move whose answer is lost moves the money once, and the operator learns what happened
// (docs/qa.md, "The three endings of a money move"): the confirmation stays open and says it is
// checking the record (`once-outcome`, data-phase checking), then what it found.

test.use({ locale: 'en-US' });

test('a withdrawal whose answer is lost after it was applied: it went through, sent once', async ({ signedInPage: page, stub, expectUpstream }) => {
  await page.goto('/capital/withdraw');
  await page.getByTestId('withdraw-amount').fill('60050');
  await page.getByTestId('withdraw-pass2').fill('135790');
  await page.getByTestId('withdraw-submit').click();
  await stub.fault({ path: 'newextract/dothis', mode: 'dropAfter' }); // applied, the connection closed unanswered
  await page.getByTestId('confirm-ok').click();
  const outcome = page.getByTestId('once-outcome');
  await expect(outcome).toHaveAttribute('data-phase', 'applied', { timeout: 20_000 });
  await expect(outcome).toContainText('The withdrawal went through.');
  await page.getByTestId('confirm-ok').click(); // OK: on to the record, as after a success
  await expect(page).toHaveURL(/\/capital\/withdrawRecord$/);
  await expectUpstream('newextract/dothis').toHaveBeenCalledTimes(1);
});
