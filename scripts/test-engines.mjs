#!/usr/bin/env node
// npm run test:engines – a smoke of the portal in the two engines besides Chromium: WebKitGTK
// (Safari's engine: Debian's webkit2gtk-driver, its MiniBrowser under xvfb-run, through
// selenium-webdriver) and Firefox ESR (Debian's firefox-esr through puppeteer-core over
// WebDriver BiDi). At 1280 and 375 px in each: sign in, the menu, a transfer, the records,
// the placement chart, the other languages, dark mode (tests/engines/flows.mjs); any console
// error or uncaught page error fails the step. It builds the app and starts the stub and
// the portal's server entry as playwright.config.ts's webServer does, on ports of its own, and stops
// everything at the end, also on a failure. Screenshots: screenshots/engines/.
//   ENGINES=webkit,firefox        which engines (default both)
//   ENGINES_APP_PORT=3500  ENGINES_STUB_PORT=4015
//   ENGINES_SKIP_BUILD=1          reuse the existing .next build instead of running next build
//   ENGINES_FIREFOX=/path         another Firefox (default: Debian's firefox-esr)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { testEnv } from './dev-env.mjs';
import { SERVER_ENTRY } from './standalone.mjs';
import { runFlows, STEPS } from '../tests/engines/flows.mjs';
import { answers, killAll, startChild, waitUntil, within } from '../tests/engines/processes.mjs';
import { startFirefox } from '../tests/engines/firefox.mjs';
import { startWebKit } from '../tests/engines/webkit.mjs';

const APP_PORT = Number(process.env.ENGINES_APP_PORT ?? 3500);
const STUB_PORT = Number(process.env.ENGINES_STUB_PORT ?? 4015);
const BASE_URL = `http://localhost:${APP_PORT}`;
const STUB_URL = `http://127.0.0.1:${STUB_PORT}`;
const ENGINES = { webkit: startWebKit, firefox: startFirefox };
const chosen = (process.env.ENGINES ?? 'webkit,firefox').split(',').map((e) => e.trim()).filter(Boolean);
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];
const SHOTS = 'screenshots/engines';
const TIMEOUT_MS = Number(process.env.ENGINES_TIMEOUT_MS ?? 12 * 60_000); // build included
const CALL_TIMEOUT_MS = 30_000; // one driver command (a page load included)

const began = Date.now();
const secs = (since = began) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const log = (line) => console.log(line);
let stopping = null;

for (const name of chosen) {
  if (!ENGINES[name]) {
    console.error(`test:engines: unknown engine "${name}" (known: ${Object.keys(ENGINES).join(', ')})`);
    process.exit(2);
  }
}

/** Stops every child, prints the closing line and exits: the one way out. */
async function finish(code, why) {
  stopping ??= (async () => {
    await Promise.race([Promise.all(cleanups.splice(0).reverse().map((stop) => stop().catch(() => {}))), new Promise((r) => setTimeout(r, 15_000))]);
    killAll();
    if (why) log(why);
    process.exit(code);
  })();
  return stopping;
}
const cleanups = [];
process.on('SIGINT', () => finish(130, 'test:engines: interrupted'));
process.on('SIGTERM', () => finish(143, 'test:engines: terminated'));
setTimeout(() => finish(1, `test:engines: FAILED, timed out after ${TIMEOUT_MS / 1000} s`), TIMEOUT_MS).unref();

async function serve() {
  for (const port of [APP_PORT, STUB_PORT]) {
    if (await answers(`http://127.0.0.1:${port}/`)) throw new Error(`port ${port} is already in use (set ENGINES_APP_PORT / ENGINES_STUB_PORT)`);
  }
  const env = { ...process.env, ...testEnv(STUB_PORT) };
  if (process.env.ENGINES_SKIP_BUILD === '1' && existsSync(SERVER_ENTRY)) log('== next build skipped (ENGINES_SKIP_BUILD=1)');
  else {
    const t0 = Date.now();
    log('== next build');
    const build = spawnSync('node_modules/.bin/next', ['build'], { env, encoding: 'utf8', maxBuffer: 64 << 20 });
    if (build.status !== 0) throw new Error(`next build failed\n${(build.stdout + build.stderr).trimEnd().split('\n').slice(-30).join('\n')}`);
    const entry = spawnSync(process.execPath, ['scripts/build-server.mjs'], { env, encoding: 'utf8' });
    if (entry.status !== 0) throw new Error(`server entry build failed\n${entry.stdout}${entry.stderr}`);
    log(`   built in ${secs(t0)}`);
  }
  const t0 = Date.now();
  const stub = startChild('stub', 'node_modules/.bin/tsx', ['tests/upstream-stub/main.ts'], { env: { ...env, PORT: String(STUB_PORT) } });
  cleanups.push(stub.stop);
  const app = startChild('portal', process.execPath, [SERVER_ENTRY], { env: { ...env, PORT: String(APP_PORT), METRICS_PORT: String(APP_PORT + 6000), HOSTNAME: '' } });
  cleanups.push(app.stop);
  await waitUntil(`the stub on :${STUB_PORT}`, stub, async () => (await fetch(`${STUB_URL}/__stub/requests`)).ok, 60_000);
  await waitUntil(`the portal on :${APP_PORT}`, app, async () => (await fetch(`${BASE_URL}/login`)).ok, 60_000);
  log(`== stub :${STUB_PORT} and portal :${APP_PORT} up in ${secs(t0)}`);
  return { stub, app };
}

