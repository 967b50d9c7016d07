#!/usr/bin/env node
// npm run bench:trace-load -- /route [--warm | --hot] [--runs N] – what the main thread does
// from a page's navigation to its first contentful paint (issue 74), on the load Lighthouse
// measures: its mobile preset's 4× CPU slowdown and network applied through the DevTools
// protocol as its devtools throttling applies them (150 ms RTT × 3.75 per request, 1.6 Mbps ×
// 0.9), signed in as the demo operator in en-US. `--warm`: a repeat visit (the page visited
// once just before in the same tab, unthrottled, the cache and storage kept), as
// `bench:lighthouse -- --warm` loads it; `--hot`: visited twice before (V8 makes its code cache
// of a script on its second load and uses it from the third). Prints, per run, each main-thread
// task over 8 ms before the first paint (start and length in ms from the navigation, and what it
// was: the HTML parsed, a script evaluated, styles, layout, the paint), when the document's
// response and last byte came, and when FCP came; then the median. `TRACE_SAVE=<prefix>` keeps
// each run's trace (a file Chrome's Performance panel opens), `TRACE_PROFILE=1` with its
// JavaScript samples. Needs `npm run build` first.
import { existsSync, writeFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { sessionPairs, startPortal, waitFor } from './portal.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const HOT = args.includes('--hot');
const WARM = HOT || args.includes('--warm');
const route = args.find((a, i) => a.startsWith('/') && args[i - 1] !== '--runs') ?? '/home';
const STUB = Number(process.env.TRACE_STUB_PORT ?? 4351);
const APP = Number(process.env.TRACE_APP_PORT ?? 3351);
const base = `http://localhost:${APP}`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const { stop } = startPortal({ app: APP, stub: STUB });
try {
  await waitFor(`http://127.0.0.1:${STUB}/`);
  await waitFor(`${base}/login`, 60);
  const cookies = [['NEXT_LOCALE', 'en-US'], ...(route === '/login' ? [] : await sessionPairs(base))];
  const browser = await puppeteer.launch({
    executablePath: ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p)),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const fcps = [];
  const beforeFcp = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCookies', { cookies: cookies.map(([name, value]) => ({ name, value, url: base })) });
    for (let visit = 0; visit < (HOT ? 2 : WARM ? 1 : 0); visit++) {
      await page.goto(base + route, { waitUntil: 'networkidle0' });
      await page.goto('about:blank');
    }
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150 * 3.75, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.tracing.start({ categories: [...(process.env.TRACE_PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []), 'devtools.timeline', 'blink.user_timing', 'loading', 'v8.execute', 'disabled-by-default-devtools.timeline'] });
    await page.goto(base + route, { waitUntil: 'networkidle0' });
    await new Promise((r) => setTimeout(r, 500));
    const raw = await page.tracing.stop();
    if (process.env.TRACE_SAVE) writeFileSync(`${process.env.TRACE_SAVE}-${run + 1}.json`, raw);
    const trace = JSON.parse(new TextDecoder().decode(raw)).traceEvents;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.close();

    const nav = trace.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(base));
    const fcp = trace.find((e) => e.name === 'firstContentfulPaint' && e.ts > nav.ts);
    const main = nav.tid;
    const ms = (ts) => Math.round((ts - nav.ts) / 1000);
    const onMain = trace.filter((e) => e.tid === main && e.pid === nav.pid && e.ts >= nav.ts && e.ts <= fcp.ts);
    const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > 8000);
    const inside = (t) => onMain.filter((e) => e !== t && e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur > 2000);
    const what = (t) => {
      const kids = inside(t);
      const parts = new Map();
      for (const k of kids) {
        const url = k.args?.data?.url ?? k.args?.beginData?.url ?? '';
        const name = { EvaluateScript: `script ${url.replace(/^.*\//, '')}`, v8_compile: 'compile', ParseHTML: 'parse HTML', FunctionCall: `call ${(k.args?.data?.url ?? '').replace(/^.*\//, '') || k.args?.data?.functionName || ''}`, UpdateLayoutTree: 'style', Layout: 'layout', 'v8.compile': 'compile', ParseAuthorStyleSheet: 'parse CSS' }[k.name];
        if (!name && k.name === 'RunTask') continue;
        parts.set(name ?? k.name, (parts.get(name ?? k.name) ?? 0) + k.dur / 1000);
      }
      return [...parts].filter(([, d]) => d >= 3).sort((a, b) => b[1] - a[1]).slice(0, 4).map(([n, d]) => `${n} ${Math.round(d)}`).join(', ');
    };
    const parse = onMain.filter((e) => e.name === 'ParseHTML').reduce((s, e) => s + (e.dur ?? 0), 0) / 1000;
    const sent = trace.find((e) => e.name === 'ResourceSendRequest' && e.ts >= nav.ts - 50_000 && e.args?.data?.url?.startsWith(base + route));
    const response = trace.find((e) => e.name === 'ResourceReceiveResponse' && e.args?.data?.requestId === sent?.args?.data?.requestId);
    const finish = trace.find((e) => e.name === 'ResourceFinish' && e.args?.data?.requestId === sent?.args?.data?.requestId);
    console.log(`\n${HOT ? 'third' : WARM ? 'repeat' : 'first'} visit ${route}, run ${run + 1}: FCP ${ms(fcp.ts)} ms; document's response at ${response ? ms(response.ts) : '?'}, its last byte at ${finish ? ms(finish.ts) : '?'}; HTML parsed ${Math.round(parse)} ms before FCP`);
    for (const t of tasks) console.log(`  ${String(ms(t.ts)).padStart(5)} +${String(Math.round(t.dur / 1000)).padStart(4)}  ${what(t)}`);
    fcps.push(ms(fcp.ts));
    beforeFcp.push(tasks.reduce((s, t) => s + t.dur / 1000, 0));
  }
  console.log(`\n${HOT ? 'third' : WARM ? 'repeat' : 'first'} visit ${route}: FCP median ${median(fcps)} ms (${fcps.join(', ')}); main-thread tasks over 8 ms before it: median ${Math.round(median(beforeFcp))} ms`);
  await browser.close();
} finally {
  await stop(process.exitCode ?? 0);
}
