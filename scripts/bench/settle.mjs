#!/usr/bin/env node
// npm run bench:settle – how long a money move whose answer was lost takes to settle (issue 71).
// Needs `npm run build` first. Starts the stub with its control API and the portal's server entry
// (.next/standalone/portal-server.js, production mode, UPSTREAM_TIMEOUT_MS 5000 as in
// production), signs in as operator, and for a transfer and a withdrawal in each of the stub's
// three endings of a money move (docs/qa.md): late (applied, answered after 7 s), dropAfter
// (applied, the answer lost) and drop (not applied), RUNS times each: resets the stub, arms the
// fault, sends the submission and then checks it as the browser does (the same key,
// `idempotency-check: 1`, while the BFF answers 202), and sends it again when it was settled as
// not applied. Prints, per call and ending, the median and worst time from the confirmation to
// the operator's answer (and to the settling, for drop), the checks asked, and the stub's
// ledger: calls applied per submission (must be 1). Env: RUNS (3), BENCH_APP_PORT (3207),
// BENCH_STUB_PORT (4027). Exits 1 when a submission was applied twice or not at all.
import { randomBytes } from 'node:crypto';
import { signIn, startPortal, waitFor } from './portal.mjs';

const APP = Number(process.env.BENCH_APP_PORT || 3207);
const STUB = Number(process.env.BENCH_STUB_PORT || 4027);
const RUNS = Math.max(1, Number(process.env.RUNS || 3));
const base = `http://127.0.0.1:${APP}`;
const stubUrl = `http://127.0.0.1:${STUB}/__stub`;

const { stop: stopAll } = startPortal({
  app: APP,
  stub: STUB,
  stubEnv: { STUB_CONTROL: '1' },
  env: { METRICS_PORT: String(APP + 6000), LOG_LEVEL: 'error', UPSTREAM_TIMEOUT_MS: '5000' },
});

const control = (path, method = 'GET', body) =>
  fetch(`${stubUrl}/${path}`, { method, headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body) }).then((r) => r.json());

const MOVES = {
  'transfer/dothis': async () => ({ account: 'menuop', amount: '1150', remark: '', way: 'phone', code: '246810', pass2: '135790' }),
  'newextract/dothis': async (cookie) => {
    const cards = await post(cookie, 'bank/getlist', {});
    return { amount: '60050', card_id: cards.body.data.list[0].id, pass2: '135790' };
  },
};
const ENDINGS = { late: { delayMs: 7000 }, dropAfter: { mode: 'dropAfter' }, drop: { mode: 'drop' } };

async function post(cookie, path, body, headers = {}) {
  const res = await fetch(`${base}/api/call/${path}`, { method: 'POST', headers: { cookie, origin: base, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

/** The browser's side of one submission; answers the times (ms) and the requests it took. */
async function submission(cookie, path, body) {
  const key = randomBytes(16).toString('hex');
  const started = performance.now();
  let requests = 1;
  let answer = await post(cookie, path, body, { 'idempotency-key': key });
  let settled;
  for (;;) {
    while (answer.status === 202) {
      requests++;
      answer = await post(cookie, path, body, { 'idempotency-key': key, 'idempotency-check': '1' });
    }
    if (answer.body.code !== 40902 || settled !== undefined) break;
    settled = performance.now() - started; // not applied: the operator sends it again
    requests++;
    answer = await post(cookie, path, body, { 'idempotency-key': key });
  }
  return { ms: performance.now() - started, settledMs: settled, requests, code: answer.body.code };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;

try {
  await waitFor(`${stubUrl}/requests`, 60);
  await waitFor(`${base}/api/health`, 60);
  const cookie = await signIn(base);
  let bad = 0;
  console.log(`settling a money move whose answer was lost: ${RUNS} runs each, UPSTREAM_TIMEOUT_MS 5000\n`);
  console.log('call               ending     answer median / worst   settled (drop)   checks   applied per submission');
  for (const [path, make] of Object.entries(MOVES)) {
    for (const [ending, fault] of Object.entries(ENDINGS)) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        await control('reset', 'POST');
        await control('requests', 'DELETE');
        const body = await make(cookie);
        await control('fault', 'POST', { path, count: 1, ...fault });
        const run = await submission(cookie, path, body);
        const applied = (await control(`requests?path=${encodeURIComponent(path)}&code=20000`)).length;
        if (applied !== 1 || run.code !== 20000) bad++;
        runs.push({ ...run, applied });
      }
      const ms = runs.map((r) => r.ms);
      const settled = runs.map((r) => r.settledMs).filter((x) => x !== undefined);
      console.log(
        `${path.padEnd(19)}${ending.padEnd(11)}${`${s(median(ms))} / ${s(Math.max(...ms))}`.padEnd(24)}${(settled.length ? s(median(settled)) : '—').padEnd(17)}${String(median(runs.map((r) => r.requests))).padEnd(9)}${runs.map((r) => r.applied).join(', ')}`,
      );
    }
  }
  console.log(bad ? `\n${bad} submission(s) not applied exactly once` : '\nevery submission applied exactly once');
  await stopAll(bad ? 1 : 0);
} catch (error) {
  console.error(error);
  await stopAll(1);
}
