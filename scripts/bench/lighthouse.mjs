#!/usr/bin/env node
// npm run bench:lighthouse – Lighthouse 12 (mobile preset, simulated throttling, performance
// only) on the portal's routes, signed in as the demo operator in en-US, against the floor: a
// bare Next 16 + MUI page (scripts/bench/floor: ThemeProvider, CssBaseline, two TextFields and
// a Button) built here with the repo's own node_modules. Runs alternate between the targets
// (RUNS rounds, 7 by default, median of each) because the machine is shared and noisy, and a
// route's rounds are bimodal (docs/benchmarks.md, Lighthouse round 13): the fewer the rounds,
// the more often a median lands on the slow side (about 14 minutes for 7 on 2 cores).
// Prints per route: score, TBT, CLS, LCP, TBT / floor TBT, score − floor score, the budgets of
// issue 15 (TBT ≤ 1.5× floor, score ≥ floor − 5, CLS ≤ 0.02) and the routes whose RSC payload
// the page prefetched at load (nobody pointed at anything: none is the budget).
// `--before <dir>`: also the same routes served from another checkout's build (its own `next
// build` done), in the same alternating rounds, for a before/after comparison in one run.
// Needs `npm run build` first. Usage: node scripts/bench/lighthouse.mjs [--runs 7] [--detail] [--before <dir>] [/route …]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { devEnv } from '../dev-env.mjs';
import { signIn, waitFor } from './portal.mjs';

const STUB = Number(process.env.LH_STUB_PORT ?? 4341);
const APP = Number(process.env.LH_APP_PORT ?? 3341);
const FLOOR = Number(process.env.LH_FLOOR_PORT ?? 3342);
const BEFORE = Number(process.env.LH_BEFORE_PORT ?? 3343);
const FLOOR_DIR = 'scripts/bench/floor';
const ROUTES = ['/login', '/home', '/memberNode', '/capital/transfer', '/capital/withdrawRecord', '/reports/performance', '/my'];
const BUDGET = { tbtRatio: 1.5, scoreDrop: 5, cls: 0.02 };

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 7;
const beforeAt = args.indexOf('--before');
const BEFORE_DIR = beforeAt >= 0 ? args[beforeAt + 1] : undefined;
const routes = args.filter((a, i) => a.startsWith('/') && args[i - 1] !== '--runs' && args[i - 1] !== '--before');
const measured = routes.length ? routes : ROUTES;
const BEFORE_TAG = 'before:';
const targets = ['floor', ...measured, ...(BEFORE_DIR ? measured.map((r) => BEFORE_TAG + r) : [])];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

