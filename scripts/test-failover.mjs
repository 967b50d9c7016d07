#!/usr/bin/env node
// `npm run test:failover` (issue 56): the portal through a fail-over of its Redis, with Sentinel
// and with Cluster. Builds once (when the build is missing), starts real redis-servers, the stub
// upstream and the built portal (.next/standalone/portal-server.js), all on free loopback ports:
//
// Sentinel: a primary, its replica and three sentinels (quorum 2, down after 1 s). Signed in and
// calling, the primary is killed (SIGKILL) while a live session keeps asking (calls, its session,
// a page): every answer is 2xx, or 503 with Retry-After, within ANSWER_MS; the same session
// answers again within BACK_MS without signing in; signing in works. The old primary comes back
// as the new one's replica; a logout held back by a stopped replica answers 503; a logout and a
// "sign out everywhere" answered are then followed at once by the kill of the new primary: after
// the second fail-over their cookies are still refused. Last, the primary hangs (SIGSTOP: its
// connections stay open, as when its host is gone): the same survival.
//
// Cluster: three primaries with a replica each. Sign-in, a call, settings, the login limit, an
// idempotent replay and a logout on the node of the live session; then that node is killed, as
// above; the logout stays. Then another primary hangs.
//
// One line per check, with what it measured; the last line is `N passed, N failed`. Exits
// non-zero on a failure; every process it started is stopped, whatever happens.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild, stopChildren } from './children.mjs';
import { devEnv } from './dev-env.mjs';
import { freePort, redisCli, redisServerPath, replicaSynced, startRedis } from './redis.mjs';
import { SERVER_ENTRY } from './standalone.mjs';

const TIMEOUT_MS = 110_000; // after the build
const ANSWER_MS = 4000; // every answer, fail-over or not: the store's 2 s bound, then the answer's own work
const BACK_MS = 10_000; // from the kill to the same session answering 2xx again
const NAME = 'portal'; // the sentinels' master group
// Each node may become a primary: the first sync of a replica at once (not after the 5 s default).
const REPLICATION = ['--repl-diskless-sync-delay', '0'];

if (!redisServerPath()) {
  console.error('test:failover needs redis-server (the Debian package): apt-get install -y redis-server');
  process.exit(1);
}
const stubPort = await freePort();
const env = { ...process.env, ...devEnv(stubPort), PORTAL_DEMO: '1', LOG_LEVEL: 'warn' };
if (!existsSync('.next/BUILD_ID') || !existsSync(SERVER_ENTRY)) {
  console.log('== next build + server entry');
  const build = spawnSync('node_modules/.bin/next', ['build'], { stdio: 'inherit', env, timeout: 10 * 60_000 });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const entry = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit', env });
  if (entry.status !== 0) process.exit(entry.status ?? 1);
}

const began = Date.now();
const tmp = mkdtempSync(join(tmpdir(), 'portal-failover-'));
const children = [];
const nodes = [];
let passed = 0;
let failed = 0;
let stopping = false;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;

const start = (...args) => startChild(children, { dir: tmp, env }, ...args);

/** A redis-server (node, replica or sentinel) stopped at the end whatever happens. */
async function startNode(options) {
  const node = await startRedis(options);
  nodes.push(node);
  return node;
}

