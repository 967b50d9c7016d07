import { DEVICES, expect, seedFailedSignIns, seedSession, test } from '@portal/qa-kit';

// Devices and sign-ins (docs/qa.md, "Devices and sign-ins"): a second device's session and two
// failed sign-ins seeded through the portal, as another browser would make them; the operator
// sees both and signs the other device out, whose cookie is refused from then on.

test.use({ locale: 'en-US' });

test('a phone signed in elsewhere is listed and signed out; two failed sign-ins are on Home', async ({ signedInPage: page, baseURL }) => {
  const portalUrl = baseURL!;
  const phone = await seedSession({ portalUrl, account: 'operator', userAgent: DEVICES.iphone });
  await seedFailedSignIns({ portalUrl, account: 'operator', count: 2 });
  await page.reload();
  await expect(page.getByTestId('home-signin-alert')).toContainText('failed sign-in');

  await page.goto('/my/security');
  const other = page.getByTestId('security-session').filter({ hasText: 'iOS 17.0' }).first();
  await expect(other).toBeVisible();
  await expect(page.getByTestId('security-signin').filter({ hasText: 'Android' }).first()).toHaveAttribute('data-outcome', 'wrong');
  const before = await page.getByTestId('security-session').count();
  await other.getByTestId('security-signout').click();
  await page.getByTestId('security-password').fill('123456');
  await page.getByTestId('security-password').press('Enter');
  await expect(page.getByTestId('security-session')).toHaveCount(before - 1);
  const refused = await fetch(new URL('/api/session', portalUrl), { headers: { cookie: phone } });
  expect(refused.status).toBe(401);
});