/** The RSC requests a page made while Lighthouse loaded it: prefetches, as nobody pointed at a link. */
function rscRequests(devtoolsLog, origin) {
  const seen = new Set();
  for (const { method, params } of devtoolsLog ?? []) {
    if (method !== 'Network.requestWillBeSent' || !params.request.url.startsWith(origin)) continue;
    const url = new URL(params.request.url);
    const headers = Object.fromEntries(Object.entries(params.request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    if (url.searchParams.has('_rsc') || headers['next-router-prefetch'] || headers.rsc) seen.add(url.pathname + (url.search.replace(/[?&]_rsc=[^&]*/, '') || ''));
  }
  return [...seen];
}

/** One Lighthouse run in a fresh tab holding exactly `cookies` (Lighthouse keeps cookies, clears the cache). */
async function audit(browser, url, cookies) {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCookies');
  await cdp.send('Network.setCookies', { cookies: cookies.map(([name, value]) => ({ name, value, url })) });
  await cdp.detach();
  const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, undefined, page);
  await page.close();
  const { audits, categories } = result.lhr;
  return {
    score: Math.round(categories.performance.score * 100),
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    prefetched: rscRequests(result.artifacts.DevtoolsLog, new URL(url).origin),
    lhr: result.lhr,
  };
}

/** Where the time went (--detail): main-thread categories, scripts by evaluation, long tasks. */
function detail(target, lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const main = items('mainthread-work-breakdown').map((i) => `${i.groupLabel ?? i.group} ${Math.round(i.duration)}`);
  const boot = items('bootup-time').slice(0, 6).map((i) => `${String(i.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(i.scripting)}/${Math.round(i.total)}`);
  const tasks = items('long-tasks').slice(0, 6).map((i) => `${Math.round(i.duration)}@${Math.round(i.startTime)} ${String(i.url).replace(/^https?:\/\/[^/]+/, '')}`);
  // The LCP element, and its phases (time to first byte, resource load delay and time, render delay).
  const lcpItems = items('largest-contentful-paint-element');
  const lcpNode = lcpItems[0]?.items?.[0]?.node;
  const phases = (lcpItems[1]?.items ?? []).map((i) => `${i.phase} ${Math.round(i.timing)}`);
  const shifts = items('layout-shifts').map((i) => `${i.score.toFixed(3)} ${i.node?.selector ?? i.node?.snippet ?? '?'}`);
  console.log(`\n${target}\n  main thread ms: ${main.join(', ')}\n  bootup (scripting/total ms): ${boot.join(' | ')}\n  long tasks (simulated ms): ${tasks.join(' | ')}`);
  if (lcpNode) console.log(`  LCP element: ${lcpNode.snippet ?? lcpNode.selector} (${phases.join(', ')})`);
  if (shifts.length) console.log(`  layout shifts: ${shifts.join(' | ')}`);
}

const env = { ...process.env, ...devEnv(STUB), PORTAL_DEMO: '1', LOG_LEVEL: 'warn', NEXT_TELEMETRY_DISABLED: '1' };
console.log(`load average before: ${load()}`);
console.log(`building the floor (${FLOOR_DIR}) …`);
const built = spawnSync('node_modules/.bin/next', ['build', FLOOR_DIR], { env, stdio: ['ignore', 'ignore', 'inherit'] });
if (built.status !== 0) throw new Error('the floor did not build');

const children = [
  spawn('node_modules/.bin/tsx', ['tests/upstream-stub/main.ts'], { env: { ...env, PORT: String(STUB) }, stdio: 'ignore' }),
  spawn('node_modules/.bin/next', ['start', '-p', String(APP)], { env: { ...env, PORT: String(APP) }, stdio: 'ignore' }),
  spawn('node_modules/.bin/next', ['start', FLOOR_DIR, '-p', String(FLOOR)], { env: { ...env, PORT: String(FLOOR) }, stdio: 'ignore' }),
  ...(BEFORE_DIR ? [spawn('node_modules/.bin/next', ['start', '-p', String(BEFORE)], { cwd: BEFORE_DIR, env: { ...env, PORT: String(BEFORE) }, stdio: 'ignore' })] : []),
];
let chrome;
const stop = () => {
  children.forEach((c) => c.kill('SIGTERM'));
  chrome?.kill();
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

try {
  const app = `http://localhost:${APP}`;
  const floor = `http://localhost:${FLOOR}`;
  const before = `http://localhost:${BEFORE}`;
  const urlOf = (target) => (target === 'floor' ? `${floor}/` : target.startsWith(BEFORE_TAG) ? before + target.slice(BEFORE_TAG.length) : app + target);
  await waitFor(`http://127.0.0.1:${STUB}/`);
  await Promise.all([waitFor(`${app}/login`, 60), waitFor(`${floor}/`, 60), ...(BEFORE_DIR ? [waitFor(`${before}/login`, 60)] : [])]);
  const signedIn = (await signIn(app)).split('; ').map((c) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1)]);
  if (!signedIn.some(([name]) => name === 'portal_session')) throw new Error('the operator did not sign in');
  const locale = ['NEXT_LOCALE', 'en-US'];
  chrome = await chromeLauncher.launch({
    chromePath: ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p)),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  // A warm-up visit of each target: the servers compile nothing, but their first answers are slower.
  for (const target of targets) await fetch(urlOf(target), { headers: { cookie: [locale, ...signedIn].map((c) => c.join('=')).join('; ') } });

  const runs = new Map(targets.map((t) => [t, []]));
  for (let round = 0; round < RUNS; round++) {
    // Alternate: each round visits every target, starting one further along, so that a burst of
    // load on the machine falls on different targets.
    const order = targets.map((_, i) => targets[(i + round) % targets.length]);
    for (const target of order) {
      const url = urlOf(target);
      const r = await audit(browser, url, target === 'floor' || target.endsWith('/login') ? [locale] : [locale, ...signedIn]);
      if (r.lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended at ${r.lhr.finalDisplayedUrl}`);
      runs.get(target).push(r);
      process.stdout.write(`  round ${round + 1} ${target}: ${r.score} TBT ${Math.round(r.tbt)} CLS ${r.cls.toFixed(3)}\n`);
    }
  }

  const summary = (target) => {
    const rs = runs.get(target);
    return {
      score: median(rs.map((r) => r.score)),
      tbt: median(rs.map((r) => r.tbt)),
      cls: median(rs.map((r) => r.cls)),
      lcp: median(rs.map((r) => r.lcp)),
      prefetched: [...new Set(rs.flatMap((r) => r.prefetched))],
    };
  };
  const base = summary('floor');
  const rows = [];
  let failed = 0;
  for (const target of targets) {
    const s = summary(target);
    const isFloor = target === 'floor';
    const ok = {
      tbt: isFloor || s.tbt <= BUDGET.tbtRatio * base.tbt,
      score: isFloor || s.score >= base.score - BUDGET.scoreDrop,
      cls: s.cls <= BUDGET.cls,
      prefetch: s.prefetched.length === 0,
    };
    if (!isFloor) failed += Object.values(ok).filter((v) => !v).length;
    rows.push({
      route: target,
      score: s.score,
      'TBT ms': Math.round(s.tbt),
      CLS: +s.cls.toFixed(3),
      'LCP ms': Math.round(s.lcp),
      'TBT/floor': +(s.tbt / base.tbt).toFixed(2),
      'score−floor': s.score - base.score,
      'TBT≤1.5×': ok.tbt ? 'pass' : 'FAIL',
      'score≥−5': ok.score ? 'pass' : 'FAIL',
      'CLS≤0.02': ok.cls ? 'pass' : 'FAIL',
      prefetched: s.prefetched.length ? s.prefetched.join(' ') : 'none',
    });
  }
  console.log(`\nLighthouse ${runs.get('floor')[0].lhr.lighthouseVersion}, mobile, simulated throttling; median of ${RUNS} alternating runs`);
  console.table(rows);
  if (BEFORE_DIR) {
    const pairs = measured.map((route) => {
      const [now, then] = [summary(route), summary(BEFORE_TAG + route)];
      return { route, 'TBT now/before': +(now.tbt / then.tbt).toFixed(2), 'score now−before': now.score - then.score, 'LCP now/before': +(now.lcp / then.lcp).toFixed(2), 'CLS now−before': +(now.cls - then.cls).toFixed(3) };
    });
    console.log(`\nnow (this build) against before (${BEFORE_DIR}), medians of the same rounds`);
    console.table(pairs);
  }
  console.log(`load average after: ${load()}`);
  console.log(failed ? `${failed} budget check(s) failed` : 'all budgets met');
  if (flag('--detail')) for (const target of targets) detail(target, runs.get(target).at(-1).lhr);
  process.exitCode = failed ? 1 : 0;
} finally {
  stop();
}
