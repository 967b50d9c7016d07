import { existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES } from '../../lib/contract/locale';
import { ACCOUNTS, authFile, expect, lane, login, PASSWORD, test as setup, type AccountName } from './helpers';

// The "setup" project, which the desktop and screens projects depend on: signs every account
// in once per run and stores its cookies for signedIn() (helpers.ts). The stub keeps its
// tokens across resets and a portal logout ends only that browser's cookie, so these sessions
// stay valid for the whole run.
const NAMES = Object.keys(ACCOUNTS) as AccountName[];

// Lane B (playwright.config.ts) has no setup of its own: signedIn() signs in there on first use.
// A session it stored in an earlier run still opens the portal, but its upstream token ended with
// that run's stub, so the first call needing it signs the test out. Forget them before the run.
setup("forget the other lanes' sessions of earlier runs", () => {
  const dir = dirname(authFile('operator', DEFAULT_LOCALE));
  const port = new URL(lane().baseURL).port;
  if (!existsSync(dir)) return;
  for (const file of readdirSync(dir)) if (!file.startsWith(`${port}.`)) rmSync(join(dir, file));
});

// Each account through the real login page, in the default language.
for (const account of NAMES) {
  setup(`sign in ${account} through the login page`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: LOCALE_COOKIE, value: DEFAULT_LOCALE, url: baseURL }]);
    await login(page, account);
    await context.storageState({ path: authFile(account, DEFAULT_LOCALE) });
  });
}

// The session keeps the menu titles the upstream translated at sign-in, so a test in another
// language needs a session signed in in that language: the same BFF route the login page
// posts to, without rendering the page (a second through the page would add nothing but time).
setup('sign in every account in the other languages', async ({ playwright, baseURL }) => {
  for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
    for (const account of NAMES) {
      const api = await playwright.request.newContext({
        baseURL,
        storageState: { cookies: [{ name: LOCALE_COOKIE, value: locale, domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] },
      });
      const res = await api.post('/api/auth/login', { data: { username: ACCOUNTS[account], password: PASSWORD } });
      expect(await res.json(), `${account} in ${locale}`).toMatchObject({ code: 20000 });
      await api.storageState({ path: authFile(account, locale) });
      await api.dispose();
    }
  }
});
