// Firefox ESR (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi, headless.
// One browser for the run, one browser context (its own cookies and storage) per width.
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';

export const FIREFOX = process.env.ENGINES_FIREFOX ?? ['/usr/bin/firefox-esr', '/usr/bin/firefox'].find((p) => existsSync(p));

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
      await page.setViewport({ width, height });
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
