import { createRedisStore } from '@/lib/store/redis';
import { StoreUnavailable, type SharedStore } from '@/lib/store';
import { NextRequest } from 'next/server';
import { ORIGIN, request, routes, send, signIn, withBff } from './bff-harness';
import { redisPresent, withRedisPair } from './redis-pair';
import { redisCli, replicaSynced, startRedis } from '@/scripts/redis.mjs';

// The Redis store against a real redis-server (started here on a free port, no persistence):
// atomic counters and claims with expiry, two stores (two instances) that agree, and a revocation
// that waits for a replica (a primary and its replica, started here too).
// Needs Debian's redis-server (.ci/run installs it); skipped, loudly, where it is missing.

const it = redisPresent ? globalThis.it : globalThis.it.skip;
if (!redisPresent) console.warn('store-redis: redis-server not found (apt-get install redis-server): skipped');

let a: SharedStore;
let b: SharedStore;
withBff();
const pair = withRedisPair();
beforeAll(() => ({ a, b } = pair));

const sessionOf = async (cookie: string) => send(await routes.session(), request('/api/session', { method: 'GET', cookie }));
/** Empties the Redis (as one restarted without its data would be). */
async function flushAll() {
  const { default: Redis } = await import('ioredis');
  const client = new Redis(pair.url);
  await client.flushall();
  client.disconnect();
}

it('counts hits across instances in one window that expires', async () => {
  expect(await a.hit('t:count', 300)).toEqual({ count: 1, ttlMs: expect.any(Number) });
  expect((await b.hit('t:count', 300)).count).toBe(2);
  const now = await a.count('t:count');
  expect(now.count).toBe(2);
  expect(now.ttlMs).toBeGreaterThan(0);
  expect(now.ttlMs).toBeLessThanOrEqual(300);
  await new Promise((r) => setTimeout(r, 350));
  expect(await b.count('t:count')).toEqual({ count: 0, ttlMs: 0 });
});

it('claims a key once, across instances, until it expires or is deleted', async () => {
  expect(await a.claim('t:claim', 'first', 10_000)).toBe(true);
  expect(await b.claim('t:claim', 'second', 10_000)).toBe(false);
  expect(await b.get(['t:claim', 't:absent'])).toEqual(['first', undefined]);
  await b.set('t:claim', 'done', 10_000);
  expect(await a.get(['t:claim'])).toEqual(['done']);
  await a.delete('t:claim');
  expect(await b.claim('t:claim', 'again', 100)).toBe(true);
  expect(await a.ping()).toBe(true);
});

it('keeps a value across instances: stored once, never replaced', async () => {
  expect(await a.keep('t:keep', 'first', 10_000)).toBe('first');
  expect(await b.keep('t:keep', 'second', 20_000)).toBe('first');
  expect(await a.get(['t:keep'])).toEqual(['first']);
});

it('a logout on one instance is refused on the other (session records in Redis)', async () => {
  const { useStore } = await import('@/lib/store');
  useStore(a); // "instance A"
  const { cookie } = await signIn();
  expect((await send(await routes.logout(), request('/api/auth/logout', { body: {}, cookie }))).status).toBe(200);
  useStore(b); // "instance B": its own connection, and no memory of A
  expect((await send(await routes.session(), request('/api/session', { method: 'GET', cookie }))).status).toBe(401);
});

it('signs out everywhere across two instances', async () => {
  const { useStore } = await import('@/lib/store');
  const { POST } = await import('@/app/api/auth/logout-everywhere/route');
  useStore(a);
  const first = await signIn('operator');
  useStore(b);
  const second = await signIn('operator');
  const other = await signIn('novip');
  expect((await sessionOf(first.cookie)).status).toBe(200);
  expect((await send(POST, request('/api/auth/logout-everywhere', { body: {}, cookie: second.cookie }))).status).toBe(200);
  useStore(a);
  expect((await sessionOf(first.cookie)).status).toBe(401);
  expect((await sessionOf(second.cookie)).status).toBe(401);
  expect((await sessionOf(other.cookie)).status).toBe(200);
  expect((await sessionOf((await signIn('operator')).cookie)).status).toBe(200);
});

it('refuses every old cookie, logged out or not, once Redis has lost its data', async () => {
  const { useStore } = await import('@/lib/store');
  useStore(a);
  const live = await signIn('operator');
  const out = await signIn('novip');
  expect((await send(await routes.logout(), request('/api/auth/logout', { body: {}, cookie: out.cookie }))).status).toBe(200);
  expect((await sessionOf(live.cookie)).status).toBe(200);
  await flushAll();
  useStore(b);
  expect((await sessionOf(live.cookie)).status).toBe(401);
  expect((await sessionOf(out.cookie)).status).toBe(401);
  expect((await sessionOf((await signIn('operator')).cookie)).status).toBe(200);
});

