import { existsSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LOCALE_COOKIE, LOCALES } from '../../lib/contract/locale';
import { ROUTES } from '../../lib/menu/manifest';
import { ACCOUNTS, expect, lane, PASSWORD, PHONE_UA, SCREEN_QUERIES, stub, test } from './helpers';

// Forms before the page's script has run (issue "Forms that are safe before the page's script
// has run"): this project runs with JavaScript off. Every form of the portal is filled with a
// marker and submitted by Enter and by clicking; nothing may reach a URL, the upstream or the
// portal's log, and the page says that nothing was sent.

/** Every route with a form, and who must be signed in to see it (null: signed out). */
const FORMS: { path: string; account: string | null }[] = [
  { path: '/login', account: null },
  { path: '/capital/transfer', account: ACCOUNTS.operator },
  { path: '/capital/withdraw', account: ACCOUNTS.operator },
  { path: '/capital/recharge', account: ACCOUNTS.operator },
  { path: '/memberNode/register', account: ACCOUNTS.operator },
  { path: '/memberNode', account: ACCOUNTS.operator },
  { path: '/inviteNode', account: ACCOUNTS.operator },
  { path: '/my/editBankCard', account: ACCOUNTS.operator },
  { path: '/memberProduct/memberUpLevel', account: ACCOUNTS.operator },
  { path: '/memberProduct/chargeback', account: ACCOUNTS.operator },
  { path: '/my/editPass', account: ACCOUNTS.operator },
];
// /validateTelEmail/validate, /my/editPhone, /my/editEmail and /my/editInfo show their fields
// only once the page's script has loaded what they edit (the bound contacts, the verified step,
// the personal information): before that there is no field to fill.

const FILLABLE = 'input:not([type=hidden]):not([type=file]):not([type=checkbox]):not([type=radio]):not([disabled]):not([readonly]), textarea:not([disabled])';

async function signIn(page: Page, account: string) {
  const res = await page.request.post('/api/auth/login', { data: { username: account, password: PASSWORD } });
  expect(res.ok()).toBe(true);
}

/** Fills every field of every form on the page with the marker; returns how many it filled. */
async function fillAll(page: Page, marker: string): Promise<number> {
  const fields = page.locator('form').locator(FILLABLE);
  const count = await fields.count();
  for (let i = 0; i < count; i++) await fields.nth(i).fill(`${marker}${i}`);
  return count;
}

for (const { path, account } of FORMS) {
  test(`${path}: a submit before the script runs sends nothing`, async ({ page }) => {
    if (account) await signIn(page, account);
    await stub.clearRequests();
    const log = lane().portalLog;
    const logBefore = existsSync(log) ? readFileSync(log, 'utf8').length : 0;
    const marker = `mk${Date.now().toString(36)}x`;

    await page.goto(path);
    await expect(page.locator('form').first()).toBeAttached();
    // Forms post, never GET (a GET puts every field in the URL).
    for (const method of await page.locator('form').evaluateAll((forms) => forms.map((f) => f.getAttribute('method')))) expect(method).toBe('post');
    expect(await fillAll(page, marker)).toBeGreaterThan(0);

    // Enter in each field, then a click on each submit button.
    const fields = page.locator('form').locator(FILLABLE);
    for (let i = 0; i < (await fields.count()); i++) {
      await fields.nth(i).press('Enter');
      await page.waitForLoadState('load');
      expect(page.url()).not.toContain(marker);
    }
    const submits = page.locator('form [type=submit]');
    for (let i = 0; i < (await submits.count()); i++) {
      await submits.nth(i).click({ force: true, timeout: 2000 }).catch(() => {});
      await page.waitForLoadState('load');
      expect(page.url()).not.toContain(marker);
    }

    // The page says nothing was sent; nothing reached the upstream or the portal's log.
    await expect(page.getByTestId('form-not-sent').first()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
    const logged = await stub.requests();
    expect(JSON.stringify(logged)).not.toContain(marker);
    expect(existsSync(log)).toBe(true);
    expect(readFileSync(log, 'utf8').slice(logBefore)).not.toContain(marker);
  });
}

test('a form posted to a page is answered by the page again, flagged, with no field echoed', async ({ page }) => {
  await signIn(page, ACCOUNTS.operator);
  await stub.clearRequests();
  const res = await page.request.post('/capital/transfer', {
    form: { account: 'menuop', amount: '1500', code: '246810', pass2: 'secret-pass2' },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  const location = res.headers()['location'];
  expect(location).toMatch(/\/capital\/transfer\?notSent=1$/);
  expect(location).not.toContain('secret-pass2');
  await page.goto(location);
  await expect(page.getByTestId('form-not-sent').first()).toBeVisible();
  expect(await page.content()).not.toContain('secret-pass2');
  expect(JSON.stringify(await stub.requests())).not.toContain('secret-pass2');
});

// Past its first 12.8 KB of HTML, React's server sends a completed <Suspense> boundary hidden
// (`<!--$?-->`, its content in a hidden <div>), for an inline script to show: without script that
// part of the page is never seen (Home's cards and shortcuts were, until they became <Activity>
// boundaries). Every screen, in each language, as a phone and as a desk asks for it: none may.
test('every screen is sent whole: no part of its HTML waits for a script to be shown', async ({ page }) => {
  test.slow(); // every screen, three languages, two devices: some 230 server renders
  await signIn(page, ACCOUNTS.operator);
  const desk = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  const paths = ROUTES.filter((r) => !r.redirect).map((r) => r.path + (SCREEN_QUERIES[r.path] ?? ''));
  const held: string[] = [];
  for (const locale of LOCALES) {
    await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: lane().baseURL }]);
    for (const [device, ua] of [['phone', PHONE_UA], ['desk', desk]]) {
      for (const path of paths) {
        const res = await page.request.get(path, { headers: { 'user-agent': ua } });
        expect(res.status(), `${path} (${locale}, ${device})`).toBeLessThan(500);
        if ((await res.text()).includes('<!--$?-->')) held.push(`${path} (${locale}, ${device})`);
      }
    }
  }
  expect(held).toEqual([]);
});
