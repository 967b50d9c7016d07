import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import type { StubOptions } from './packages/qa-kit/src';
import { testEnv } from './scripts/dev-env.mjs';

// e2e: real Chromium against `npm run build` + the portal's server entry as production runs it
// (.next/standalone/portal-server.js, server/main.ts) and the stub upstream (with its
// control endpoints). Debian's Chromium is used where installed (Playwright cannot download
// browsers on our CI machines); elsewhere Playwright's own browser.
//
// Two lanes, one worker each, run side by side: each has its own stub and its own portal
// of the same build, so that a fault injected, a world reset or a session ended in one lane
// never reaches a test of the other. Lane A runs the behaviour tests (project desktop); lane B
// the long read-only sweeps, accessibility and first-load (project budgets), and the forms with
// script off (project nojs).
// Overridable so that two checkouts can run their suites side by side (lane B takes the next ports).
export const STUB_PORT = Number(process.env.E2E_STUB_PORT ?? 4011);
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
/** A lane: its portal's URL, its stub's, and the portal's stdout (tests check that nothing they typed was logged). */
export type Lane = { baseURL: string; stubUrl: string; portalLog: string; metricsUrl: string };
type LanePorts = Lane & { app: number; stub: number };
// Each portal serves its metrics on its own port: the app's port + 6000 (METRICS_PORT).
const lane = (app: number, stub: number): LanePorts => ({ app, stub, baseURL: `http://localhost:${app}`, stubUrl: `http://127.0.0.1:${stub}`, portalLog: `.e2e-logs/portal-${app}.log`, metricsUrl: `http://127.0.0.1:${app + 6000}/metrics` });
export const LANE_A = lane(APP_PORT, STUB_PORT);
export const LANE_B = lane(APP_PORT + 1, STUB_PORT + 1);

const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const stubServer = ({ stub, stubUrl }: LanePorts) => ({
  command: 'node_modules/.bin/tsx tests/upstream-stub/main.ts',
  url: `${stubUrl}/__stub/requests`,
  env: { ...testEnv(stub), PATH: process.env.PATH ?? '', PORT: String(stub) },
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
});
const appServer = ({ app, stub, baseURL, portalLog }: LanePorts, build: boolean) => ({
  command: `${build ? 'node_modules/.bin/next build && node scripts/build-server.mjs && ' : ''}mkdir -p .e2e-logs && exec node .next/standalone/portal-server.js >> ${portalLog} 2>&1`,
  url: `${baseURL}/login`,
  env: { ...testEnv(stub), PATH: process.env.PATH ?? '', PORT: String(app), METRICS_PORT: String(app + 6000), HOSTNAME: '' },
  reuseExistingServer: !process.env.CI,
  timeout: 300_000,
  stdout: 'ignore' as const,
});

// `stubUrl` is the QA kit's option (packages/qa-kit): its `stub` fixture and wire assertion talk to the lane's stub.
export default defineConfig<StubOptions>({
  testDir: 'tests/e2e',
  // A test's time limit is there to end a hang. CI machines are shared and run the two lanes side
  // by side on two cores: multi-page tests that take 12–21 s on a quiet machine took 28–35 s there
  // (stop 52's run), and a navigation after a click over 7 s (stop 53's), so CI gives each test
  // and each expectation twice the time. Longer tests ask for a multiple of it (`test.slow()`,
  // `test.setTimeout(test.info().timeout * n)`), so they get twice theirs there too.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  // One worker per lane: faults injected into a lane's stub apply to whichever test calls next.
  workers: 2,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    // On CI a failed test runs once more, with a trace; recording one for every test costs about
    // a sixth of the suite's time.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: systemChromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    // Signs each account in once per run and stores its session (tests/e2e/auth.setup.ts);
    // tests then start signed in with signedIn(page, account) instead of the login page.
    { name: 'setup', testMatch: /auth\.setup\.ts/, metadata: LANE_A, use: { ...devices['Desktop Chrome'], baseURL: LANE_A.baseURL, stubUrl: LANE_A.stubUrl } },
    {
      name: 'desktop',
      testIgnore: /screens.*\.spec|nojs\.spec|a11y\.spec|first-load\.spec|hydration\.spec/,
      dependencies: ['setup'],
      workers: 1,
      metadata: LANE_A,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: LANE_A.baseURL, stubUrl: LANE_A.stubUrl },
    },
    // Lane B. Accessibility, first-load and hydration only read; their sessions are signed in on
    // lane B's own stub (signedIn() does it the first time). Lane B's projects depend on setup
    // too, only so that they run in the same phase as desktop (Playwright runs a project after
    // the projects it depends on, and the ones without dependencies all first).
    {
      name: 'budgets',
      testMatch: /a11y\.spec|first-load\.spec|hydration\.spec/,
      dependencies: ['setup'],
      workers: 1,
      metadata: LANE_B,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: LANE_B.baseURL, stubUrl: LANE_B.stubUrl },
    },
    // Script off: forms before the page's script has run. Lane B as well: its checks look for
    // its own markers only, so the sweeps running there between its tests change nothing.
    { name: 'nojs', testMatch: /nojs\.spec/, dependencies: ['setup'], workers: 1, metadata: LANE_B, use: { ...devices['Desktop Chrome'], javaScriptEnabled: false, baseURL: LANE_B.baseURL, stubUrl: LANE_B.stubUrl } },
    { name: 'screens', testMatch: /screens.*\.spec/, dependencies: ['setup'], workers: 1, metadata: LANE_A, use: { ...devices['Desktop Chrome'], baseURL: LANE_A.baseURL, stubUrl: LANE_A.stubUrl } },
  ],
  // Started in this order: lane B's portal starts from the build lane A's made.
  webServer: [stubServer(LANE_A), stubServer(LANE_B), appServer(LANE_A, true), appServer(LANE_B, false)],
});
