import type { Response } from '@playwright/test';
import { devEnv } from '../../scripts/dev-env.mjs';
import { ACCOUNTS, expect, login, logout, stub, test } from './helpers';

// The token, the csrf value and the AES key/iv never reach the browser (docs/architecture.md, never-rules).
test('no response body, JS asset or script-readable cookie holds the token, csrf or AES key', async ({ page }) => {
  const bodies: { url: string; text: string }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (res: Response) => {
    const body = res
      .body()
      .then((b) => void bodies.push({ url: res.url(), text: b.toString('utf8') }))
      .catch(() => undefined); // redirects have no body
    // A streamed answer still open when the page moves on never settles: do not wait for it.
    pending.push(Promise.race([body, new Promise<void>((r) => setTimeout(r, 3000))]));
  });

  await stub.clearRequests();
  await login(page); // through the login page: the login answer is among the bodies checked
  await expect(page.getByTestId('home-unread')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('home-unread')).toBeVisible();
  const readable = await page.evaluate(() => document.cookie);
  await Promise.all(pending);

  const calls = await stub.requests();
  const signedIn = calls.find((c) => c.path === 'notice/unread')!;
  const token = String(signedIn.payload?.token);
  const csrf = signedIn.form!.csrf;
  const env = devEnv();
  const secrets = {
    token,
    csrf,
    aesKey: env.UPSTREAM_AES_KEY,
    aesIv: env.UPSTREAM_AES_IV,
    aesIvBase64: Buffer.from(env.UPSTREAM_AES_IV).toString('base64'),
    sessionSecret: env.SESSION_SECRET,
  };
  expect(token.length).toBeGreaterThan(8);
  expect(csrf.length).toBeGreaterThan(8);
  expect(bodies.some((b) => b.url.endsWith('.js'))).toBe(true);
  expect(bodies.some((b) => b.url.includes('/api/'))).toBe(true);

  for (const [name, secret] of Object.entries(secrets)) {
    const leaks = bodies.filter((b) => b.text.includes(secret)).map((b) => b.url);
    expect(leaks, `${name} leaked`).toEqual([]);
    expect(readable.includes(secret), `${name} in document.cookie`).toBe(false);
  }
});

test('the session cookie is httpOnly, SameSite=Lax, rotated on login and under 4 KB with the largest menu', async ({
  page,
  context,
}) => {
  await login(page, ACCOUNTS.menuop);
  const first = (await context.cookies()).find((c) => c.name === 'portal_session')!;
  expect(first.httpOnly).toBe(true);
  expect(first.sameSite).toBe('Lax');
  expect(first.name.length + first.value.length).toBeLessThan(4096);
  expect((await context.cookies()).find((c) => c.name === 'portal_dvid')?.httpOnly).toBe(true);

  await context.clearCookies({ name: 'portal_session' });
  await login(page, ACCOUNTS.operator);
  const second = (await context.cookies()).find((c) => c.name === 'portal_session')!;
  expect(second.value).not.toBe(first.value);
});

test('the device id is 21 characters and survives logout and login', async ({ page, context }) => {
  await stub.clearRequests();
  await login(page);
  const device = (await context.cookies()).find((c) => c.name === 'portal_dvid')!.value;
  expect(device).toMatch(/^[A-Za-z0-9_-]{21}$/);
  await logout(page);
  await login(page);
  const calls = await stub.requests();
  expect(calls.length).toBeGreaterThan(2);
  expect(calls.every((c) => c.form?.dvId === device && c.payload?.dvId === device)).toBe(true);
});

test('a session cookie saved before logout is refused after it, by pages and the BFF', async ({ page, context }) => {
  await login(page);
  const saved = (await context.cookies()).find((c) => c.name === 'portal_session')!;
  await logout(page);
  await context.addCookies([saved]); // the copy an attacker kept
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\?next=%2Fhome$/);
  await context.addCookies([saved]);
  expect((await page.evaluate(() => fetch('/api/session').then((r) => r.status)))).toBe(401);
});
