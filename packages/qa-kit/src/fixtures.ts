import { test as base, type Page } from '@playwright/test';
import { createStubClient, type ScenarioName, type StubClient } from './client';
import { upstreamExpect, type ExpectUpstream } from './expect-upstream';
import { ACCOUNTS, isPortalLocale, LOCALE_COOKIE, PASSWORD, VIEWPORTS, type AccountName } from './portal';
import { Shell } from './shell';

// Playwright fixtures for flows against the portal and its stub upstream:
//   test.use({ account: 'novip', scenario: 'codes-locked', locale: 'en-US', phone: true });
//   test('…', async ({ signedInPage, shell, stub, expectUpstream }) => { … });
// The stub is shared by every test that runs against it: run flows that load scenarios or arm
// faults one at a time (workers: 1), as `npm run qa` does.

export type StubOptions = {
  /** The stub's origin: STUB_URL, else http://127.0.0.1:4010 (npm run stub). */
  stubUrl: string;
  /** A named scenario loaded before each test (the world regenerated); none: the world as it is. */
  scenario: ScenarioName | undefined;
};
export type StubFixtures = {
  /** The stub's control API. */
  stub: StubClient;
  /** Wire assertions over the upstream calls made during this test. */
  expectUpstream: ExpectUpstream;
  /** (auto) clears faults left armed, then loads `scenario`. */
  stubWorld: void;
};

/** The stub's fixtures alone, for a suite that signs in its own way (the portal's own e2e suite). */
export const stubTest = base.extend<StubFixtures & StubOptions>({
  stubUrl: [process.env.STUB_URL || 'http://127.0.0.1:4010', { option: true }],
  scenario: [undefined, { option: true }],
  stub: async ({ stubUrl }, use) => {
    await use(createStubClient(stubUrl));
  },
  stubWorld: [
    async ({ stub, scenario }, use) => {
      await stub.clearFaults();
      if (scenario) await stub.loadScenario(scenario);
      await use();
    },
    { auto: true },
  ],
  expectUpstream: async ({ stub }, use) => {
    await use(upstreamExpect(stub, { since: new Date().toISOString() }));
  },
});

export type PortalOptions = {
  /** Who `signedInPage` signs in as: operator (VIP, default), novip, menuop, or another account. */
  account: AccountName | (string & {});
  /** Their password (the stub's until a test changes it). */
  password: string;
  /** A 375 px wide phone instead of a 1280 px desk. */
  phone: boolean;
};
export type PortalFixtures = {
  /**
   * The page, signed in as `account` on /home with its first calls done (and the account's
   * settings and tabs on the server removed afterwards), in the language of
   * Playwright's `locale` option (zh-CN, zh-TW or en-US; Playwright's default is en-US), which is
   * the browser's too.
   */
  signedInPage: Page;
  /** The shell's page objects on the page: menu, tabs, settings, messages, confirm and level-2 dialogs. */
  shell: Shell;
};

/** The kit's test: the stub's fixtures and a signed-in portal. */
export const test = stubTest.extend<PortalFixtures & PortalOptions>({
  account: [ACCOUNTS.operator, { option: true }],
  password: [PASSWORD, { option: true }],
  phone: [false, { option: true }],
  page: async ({ page, phone }, use) => {
    if (phone) await page.setViewportSize(VIEWPORTS.phone);
    await use(page);
  },
  signedInPage: async ({ page, account, password, locale, baseURL }, use) => {
    if (!baseURL) throw new Error('signedInPage needs the portal: set use.baseURL (npm run qa sets it from PORTAL_URL)');
    if (!isPortalLocale(locale)) throw new Error(`locale must be zh-CN, zh-TW or en-US, got ${locale}`);
    await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL }]);
    const res = await page.request.post('/api/auth/login', { data: { username: account, password } });
    const body = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
    if (body?.code !== 20000) throw new Error(`signing in ${account} failed: HTTP ${res.status()} ${JSON.stringify(body)}`);
    await page.goto('/home');
    await page.waitForLoadState('networkidle');
    await use(page);
    // Settings and tabs follow the account on the server: leave none to the next test.
    await page.request.delete('/api/prefs').catch(() => undefined);
  },
  shell: async ({ page }, use) => {
    await use(new Shell(page));
  },
});

export { expect } from '@playwright/test';
export type { Locator, Page } from '@playwright/test';
