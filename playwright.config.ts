import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { testEnv } from './scripts/dev-env.mjs';

// e2e: real Chromium against `next build` + `next start` and the stub upstream (with its
// control endpoints). Debian's Chromium is used where installed (Playwright cannot download
// browsers on our CI machines); elsewhere Playwright's own browser.
// Overridable so that two checkouts can run their suites side by side.
export const STUB_PORT = Number(process.env.E2E_STUB_PORT ?? 4011);
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
export const STUB_URL = `http://127.0.0.1:${STUB_PORT}`;
/** The portal's stdout during the run (tests check that nothing they typed was logged). */
export const PORTAL_LOG = `.e2e-logs/portal-${APP_PORT}.log`;

const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const env = { ...testEnv(STUB_PORT), PATH: process.env.PATH ?? '' };

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // One worker: faults injected into the stub apply to whichever test calls next.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: systemChromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    // Signs each account in once per run and stores its session (tests/e2e/auth.setup.ts);
    // tests then start signed in with signedIn(page, account) instead of the login page.
    { name: 'setup', testMatch: /auth\.setup\.ts/, use: { ...devices['Desktop Chrome'] } },
    { name: 'desktop', testIgnore: /screens.*\.spec|nojs\.spec/, dependencies: ['setup'], use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // Script off: forms before the page's script has run.
    { name: 'nojs', testMatch: /nojs\.spec/, use: { ...devices['Desktop Chrome'], javaScriptEnabled: false } },
    { name: 'screens', testMatch: /screens.*\.spec/, dependencies: ['setup'], use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: [
    {
      command: 'node_modules/.bin/tsx tests/upstream-stub/main.ts',
      url: `${STUB_URL}/__stub/requests`,
      env: { ...env, PORT: String(STUB_PORT) },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node_modules/.bin/next build && mkdir -p .e2e-logs && exec node_modules/.bin/next start -p ${APP_PORT} >> ${PORTAL_LOG} 2>&1`,
      url: `http://localhost:${APP_PORT}/login`,
      env: { ...env, PORT: String(APP_PORT) },
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      stdout: 'ignore',
    },
  ],
});
