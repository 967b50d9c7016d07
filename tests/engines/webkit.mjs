// WebKitGTK (Safari's engine) through Debian's WebKitWebDriver and its MiniBrowser, on a
// virtual X display (xvfb-run), driven by selenium-webdriver. Per width a driver and a fresh,
// ephemeral MiniBrowser session; the console comes through console-proxy.mjs.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, By, Key } from 'selenium-webdriver';
import { Pointer } from 'selenium-webdriver/lib/input.js';
import { startConsoleProxy } from './console-proxy.mjs';
import { freePort } from '../../scripts/redis.mjs';
import { startChild, waitUntil, within } from './processes.mjs';

/** MiniBrowser of the installed WebKitGTK (webkit2gtk-driver depends on it), or undefined. */
export function miniBrowserPath() {
  for (const lib of ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib']) {
    if (!existsSync(lib)) continue;
    for (const dir of readdirSync(lib).filter((d) => /^webkit(2gtk-4\.\d|gtk-6\.\d)$/.test(d)).sort().reverse()) {
      const path = join(lib, dir, 'MiniBrowser');
      if (existsSync(path)) return path;
    }
  }
  return undefined;
}

// MiniBrowser's toolbar (back, reload, address field…) keeps its window at least 447 px wide,
// so a 375 px viewport cannot be had. In the private GTK configuration of this run the toolbar
// shrinks to nothing; the page itself is drawn by WebKit and keeps its own look.
const GTK_CSS = 'window * { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; -gtk-icon-transform: scale(0.1); }\n';

export async function startWebKit({ log }) {
  const binary = miniBrowserPath();
  if (!existsSync('/usr/bin/WebKitWebDriver') || !binary) throw new Error('needs Debian\'s webkit2gtk-driver (WebKitWebDriver and MiniBrowser): apt-get install webkit2gtk-driver xvfb xauth');
  const home = mkdtempSync(join(tmpdir(), 'portal-webkit-'));
  for (const gtk of ['gtk-3.0', 'gtk-4.0']) {
    mkdirSync(join(home, gtk));
    writeFileSync(join(home, gtk, 'gtk.css'), GTK_CSS);
  }
  const proxy = await startConsoleProxy();
  let version = '';

  /** A driver on its own virtual display, and a MiniBrowser session in it. */
  async function open() {
    const port = await freePort();
    const driver = startChild('WebKitWebDriver', 'xvfb-run', ['-a', '-s', '-screen 0 1600x1000x24', 'WebKitWebDriver', `--port=${port}`], {
      env: { ...process.env, XDG_CONFIG_HOME: home },
    });
    try {
      const server = `http://127.0.0.1:${port}`;
      await waitUntil(`WebKitWebDriver on :${port}`, driver, () => fetch(`${server}/status`).then((r) => r.ok), 20_000);
      const capabilities = {
        browserName: 'MiniBrowser',
        proxy: { proxyType: 'manual', httpProxy: `127.0.0.1:${proxy.port}` },
        'webkitgtk:browserOptions': { binary, args: ['--automation'] },
      };
      const d = await within(30_000, 'a MiniBrowser session', Promise.resolve(new Builder().usingServer(server).withCapabilities(capabilities).build()));
      return { d, driver };
    } catch (error) {
      await driver.stop();
      throw error;
    }
  }

  return {
    name: 'webkit',
    get version() {
      return version;
    },
    async session({ baseURL, width, height }) {
      // A new driver per session: now and then (one session in ten or so here) MiniBrowser
      // never answers WebKitWebDriver's new session; a second try with a fresh one does.
      let opened;
      try {
        opened = await open();
      } catch (error) {
        log?.(`WebKit: ${error.message}; once more with a fresh driver`);
        opened = await open();
      }
      const { d, driver } = opened;
      try {
        version = `WebKitGTK ${(await d.getCapabilities()).get('browserVersion')}`;
        // The window's size includes the (shrunk) toolbar: ask for the viewport, then correct.
        await d.manage().window().setRect({ x: 0, y: 0, width, height });
        const [, innerHeight] = await d.executeScript('return [innerWidth, innerHeight]');
        if (innerHeight !== height) await d.manage().window().setRect({ width, height: height + (height - innerHeight) });
        const viewport = await d.executeScript('return [innerWidth, innerHeight]');
        if (viewport[0] !== width) throw new Error(`the viewport is ${viewport.join('×')}, not ${width} px wide`);
      } catch (error) {
        await driver.stop();
        throw error;
      }
      proxy.drain();
      const find = (selector) => d.findElement(By.css(selector));
      return {
        goto: (path) => d.get(new URL(path, baseURL).href),
        run: (fn, ...args) => d.executeScript(`return (${fn}).apply(null, arguments)`, ...args),
        // WebKitGTK's WebDriver takes touch actions but delivers them as mouse input (the GTK
        // build has no touch events): 'ontouchstart' in window is false there.
        tap: async (selector) => {
          const finger = new Pointer('finger', Pointer.Type.TOUCH);
          await d.actions({ async: true }).insert(finger, finger.move({ origin: await find(selector), duration: 0 }), finger.press(), finger.release()).perform();
        },
        click: async (selector) => (await find(selector)).click(),
        type: async (selector, text) => (await find(selector)).sendKeys(text),
        key: (name) => d.actions({ async: true }).sendKeys({ Escape: Key.ESCAPE, Enter: Key.ENTER, Tab: Key.TAB }[name]).perform(),
        shot: async (file) => writeFileSync(file, await d.takeScreenshot(), 'base64'),
        console: () => proxy.drain(),
        close: async () => {
          await within(10_000, 'closing MiniBrowser', d.quit()).catch(() => {});
          await driver.stop();
        },
      };
    },
    async stop() {
      await proxy.close();
      rmSync(home, { recursive: true, force: true });
    },
  };
}