it('fails fast with StoreUnavailable when Redis is gone, and the BFF answers 503', async () => {
  const gone = createRedisStore('redis://127.0.0.1:1');
  await expect(gone.get(['x'])).rejects.toBeInstanceOf(StoreUnavailable);
  expect(await gone.ping()).toBe(false);
  const { useStore } = await import('@/lib/store');
  useStore(gone);
  const answer = await send(await routes.login(), request('/api/auth/login', { body: { username: 'operator', password: 'wrong' } }));
  expect(answer.status).toBe(503);
  expect(answer.body.code).toBe(50300);
  expect(answer.headers.get('retry-after')).toBe('5');
  // A page: a small 503 in the user's language that loads itself again after Retry-After.
  const { proxy } = await import('@/proxy');
  const cookie = 'NEXT_LOCALE=zh-TW; portal_session=' + (await (await import('@/lib/session/session')).sealSession({
    sid: 'V1StGXR8_Z5jdHi6B-myT', dvId: 'V1StGXR8_Z5jdHi6B-myT', csrf: 'c', token: 't', exp: Date.now() + 60_000,
    user: { account: 'operator', name: 'x', level: 1, levelName: 'x', vip: false },
  }));
  const page = await proxy(new NextRequest(`${ORIGIN}/home`, { headers: { cookie } }));
  expect(page.status).toBe(503);
  expect(page.headers.get('retry-after')).toBe('5');
  const html = await page.text();
  expect(html).toContain('<meta http-equiv="refresh" content="5">');
  expect(html).toContain('服務暫時無法使用');
  await gone.close();
  await new Promise((r) => setTimeout(r, 2100)); // ioredis' connect timer of the last attempt
}, 20_000);

describe('a replicated delete (a revocation) waits for a replica where there is one', () => {
  let primary: Awaited<ReturnType<typeof startRedis>>;
  let replica: Awaited<ReturnType<typeof startRedis>>;
  let store: SharedStore;
  beforeAll(async () => {
    if (!redisPresent) return;
    primary = await startRedis({ args: ['--repl-diskless-sync-delay', '0'] }); // the first sync at once, not after 5 s
    replica = await startRedis({ args: ['--replicaof', '127.0.0.1', String(primary.port)] });
    await replicaSynced(replica.port);
    store = createRedisStore(primary.url);
  }, 20_000);
  afterAll(async () => {
    await store?.close();
    await Promise.all([replica?.stop(), primary?.stop()]);
  });
  const onReplica = async (key: string) => (await redisCli(replica.port, 'exists', key)).trim();

  it('returns once the replica has the delete, not before', async () => {
    await store.set('t:revoked', 'epoch', 60_000);
    for (let i = 0; i < 50 && (await onReplica('t:revoked')) !== '1'; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await onReplica('t:revoked')).toBe('1');
    process.kill(replica.pid!, 'SIGSTOP'); // behind for 300 ms, then catching up
    const resumed = setTimeout(() => process.kill(replica.pid!, 'SIGCONT'), 300);
    try {
      const started = Date.now();
      await store.delete('t:revoked', { replicated: true });
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      expect(await onReplica('t:revoked')).toBe('0');
    } finally {
      clearTimeout(resumed);
      process.kill(replica.pid!, 'SIGCONT');
    }
  });

  it('does not wait where the primary has no replica (a lone Redis with its AOF)', async () => {
    await a.set('t:lone', 'epoch', 60_000);
    const started = Date.now();
    await a.delete('t:lone', { replicated: true });
    expect(Date.now() - started).toBeLessThan(500); // WAIT would have blocked its whole 1 s
    expect(await a.get(['t:lone'])).toEqual([undefined]);
  });

  it('fails with StoreUnavailable within the bound when the replica does not acknowledge', async () => {
    await store.set('t:stuck', 'epoch', 60_000);
    process.kill(replica.pid!, 'SIGSTOP'); // still connected, never acknowledging
    try {
      const started = Date.now();
      await expect(store.delete('t:stuck', { replicated: true })).rejects.toBeInstanceOf(StoreUnavailable);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
      expect(Date.now() - started).toBeLessThan(2100);
    } finally {
      process.kill(replica.pid!, 'SIGCONT');
    }
    await store.delete('t:other'); // an ordinary delete never waits
  });
});

it('keeps a list capped as it is pushed, with its expiry, the same for both instances (issue 72)', async () => {
  for (let i = 0; i < 250; i++) await (i % 2 ? a : b).push('t:list', String(i), { cap: 100, ttlMs: 300 });
  const list = await b.list('t:list');
  expect(list).toHaveLength(100);
  expect(list[0]).toBe('249');
  expect(await a.list('t:absent')).toEqual([]);
  await new Promise((r) => setTimeout(r, 350));
  expect(await a.list('t:list')).toEqual([]);
});
