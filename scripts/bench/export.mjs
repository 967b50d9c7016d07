#!/usr/bin/env node
// npm run bench:export – what an export's memory costs (issue 58: a 50,000-row export grows the
// server's RSS by < 50 MB). Needs `npm run build` first. Starts the stub with the scenario
// transfers-50k (the operator has 50,000 transfer records) and the portal's server entry
// (.next/standalone/portal-server.js, production mode, the heap limit of `npm start`), signs in
// as operator, warms up with a one-day export of each format (the writer's modules loaded), then
// for xlsx and csv in turn: samples the RSS of the server's process tree (/proc, VmRSS of each)
// before, every 25 ms while it reads GET /api/export/transfers of all 50,000 rows as fast as it
// comes (bytes counted, nothing kept; a CSV's lines counted against the total), and 2 s after.
// Prints the figures and met/missed against the budget. Exits 1 on a miss with BENCH_STRICT=1.
// Env: BENCH_APP_PORT (3206), BENCH_STUB_PORT (4026).
import { rssOf, signIn, startPortal, waitFor } from './portal.mjs';

const APP = Number(process.env.BENCH_APP_PORT || 3206);
const STUB = Number(process.env.BENCH_STUB_PORT || 4026);
const STRICT = process.env.BENCH_STRICT === '1';
const ROWS = 50_000;
const BUDGET_MB = 50;
const base = `http://127.0.0.1:${APP}`;

const { portal: app, stop: stopAll } = startPortal({
  app: APP,
  stub: STUB,
  stubEnv: { STUB_SCENARIO: 'transfers-50k' },
  env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=384` },
});

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mb = (n) => `${n.toFixed(1)} MB`;

/** Reads an export through, counting bytes and line ends; answers the rows announced. */
async function read(cookie, query) {
  const res = await fetch(`${base}/api/export/transfers?${query}`, { headers: { cookie, 'sec-fetch-site': 'same-origin' } });
  if (res.status !== 200) throw new Error(`export ${query}: HTTP ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    if (query.includes('csv')) for (const b of chunk) if (b === 10) lines++;
  }
  return { total: Number(res.headers.get('x-export-total')), bytes, lines };
}

try {
  await waitFor(`http://127.0.0.1:${STUB}/__stub/scenarios`, 60).catch(() => waitFor(`http://127.0.0.1:${STUB}/`, 60));
  await waitFor(`${base}/api/health`, 60);
  const cookie = await signIn(base);
  for (const format of ['xlsx', 'csv']) await read(cookie, `format=${format}&from=2025-05-31&to=2025-05-31`); // warm-up

  const results = [];
  for (const format of ['xlsx', 'csv']) {
    await sleep(2000);
    const before = rssOf(app.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(app.pid))), 25);
    const started = performance.now();
    const file = await read(cookie, `format=${format}`);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(app.pid));
    await sleep(2000);
    const after = rssOf(app.pid);
    if (file.total !== ROWS) throw new Error(`${format}: ${file.total} rows announced, ${ROWS} expected`);
    if (format === 'csv' && file.lines !== ROWS + 1) throw new Error(`csv: ${file.lines} lines, ${ROWS + 1} expected`);
    results.push({ format, before, peak, after, growth: peak - before, bytes: file.bytes, seconds });
  }

  console.log(`bench:export – ${ROWS.toLocaleString('en-US')} transfer records, RSS of the server's process tree (budget: grows < ${BUDGET_MB} MB)`);
  let missed = false;
  for (const r of results) {
    const met = r.growth < BUDGET_MB;
    missed ||= !met;
    console.log(
      `  ${r.format.padEnd(4)}  before ${mb(r.before)}  peak ${mb(r.peak)}  after ${mb(r.after)}  growth ${mb(r.growth)}  ` +
        `file ${(r.bytes / 1024 / 1024).toFixed(1)} MB in ${r.seconds.toFixed(1)} s  ${met ? 'met' : 'MISSED'}`,
    );
  }
  await stopAll(missed && STRICT ? 1 : 0);
} catch (error) {
  console.error(`bench:export: ${error.message}`);
  await stopAll(1);
}
