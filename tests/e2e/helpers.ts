import AxeBuilder from '@axe-core/playwright';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type BrowserContext, type Locator, type Page, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, CODE, createStubClient, PASSWORD, stubTest, VIEWPORTS, type AccountName } from '../../packages/qa-kit/src';
import { LOCALE_COOKIE, localeOf, type Locale } from '../../lib/contract/locale';
import type { Lane } from '../../playwright.config';

// Test helpers over the QA kit (packages/qa-kit: the stub's client, its fixtures and the wire
// assertion, the same a QA team uses): signing in through the real login page, and reusing the
// sessions auth.setup.ts signed in once per run (signedIn).

export type { JournalEntry as LoggedRequest, Fault } from '../../packages/qa-kit/src';

/** The running test's lane (playwright.config.ts): its portal, its stub and the portal's log. */
export const lane = () => stubTest.info().project.metadata as Lane;

/** The running test's lane's stub (the kit's client): faults, resets, scenarios, the journal. */
export const stub = createStubClient(() => lane().stubUrl);

/**
 * Sets a screenshot's look before the page loads: the language and theme cookies (so the
 * first paint already has them) and the viewport.
 */
export async function lookAs(page: Page, { locale, viewport, scheme }: { locale: string; viewport: { width: number; height: number }; scheme: 'light' | 'dark' | 'auto' }) {
  const url = lane().baseURL;
  await page.context().addCookies([
    { name: LOCALE_COOKIE, value: locale, url },
    { name: 'portal_settings', value: encodeURIComponent(JSON.stringify({ theme: scheme })), url },
  ]);
  await page.setViewportSize(viewport);
}

/** The widths every screen is tested at: desktop and phone. */
export { VIEWPORTS };

/** A phone's browser: the server renders a phone's page for it (no desk sidebar, a record list's rows in the HTML). */
export const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** The query a screen needs to show its content (the others show it as the menu opens them). */
export const SCREEN_QUERIES: Record<string, string> = {
  '/reports/teamformanceInfo': '?leg=1&depth=2',
  '/validateTelEmail/validate': '?way=phone',
  '/memberNode/register': '?sponsor=m000020&position=R',
  '/notice/info': '?id=1',
};

/**
 * The kit's stub fixtures (`stub`, `expectUpstream`, the `scenario` option; the kit clears the
 * faults another test left armed before each test), and every test leaves no settings or tabs
 * on the server for the account it ended signed in as (issue 17: a later sign-in would apply them).
 */
export const test = stubTest.extend<{ cleanPrefs: void }>({
  cleanPrefs: [
    async ({ context }, use) => {
      await use();
      await context.request.delete('/api/prefs').catch(() => undefined);
    },
    { auto: true },
  ],
});
export { expect };

export { ACCOUNTS, PASSWORD, type AccountName };

/**
 * Where auth.setup.ts stores an account's signed-in state, one file per lane, account and
 * language (the session holds the menu titles the upstream translated at sign-in). The folder
 * is git-ignored and rewritten every run.
 */
export const authFile = (account: AccountName, locale: Locale) =>
  join(__dirname, '.auth', `${new URL(lane().baseURL).port}.${account}.${locale}.json`);

/**
 * Signs in through the login page and waits for /home to have made its first upstream call
 * (the unread count, in Home's header where the menu has the notices: not menuop's), so that a
 * fault injected next applies to the call the test makes.
 */
export async function login(page: Page, account: string = ACCOUNTS.operator, password = PASSWORD) {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('[data-testid="home-header"]:not(:has(.MuiSkeleton-root))')).toBeVisible();
}

type StoredState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The cookies a sign-in leaves: the session, the device id and the language. */
const SIGN_IN_COOKIES = ['portal_session', 'portal_dvid', LOCALE_COOKIE];

/**
 * Signs the page's context in as `account` with the session auth.setup.ts stored for this run
 * (no login page), in the language the test chose with a NEXT_LOCALE cookie (default zh-CN).
 * Then opens /home and waits like login() does, for its first upstream call (the unread
 * count), so that a fault injected next applies to the call the test makes.
 * Tests of the login page, logout and forced logout sign in with login() instead.
 */
