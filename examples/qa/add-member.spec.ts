import { expect, newMember, test, type Page } from '@portal/qa-kit';

// A non-VIP operator cannot add a member; a VIP can, and the upstream receives the right
// fields. A scenario, a fault and a wire check (docs/qa.md).

test.use({ locale: 'en-US' });

test.describe('a non-VIP operator', () => {
  test.use({ scenario: 'non-vip-operator' });

  test('is not offered Add member', async ({ signedInPage: page, expectUpstream }) => {
    await expect(page.getByTestId('home-shortcut-/memberNode')).toBeVisible();
    await expect(page.getByTestId('home-shortcut-/memberNode/register')).toHaveCount(0);
    await expectUpstream('patlas/register').not.toHaveBeenCalled();
  });
});

test.describe('a VIP operator', () => {
  test.use({ scenario: 'vip-operator', account: 'novip' });

  test('adds a member after a busy upstream; the upstream receives what was typed', async ({ signedInPage: page, shell, stub, expectUpstream }) => {
    await page.getByTestId('home-shortcut-/memberNode/register').click();
    const member = newMember();
    await fillForm(page, member, { referee: 'novip', sponsor: 'novip' });

    await stub.fault({ path: 'patlas/register', code: 30500, msg: 'Upstream busy' });
    await page.getByTestId('register-submit').click();
    await shell.level2.enter();
    await expect(shell.messages.toast).toHaveText('Upstream busy'); // a refused write: a toast, the form kept

    await page.getByTestId('register-submit').click();
    await shell.level2.enter();
    await expect(page.getByTestId('register-done')).toContainText(member.username);

    await expectUpstream('patlas/register').toHaveBeenCalledWith(
      { username: member.username, phone: member.phone, idnumber: member.idnumber, referee: 'novip', sponsor: 'novip', position: 'L' },
      { times: 2 }, // the refused call and the one that passed
    );
  });
});

/** Fills the Add member form: the member's fields, who introduced and who places them, the first region of each list. */
async function fillForm(page: Page, member: ReturnType<typeof newMember>, { referee, sponsor }: { referee: string; sponsor: string }) {
  await expect(page.getByTestId('register-province')).toBeAttached();
  for (const field of ['username', 'realname', 'nickname', 'phone', 'email', 'idnumber', 'address'] as const) {
    await page.getByTestId(`register-${field}`).fill(member[field]);
  }
  await page.getByTestId('register-password').fill(member.password);
  await page.getByTestId('register-password2').fill(member.password);
  await page.getByTestId('register-referee').fill(referee);
  await page.getByTestId('register-sponsor').fill(sponsor);
  for (const region of ['province', 'city', 'county']) {
    await page.getByTestId(`register-${region}`).locator('..').click();
    await page.getByRole('option').first().click();
  }
}
