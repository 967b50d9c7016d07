// Firefox ESR (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi, headless.
// One browser for the run, one browser context (its own cookies and storage) per width.
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';

export const FIREFOX = process.env.ENGINES_FIREFOX ?? ['/usr/bin/firefox-esr', '/usr/bin/firefox'].find((p) => existsSync(p));

/**
 * page.setViewport, over BiDi, sends browsingContext.setViewport and, beside it,
 * emulation.setScreenOrientationOverride, which Firefox ESR 140 does not know: puppeteer supports
 * the latest stable Firefox only (puppeteer/puppeteer#14989; the tolerance proposed in #14391 was
 * not taken). The viewport command is sent all the same: that refusal alone is tolerated, and the
 * page is waited for until its viewport is the size asked.
 */
async function sized(page, width, height) {
  try {
    await page.setViewport({ width, height });
  } catch (error) {
    if (!/unknown command emulation\.setScreenOrientationOverride/.test(String(error?.message))) throw error;
    await page.waitForFunction((w, h) => window.innerWidth === w && window.innerHeight === h, { timeout: 10_000 }, width, height);
  }
}

export async function startFirefox() {
  if (!FIREFOX) throw new Error('needs Firefox ESR: apt-get install firefox-esr');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX,
    headless: true,
    // This machine reaches no outside host: keep the browser from trying.
    extraPrefsFirefox: { 'network.captive-portal-service.enabled': false, 'network.connectivity-service.enabled': false, 'browser.safebrowsing.update.enabled': false },
  });
  const version = (await browser.version()).replace('firefox/', 'Firefox ');

  return {
    name: 'firefox',
    version,
    async session({ baseURL, width, height }) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await sized(page, width, height);
      let entries = [];
      const note = (level, text) => entries.push({ level, text, url: new URL(page.url()).pathname });
      page.on('console', (message) => {
        const level = message.type();
        if (level === 'error' || level === 'warn') note(level, message.text());
      });
      page.on('pageerror', (error) => note('pageerror', error.stack ?? String(error)));
      page.on('response', (response) => {
        const status = response.status();
        if (status >= 400 && !response.url().endsWith('/favicon.ico')) note(status >= 500 ? 'error' : 'warn', `HTTP ${status} ${response.request().method()} ${new URL(response.url()).pathname}`);
      });
      const handle = async (selector) => {
        const element = await page.$(selector);
        if (!element) throw new Error(`no ${selector}`);
        return element;
      };
      return {
        goto: (path) => page.goto(new URL(path, baseURL).href, { waitUntil: 'load' }),
        run: (fn, ...args) => page.evaluate(fn, ...args),
        tap: async (selector) => (await handle(selector)).tap(),
        click: async (selector) => (await handle(selector)).click(),
        type: async (selector, text) => (await handle(selector)).type(text),
        key: (name) => page.keyboard.press(name),
        shot: (file) => page.screenshot({ path: file }),
        console: () => {
          const out = entries;
          entries = [];
          return out;
        },
        close: () => context.close(),
      };
    },
    stop: () => browser.close(),
  };
}