/**
 * The session with a time limit on every driver command: a browser that stops answering fails
 * the step it is in, and every later command of the session fails at once.
 */
function guarded(name, s) {
  let broken = null;
  const wrap = (method) => async (...args) => {
    if (broken) throw broken;
    try {
      return await within(CALL_TIMEOUT_MS, `${name} ${method}`, s[method](...args));
    } catch (error) {
      if (/no answer within/.test(error.message)) broken = error;
      throw error;
    }
  };
  return Object.fromEntries(Object.keys(s).map((method) => [method, wrap(method)]));
}

/** One engine at every width; returns its steps' results. */
async function runEngine(name) {
  const t0 = Date.now();
  const rows = [];
  let engine;
  try {
    engine = await within(60_000, `starting ${name}`, ENGINES[name]({ log: (line) => log(`   ${line}`) }));
    cleanups.push(engine.stop);
  } catch (error) {
    log(`✗ ${name}: did not start: ${error.message}`);
    return { name, version: '', ok: false, rows: [{ width: null, step: 'start', ok: false, ms: Date.now() - t0, errors: [error.message], notes: [] }], ms: Date.now() - t0 };
  }
  for (const { width, height } of WIDTHS) {
    const reset = await fetch(`${STUB_URL}/__stub/reset`, { method: 'POST' });
    if (!reset.ok) throw new Error(`stub reset: HTTP ${reset.status}`);
    const started = Date.now();
    let s;
    try {
      s = guarded(name, await within(120_000, `a ${name} session`, engine.session({ baseURL: BASE_URL, width, height })));
    } catch (error) {
      rows.push({ width, step: 'session', ok: false, ms: Date.now() - started, errors: [error.message], notes: [] });
      log(`✗ ${name} ${width}px: no browser session: ${error.message}`);
      continue;
    }
    let shotNo = 0;
    const shot = async (label) => {
      await new Promise((resolve) => setTimeout(resolve, 300)); // MUI's transitions (labels, dialogs, menus) end
      shotNo += 1;
      await s.shot(join(SHOTS, `${name}-${width}-${String(shotNo).padStart(2, '0')}-${label}.png`));
    };
    const report = (r) => {
      rows.push({ width, ...r });
      log(`${r.ok ? '✓' : '✗'} ${name} ${width}px ${r.step} (${(r.ms / 1000).toFixed(1)} s)`);
      for (const e of r.errors) log(`    ✗ ${e}`);
      for (const n of r.notes) log(`    · ${n}`);
    };
    await runFlows(s, { width, height, phone: width < 600, shot, report });
    await s.close().catch(() => {});
  }
  const version = engine.version;
  await within(20_000, `stopping ${name}`, engine.stop()).catch((error) => log(`   ${name}: stopping failed: ${error.message}`));
  cleanups.splice(cleanups.indexOf(engine.stop), 1);
  return { name, version, ok: rows.every((r) => r.ok), rows, ms: Date.now() - t0 };
}

try {
  log(`test:engines: ${chosen.join(', ')} at ${WIDTHS.map((w) => `${w.width}`).join(' and ')} px: ${STEPS.join(', ')}`);
  rmSync(SHOTS, { recursive: true, force: true });
  mkdirSync(SHOTS, { recursive: true });
  const servers = await serve();
  const engines = [];
  for (const name of chosen) {
    log(`== ${name}`);
    engines.push(await runEngine(name));
  }
  log('');
  log('== summary');
  for (const e of engines) {
    const failed = e.rows.filter((r) => !r.ok);
    log(`${e.ok ? 'PASS' : 'FAIL'} ${e.name}${e.version ? ` (${e.version})` : ''}: ${e.rows.length - failed.length}/${e.rows.length} steps in ${(e.ms / 1000).toFixed(1)} s${failed.length ? `; failed: ${failed.map((r) => `${r.width ? `${r.width}px ` : ''}${r.step}`).join(', ')}` : ''}`);
  }
  const shots = readdirSync(SHOTS).length;
  const passed = engines.flatMap((e) => e.rows).filter((r) => r.ok).length;
  const failed = engines.flatMap((e) => e.rows).filter((r) => !r.ok).length;
  if (failed) for (const child of [servers.app, servers.stub]) log(`   the end of ${child.label}'s output:\n${child.tail(15)}`);
  log(`${shots} screenshots in ${SHOTS}/, ${secs()} in all`);
  log(`test:engines: ${passed} passed, ${failed} failed`);
  await finish(failed ? 1 : 0);
} catch (error) {
  await finish(1, `test:engines: FAILED: ${error.message} (${secs()})`);
}
