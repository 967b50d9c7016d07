import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// `npm run test:scale`: Chromium against nginx on :3400 in front of two portal instances.
// scripts/test-scale.mjs starts (and stops) everything, so there is no webServer here.
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

export default defineConfig({
  testDir: 'tests/scale',
  timeout: 60_000,
  expect: { timeout: 7_000 },
  workers: 1,
  retries: 0,
  reporter: 'list',
  outputDir: 'test-results/scale',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    baseURL: process.env.SCALE_URL ?? 'http://localhost:3400',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: systemChromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