export async function signedIn(page: Page, account: AccountName = 'operator') {
  const context = page.context();
  const locale = localeOf((await context.cookies()).find((c) => c.name === LOCALE_COOKIE)?.value);
  const file = authFile(account, locale);
  // Lane B has no setup project: its first test signs in below.
  const state = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StoredState) : { cookies: [], origins: [] };
  await context.addCookies(state.cookies.filter((c) => SIGN_IN_COOKIES.includes(c.name)));
  await page.goto('/home');
  // Not signed in yet on this lane, or an earlier test ended every session of the account (a
  // password change, "sign out everywhere"): sign in through the same BFF route and store the
  // new session.
  if (new URL(page.url()).pathname !== '/home') {
    const res = await page.request.post('/api/auth/login', { data: { username: ACCOUNTS[account], password: PASSWORD } });
    expect(await res.json(), `${account} signs in again`).toMatchObject({ code: 20000 });
    await context.storageState({ path: authFile(account, locale) });
    await page.goto('/home');
  }
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('[data-testid="home-header"]:not(:has(.MuiSkeleton-root))')).toBeVisible();
  // Home's cards ask the upstream once the page has hydrated: let them have their answers, so
  // that a fault armed next hits the test's own call, not a card's (issue 42).
  await expect(page.locator('[data-testid^="home-card-"][data-state="loading"]')).toHaveCount(0);
}

/** Logs out through the user menu in the top bar. */
export async function logout(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);
}

/**
 * Opens a screen and lets its first requests settle and its forms come alive (a submit button
 * is inert, aria-busy, until the page has hydrated), so typing is not raced by the mount: on a
 * loaded machine, hydration can end after the network is idle.
 */
export async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('form [type=submit][aria-busy="true"]')).toHaveCount(0);
}

/**
 * Waits until React has hydrated the element, for what a click's wait does not cover: a key (the
 * Find shortcut) or a link's client-side behaviour. A button needs no wait: until the page's
 * script has run it takes no pointer (components/shell/Providers.tsx), so a click waits by itself.
 */
export async function hydrated(target: Locator) {
  await expect.poll(() => target.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')))).toBe(true);
}

/**
 * Types a day ('YYYY-MM-DD') into a date filter (components/common/dates/DateRangeFields.tsx) as a
 * user does: into its first section, digits in the field's own order (MM/DD/YYYY in English,
 * YYYY/MM/DD in Chinese, told apart by each section's aria-valuemax).
 */
export async function typeDate(field: Locator, iso: string) {
  const [year, month, day] = iso.split('-');
  const sections = field.getByRole('spinbutton');
  const maxes = await sections.evaluateAll((els) => els.map((el) => el.getAttribute('aria-valuemax')));
  await sections.first().click();
  await field.page().keyboard.type(maxes.map((max) => (max === '9999' ? year : max === '12' ? month : day)).join(''));
}

/**
 * A verified step for the signed-in session of `request` (a context's or page's, sharing its
 * cookies): a code sent to the bound phone and checked, so that the screens that need one
 * (changing the phone or the e-mail) show themselves instead of redirecting to verify first.
 */
export async function verifiedStep(request: APIRequestContext) {
  const origin = lane().baseURL;
  await request.post('/api/call/store/sendcode', { data: {}, headers: { origin } });
  const check = await request.post('/api/call/store/codecheck', { data: { way: 'phone', code: CODE }, headers: { origin } });
  expect(await check.json()).toMatchObject({ code: 20000 });
}

/**
 * The accessibility budget's check (issue 15): the serious and critical axe-core findings on the
 * page as it is (WCAG 2.0/2.1/2.2 A and AA, and the experimental label-content-name-mismatch,
 * WCAG 2.5.3), one per node. Only violations come back in full (faster on large pages). Legacy
 * mode (axe.run in the page) rather than a blank page opened for every check to finish the run:
 * it leaves out only cross-origin frames, which the portal has none of, and halves a check's time
 * (docs/benchmarks.md, Accessibility).
 */
export async function seriousAxeFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode()
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => ({ rule: v.id, impact: v.impact!, target: node.target.join(' '), summary: node.failureSummary?.split('\n').slice(0, 2).join(' ') ?? '' })));
}
