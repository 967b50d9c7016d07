import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import type { StubOptions } from './packages/qa-kit/src';

// `npm run qa -- <specs>` (scripts/qa.mjs): a QA team's spec folder against a portal and its stub
// (docs/qa.md). scripts/qa.mjs sets QA_SPECS_DIR, PORTAL_URL and STUB_URL; the specs use the QA
// kit's fixtures (@portal/qa-kit). One worker: scenarios and faults act on the one stub.

const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

export default defineConfig<StubOptions>({
  testDir: process.env.QA_SPECS_DIR ?? 'examples/qa',
  testMatch: /.*\.(spec|test)\.[cm]?[jt]s$/,
  outputDir: process.env.QA_OUTPUT_DIR ?? 'qa-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0, // as the e2e suite: a flow that fails once on a loaded CI machine is run again, and reported flaky
  reporter: [['list'], ['html', { open: 'never', outputFolder: process.env.QA_REPORT_DIR ?? 'qa-report' }]],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    baseURL: process.env.PORTAL_URL,
    stubUrl: process.env.STUB_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: systemChromium, args: ['--no-sandbox', '--disable-gpu'] },
  },
});