/** Stops every process started (the portal and the stub by group), prints the count and exits. */
async function finish(code, why) {
  if (stopping) return;
  stopping = true;
  await stopChildren(children);
  await Promise.all(nodes.map((node) => node.kill())); // SIGKILL: a stopped (SIGSTOP) one too
  if (why) {
    failed++;
    console.log(`FAIL ${why}`);
  }
  if (code === 0) rmSync(tmp, { recursive: true, force: true });
  else console.log(`   logs kept in ${tmp}`);
  console.log(`   test:failover took ${secs(Date.now() - began)}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(code);
}
process.on('SIGINT', () => finish(130, 'interrupted'));
process.on('SIGTERM', () => finish(143, 'terminated'));
setTimeout(() => finish(1, `timed out after ${TIMEOUT_MS / 1000} s`), TIMEOUT_MS).unref();

/** A failed check ends the part it is in (what follows depends on it). */
class CheckFailed extends Error {}
/** Records one check and prints it, with what it measured. */
function check(ok, what, measured = '') {
  if (!ok) {
    failed++;
    console.log(`FAIL ${what}${measured && `: ${measured}`}`);
    throw new CheckFailed(what);
  }
  passed++;
  console.log(`ok   ${what}${measured && ` (${measured})`}`);
}

async function waitUntil(what, test, ms = 20_000) {
  const started = Date.now();
  for (; Date.now() - started < ms; await sleep(100)) {
    if (await test().catch(() => false)) return;
  }
  throw new Error(`${what}: not within ${secs(ms)}`);
}

// -- the portal, over HTTP --------------------------------------------------------------------

let base;
/** One request to the portal: status, headers, body text and how long it took (ms); status 0 when it did not answer. */
async function ask(path, { method = 'GET', cookie, body, headers = {} } = {}) {
  const started = performance.now();
  try {
    const res = await fetch(base + path, {
      method,
      redirect: 'manual',
      headers: { ...(body !== undefined && { origin: base, 'content-type': 'application/json' }), ...(cookie && { cookie }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, headers: new Headers(), text: error.message, ms: performance.now() - started };
  }
}
const code = (res) => {
  try {
    return JSON.parse(res.text).code;
  } catch {
    return undefined;
  }
};

async function signIn(username = 'operator', password = '123456') {
  const res = await ask('/api/auth/login', { method: 'POST', body: { username, password } });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('portal_session='));
  if (res.status !== 200 || code(res) !== 20000 || !cookie) throw new Error(`sign-in of ${username}: ${res.status} ${res.text.slice(0, 120)}`);
  return cookie;
}
const sessionOf = (cookie) => ask('/api/session', { cookie });
const call = (cookie) => ask('/api/call/notice/unread', { method: 'POST', cookie, body: {} });
const logout = (cookie, everywhere = false) => ask(`/api/auth/logout${everywhere ? '-everywhere' : ''}`, { method: 'POST', cookie, body: {} });
/** The status once the store answers (a 503 while it does not is asked again). */
async function settled(request) {
  let res;
  await waitUntil('an answer other than 503', async () => (res = await request()).status !== 503, BACK_MS);
  return res.status;
}

/** Starts the portal on this Redis (REDIS_* variables); resolves once it is ready. */
async function startPortal(name, redisEnv) {
  const [port, metrics] = [await freePort(), await freePort()];
  const portal = start(name, process.execPath, [SERVER_ENTRY], { PORT: String(port), HOSTNAME: '127.0.0.1', METRICS_PORT: String(metrics), NODE_ENV: 'production', ...redisEnv });
  base = `http://127.0.0.1:${port}`;
  await waitUntil(`${name} ready (its log: ${tmp}/${name}.log)`, async () => (await ask('/api/ready')).status === 200, 30_000);
  return portal;
}
async function stopPortal(portal) {
  const exited = new Promise((resolve) => portal.once('exit', resolve));
  process.kill(-portal.pid, 'SIGTERM');
  await exited;
}

/**
 * Loses a primary (`lose`: killed, or hung) while a live session keeps asking (a call, its
 * session and a page, round after round): every answer is 2xx or 503 with Retry-After, within
 * ANSWER_MS, and the session answers 2xx again within BACK_MS, without signing in. `promoted`
 * resolves once the Redis side has a new primary. Times are from the loss; one line per check.
 */
async function survives(what, cookie, lose, promoted) {
  const probes = {
    call: () => call(cookie),
    session: () => sessionOf(cookie),
    page: () => ask('/home', { cookie: `${cookie}; NEXT_LOCALE=en-US` }),
  };
  const answers = [];
  let lostAt = Infinity;
  let backAt;
  const rounds = async () => {
    while (!backAt || Date.now() < backAt + 1000) {
      const sent = Date.now();
      const round = await Promise.all(Object.entries(probes).map(async ([name, probe]) => ({ name, ...(await probe()), at: Date.now() })));
      answers.push(...round);
      // Sent once the primary was lost: answered by the new one (ioredis may wait for it a little).
      if (sent > lostAt && !backAt && round.every((a) => a.status >= 200 && a.status < 300)) backAt = Date.now();
      if (Date.now() - lostAt > BACK_MS + ANSWER_MS) break;
      await sleep(100);
    }
  };
  const asking = rounds();
  await sleep(600);
  await lose();
  lostAt = Date.now();
  const promotedAfter = await promoted().then(() => Date.now() - lostAt, () => undefined);
  await asking;

  const wrong = answers.filter((a) => !(a.status >= 200 && a.status < 300) && !(a.status === 503 && Number(a.headers.get('retry-after')) > 0));
  const refused = answers.filter((a) => a.status === 503).map((a) => a.at - lostAt);
  const refusedText = refused.length ? `${refused.length} of them 503, answered from ${secs(Math.min(...refused))} to ${secs(Math.max(...refused))}` : 'none 503';
  check(wrong.length === 0, `${what}: only 2xx or 503 with Retry-After`, wrong[0] ? `${wrong[0].name} answered ${wrong[0].status} ${wrong[0].text.slice(0, 80)}` : `${answers.length} answers, ${refusedText}`);
  const slowest = answers.reduce((a, b) => (b.ms > a.ms ? b : a));
  check(slowest.ms < ANSWER_MS, `${what}: every answer within ${secs(ANSWER_MS)}`, `slowest ${Math.round(slowest.ms)} ms (${slowest.name})`);
  const took = (ms) => (ms === undefined ? 'never' : secs(ms));
  check(backAt !== undefined && backAt - lostAt <= BACK_MS, `${what}: the same session answers 2xx again within ${secs(BACK_MS)}`, `new primary seen after ${took(promotedAfter)}, first all-2xx round answered after ${took(backAt && backAt - lostAt)}`);
}

/** Stops a redis-server without closing its connections, as when its host is gone. */
const hang = (node) => async () => process.kill(node.pid, 'SIGSTOP');

// -- Sentinel ---------------------------------------------------------------------------------

const sentinelConf = (primaryPort) =>
  [
    `sentinel monitor ${NAME} 127.0.0.1 ${primaryPort} 2`,
    `sentinel down-after-milliseconds ${NAME} 1000`,
    `sentinel failover-timeout ${NAME} 3000`,
    '',
  ].join('\n');

/** redis-cli's answer of key/value lines as objects, one per `name` (SENTINEL REPLICAS …). */
function records(text) {
  const lines = text.trim().split('\n');
  const all = [];
  for (let i = 0; i + 1 < lines.length; i += 2) {
    if (lines[i] === 'name') all.push({});
    all.at(-1)[lines[i]] = lines[i + 1];
  }
  return all;
}
const primaryPortOf = async (sentinel) => Number((await redisCli(sentinel.port, 'sentinel', 'get-master-addr-by-name', NAME)).trim().split('\n')[1]);
/** Every sentinel sees the others and the replica on `port`, up (a replica it could promote). */
const sentinelsReady = (sentinels, port) =>
  waitUntil(`the sentinels know each other and the replica :${port}`, async () => {
    for (const sentinel of sentinels) {
      const [master] = records(await redisCli(sentinel.port, 'sentinel', 'master', NAME));
      const replica = records(await redisCli(sentinel.port, 'sentinel', 'replicas', NAME)).find((r) => r.port === String(port));
      if (master['num-other-sentinels'] !== '2' || !replica || replica.flags !== 'slave' || replica['master-link-status'] !== 'ok') return false;
    }
    return true;
  });

async function sentinelPart() {
  console.log('== Sentinel: a primary, a replica, three sentinels');
  const first = await startNode({ args: REPLICATION });
  const second = await startNode({ args: [...REPLICATION, '--replicaof', '127.0.0.1', String(first.port)] });
  await replicaSynced(second.port);
  const sentinels = [];
  for (let i = 0; i < 3; i++) sentinels.push(await startNode({ config: sentinelConf(first.port), args: ['--sentinel'] }));
  await sentinelsReady(sentinels, second.port);
  const portal = await startPortal('portal-sentinel', { REDIS_SENTINELS: sentinels.map((s) => `127.0.0.1:${s.port}`).join(','), REDIS_SENTINEL_NAME: NAME });
  console.log(`   primary :${first.port}, replica :${second.port}, sentinels :${sentinels.map((s) => s.port).join(', :')}, portal ${base}`);

  const live = await signIn('operator');
  check((await call(live)).status === 200, 'sentinel: signed in, a call answers 200');

  /** Resolves when the sentinels name another primary than `port`. */
  const promotedFrom = (port) => () => waitUntil('a new primary', async () => (await primaryPortOf(sentinels[0])) !== port, BACK_MS);
  await survives('sentinel, primary killed', live, () => first.kill(), promotedFrom(first.port));
  check((await primaryPortOf(sentinels[0])) === second.port, 'sentinel: the replica is the new primary', `:${second.port}`);
  check((await sessionOf(await signIn('operator'))).status === 200, 'sentinel: signing in works after the fail-over');

  // The old primary back, as the new one's replica: there is a replica to fail over to again.
  const third = await startNode({ port: first.port, args: [...REPLICATION, '--replicaof', '127.0.0.1', String(second.port)] });
  await replicaSynced(third.port);
  await sentinelsReady(sentinels, third.port);

  const [out, everywhere, alsoEverywhere, heldBack] = [await signIn('operator'), await signIn('novip'), await signIn('novip'), await signIn('operator')];
  process.kill(third.pid, 'SIGSTOP'); // connected, not acknowledging
  const unsure = await logout(heldBack);
  process.kill(third.pid, 'SIGCONT');
  check(unsure.status === 503 && Number(unsure.headers.get('retry-after')) > 0, 'sentinel: a logout the replica does not acknowledge answers 503 with Retry-After, not 200', `${unsure.status} in ${Math.round(unsure.ms)} ms`);
  await sentinelsReady(sentinels, third.port); // the stopped replica seen down, then up again

  const [done, doneEverywhere] = [await logout(out), await logout(everywhere, true)];
  check(done.status === 200 && doneEverywhere.status === 200, 'sentinel: a logout and a sign-out-everywhere answer 200', `${Math.round(done.ms)} and ${Math.round(doneEverywhere.ms)} ms, each waiting for the replica`);
  await survives('sentinel, new primary killed right after', live, () => second.kill(), promotedFrom(second.port));
  const kept = [await settled(() => sessionOf(out)), await settled(() => sessionOf(everywhere)), await settled(() => sessionOf(alsoEverywhere))];
  check(kept.every((status) => status === 401), 'sentinel: after the second fail-over, the logged-out cookies are still refused', `logout ${kept[0]}, everywhere ${kept[1]} and ${kept[2]}`);
  check((await sessionOf(await signIn('novip'))).status === 200, 'sentinel: signing in works after the second fail-over');

  // A primary that hangs, its connections left open: the sentinels' +switch-master moves the
  // portal to the new one (without it, every command would time out for as long as it hangs).
  const fourth = await startNode({ port: second.port, args: [...REPLICATION, '--replicaof', '127.0.0.1', String(third.port)] });
  await replicaSynced(fourth.port);
  await sentinelsReady(sentinels, fourth.port);
  await survives('sentinel, primary hung (SIGSTOP)', live, hang(third), promotedFrom(third.port));
  await stopPortal(portal);
}

// -- Cluster ----------------------------------------------------------------------------------

/** A field of INFO's or CLUSTER INFO's answer (`field:value` lines). */
const field = (text, name) => text.match(new RegExp(`^${name}:(\\S+)`, 'm'))?.[1];
/** Every `portal:session:*` key of these primaries, with the primary that holds it. */
async function sessionKeys(primaries) {
  const keys = new Map();
  for (const node of primaries) for (const key of (await redisCli(node.port, '--scan', '--pattern', 'portal:session:*')).split('\n').filter(Boolean)) keys.set(key, node);
  return keys;
}
/** Signs in; the new session's cookie and the primary that holds its record. */
async function signInOnNode(primaries, username = 'operator') {
  const before = await sessionKeys(primaries);
  const cookie = await signIn(username);
  const added = [...(await sessionKeys(primaries))].filter(([key]) => !before.has(key));
  if (added.length !== 1) throw new Error(`could not tell the new session's key (${added.length} new)`);
  return { cookie, node: added[0][1] };
}

async function clusterPart() {
  console.log('== Cluster: three primaries, a replica each');
  const all = [];
  for (let i = 0; i < 6; i++) {
    const cluster = ['--cluster-enabled', 'yes', '--cluster-port', String(await freePort()), '--cluster-node-timeout', '1000'];
    all.push(await startNode({ args: [...REPLICATION, ...cluster] }));
  }
  await redisCli(all[0].port, '--cluster', 'create', ...all.map((n) => `127.0.0.1:${n.port}`), '--cluster-replicas', '1', '--cluster-yes');
  await waitUntil('cluster_state:ok on every node', async () => {
    for (const node of all) if (field(await redisCli(node.port, 'cluster', 'info'), 'cluster_state') !== 'ok') return false;
    return true;
  });
  const roles = await Promise.all(all.map(async (node) => (await redisCli(node.port, 'role')).split('\n')[0]));
  const primaries = all.filter((_, i) => roles[i] === 'master');
  const replicas = all.filter((_, i) => roles[i] === 'slave');
  await Promise.all(replicas.map((node) => replicaSynced(node.port)));
  const portal = await startPortal('portal-cluster', { REDIS_CLUSTER_NODES: primaries.map((n) => `127.0.0.1:${n.port}`).join(',') });
  console.log(`   primaries :${primaries.map((n) => n.port).join(', :')}, replicas :${replicas.map((n) => n.port).join(', :')}, portal ${base}`);

  const { cookie: live, node: owner } = await signInOnNode(primaries);
  check((await call(live)).status === 200, 'cluster: signed in, a call answers 200', `the session's record on :${owner.port}`);

  const prefs = { theme: 'dark', keepAliveList: ['/memberNode?root=m000003'] };
  const put = await ask('/api/prefs', { method: 'PUT', cookie: live, body: { settings: prefs, stamps: { theme: 1000, keepAliveList: 1000 } } });
  const got = await ask('/api/prefs', { cookie: live });
  check(put.status === 200 && JSON.stringify(JSON.parse(got.text).data?.settings) === JSON.stringify(prefs), 'cluster: settings kept and read back (PUT/GET /api/prefs)', `${put.status}, ${got.status}`);

  let tries = 0;
  const wrong = () => ask('/api/auth/login', { method: 'POST', body: { username: 'failover-brute', password: `wrong-${tries}` } });
  while (tries < 20 && (await wrong()).status !== 429) tries++;
  check(tries >= 1 && tries < 20, 'cluster: wrong passwords on one account are limited (429)', `after ${tries} refusals`);

  const stubRequests = `http://127.0.0.1:${stubPort}/__stub/requests`;
  await fetch(stubRequests, { method: 'DELETE' });
  const key = `failover-${Date.now()}-replay`;
  const transfer = { account: 'novip', amount: '100', way: 'phone', code: '246810', pass2: '135790' };
  const move = () => ask('/api/call/transfer/dothis', { method: 'POST', cookie: live, body: transfer, headers: { 'idempotency-key': key } });
  const [firstMove, replay] = [await move(), await move()];
  const forwarded = (await (await fetch(stubRequests)).json()).filter((r) => r.path === 'transfer/dothis').length;
  check(code(firstMove) === 20000 && replay.headers.get('idempotent-replay') === 'true' && replay.text === firstMove.text && forwarded === 1, 'cluster: a money move replayed with its Idempotency-Key gets the first answer, sent upstream once', `${firstMove.status}, replay ${replay.status}, forwarded ${forwarded}`);

  // A logout whose record is on the node that is killed next: answered, it stays.
  let out;
  for (let i = 0; i < 12 && out?.node !== owner; i++) out = await signInOnNode(primaries);
  check(out.node === owner, "cluster: a second session with its record on the live session's node", `:${owner.port}`);
  const done = await logout(out.cookie);
  check(done.status === 200 && (await sessionOf(out.cookie)).status === 401, 'cluster: logout answers 200 and its cookie is refused after', `${Math.round(done.ms)} ms, waiting for the replica`);

  /** The replica of `primary`, and a wait for it to take its place. */
  const heirOf = async (primary) => {
    const following = await Promise.all(replicas.map(async (node) => field(await redisCli(node.port, 'info', 'replication'), 'master_port')));
    const heir = replicas[following.indexOf(String(primary.port))];
    return { heir, promoted: () => waitUntil('the replica promoted', async () => field(await redisCli(heir.port, 'info', 'replication'), 'role') === 'master', BACK_MS) };
  };
  const { heir, promoted } = await heirOf(owner);
  await survives(`cluster, the primary of the session (:${owner.port}) killed`, live, () => owner.kill(), promoted);
  check((await settled(() => sessionOf(out.cookie))) === 401, 'cluster: the logged-out cookie is still refused after the fail-over');
  check((await sessionOf(await signIn('operator'))).status === 200, 'cluster: signing in works after the fail-over');

  // A primary that hangs, its connections left open: ioredis asks for the slots every 2 s and
  // finds its replica in its place. A session on another primary, one with a replica still.
  const up = [heir, ...primaries.filter((node) => node !== owner)];
  let other;
  for (let i = 0; i < 12 && (!other || other.node === heir); i++) other = await signInOnNode(up);
  check(other.node !== heir, 'cluster: a session with its record on a primary that has a replica', `:${other.node.port}`);
  await survives(`cluster, the primary of that session (:${other.node.port}) hung (SIGSTOP)`, other.cookie, hang(other.node), (await heirOf(other.node)).promoted);
  await stopPortal(portal);
}

// -- the run ----------------------------------------------------------------------------------

try {
  start('stub', 'node_modules/.bin/tsx', ['tests/upstream-stub/main.ts'], { PORT: String(stubPort), STUB_CONTROL: '1' });
  await waitUntil(`the stub (its log: ${tmp}/stub.log)`, async () => (await fetch(`http://127.0.0.1:${stubPort}/__stub/requests`)).ok, 30_000);
  for (const part of [sentinelPart, clusterPart]) {
    try {
      await part();
    } catch (error) {
      if (!(error instanceof CheckFailed)) {
        failed++;
        console.log(`FAIL ${part.name}: ${error.message}`);
      }
    }
  }
  await finish(failed === 0 ? 0 : 1);
} catch (error) {
  await finish(1, error.message);
}
