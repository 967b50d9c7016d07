import 'server-only';
import type { Cluster, Redis, RedisOptions } from 'ioredis';
import { metrics } from '@/lib/ops/metrics';
import type { RedisTarget } from '@/lib/upstream/config';
import { log } from '@/lib/upstream/log';
import { StoreUnavailable, type Counter, type SharedStore } from './store';

// The Redis store (REDIS_URL, REDIS_SENTINELS or REDIS_CLUSTER_NODES): what several instances
// share. Every write carries its expiry in the same command (SET … PX, or a Lua script), so
// nothing outlives its TTL and a crash between two commands cannot leave a key without one.
//
// It fails fast (issue 40): no offline queue, so while the connection is down every command
// fails at once with StoreUnavailable (the BFF and the pages answer 503) while ioredis keeps
// reconnecting in the background; a command sent to a Redis that does not answer fails after
// 2 s. Every failure is counted (portal_store_errors_total, by operation).

// INCR, and PEXPIRE on the first hit of a window; answers the count and the ms left.
const HIT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local t = redis.call('PTTL', KEYS[1])
if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); t = tonumber(ARGV[1]) end
return {c, t}`;

// The value, set with PX when absent; else its expiry pushed out to at least ARGV[2] ms.
const KEEP = `local v = redis.call('GET', KEYS[1])
if not v then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]); return ARGV[1] end
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return v`;

// LPUSH, LTRIM to the cap and PEXPIRE in one step: a list never holds more than its cap, nor
// lives without its expiry.
const PUSH = `redis.call('LPUSH', KEYS[1], ARGV[1])
redis.call('LTRIM', KEYS[1], 0, tonumber(ARGV[2]) - 1)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;

type Scripts = {
  portalPush(key: string, value: string, cap: number, ttlMs: number): Promise<number>;
  portalHit(key: string, ttlMs: number): Promise<[number, number]>;
  portalKeep(key: string, value: string, ttlMs: number): Promise<string>;
};
type Client = (Redis | Cluster) & Scripts;

const COMMAND_MS = 2000;
// 2 s: an event loop lagging under overload must not turn every store call into a 503 (bench:load
// with 1 s gave 53 of them at load 22); a hung Redis still fails well within the upstream's 5 s.
const options: RedisOptions = {
  connectTimeout: 2000,
  commandTimeout: COMMAND_MS,
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  // Back off up to 2 s between reconnects, for ever.
  retryStrategy: (times) => Math.min(times * 200, 2000),
};

// A revocation (logout, sign out everywhere) must not come back after a fail-over to a replica
// that had not received it (replication is asynchronous). ROLE first asks the key's primary
// whether it has a replica: WAIT with none would block for its whole timeout, so a lone Redis
// (with its AOF) is not waited for. Then DEL and WAIT for one replica's acknowledgement go in one
// pipeline: on one connection, since WAIT counts that connection's writes, and in a Cluster to the
// node that owns the key (a pipeline goes where its keyed command goes, WAIT along with it).
const REPLICA_MS = 1000;

async function replicatedDelete(client: Client, key: string): Promise<void> {
  const answers = async (pipeline: ReturnType<Client['pipeline']>) =>
    (await pipeline.exec())!.map(([error, value]) => {
      if (error) throw error;
      return value;
    });
  // EXISTS only takes ROLE to the key's node.
  const [, role] = (await answers(client.pipeline().exists(key).role())) as [number, [string, number, unknown[]]];
  if (role[0] !== 'master') throw new Error(`the key's node is a ${role[0]}`); // a Cluster's slots not yet refreshed
  if (role[2].length === 0) return void (await client.del(key));
  const [, acknowledged] = (await answers(client.pipeline().del(key).wait(1, REPLICA_MS))) as [number, number];
  if (acknowledged < 1) throw new Error(`no replica acknowledged the delete within ${REPLICA_MS} ms`);
}

async function connect(target: RedisTarget): Promise<Client> {
  const { default: Redis, Cluster } = await import('ioredis');
  let client: Redis | Cluster;
  if ('url' in target) client = new Redis(target.url, options);
  else {
    const secret = { ...(target.password && { password: target.password }), ...(target.tls && { tls: {} }) };
    if ('sentinels' in target) {
      // The sentinels name the master; ioredis asks them again after a fail-over. Their
      // +switch-master drops the connection to the old master at once (failoverDetector): one that
      // hangs without closing it (its host gone) would otherwise time every command out for ever.
      client = new Redis({ ...options, ...secret, sentinels: target.sentinels, name: target.name, sentinelPassword: target.password, enableTLSForSentinelMode: target.tls, failoverDetector: true });
    } else {
      // The slots asked again every 2 s: ioredis asks only on a redirection or a closed
      // connection, so a primary that hangs (its host gone) would time its slots out for ever.
      const { retryStrategy, enableOfflineQueue, ...redisOptions } = options;
      client = new Cluster(target.cluster, { redisOptions: { ...redisOptions, ...secret }, clusterRetryStrategy: retryStrategy, enableOfflineQueue, slotsRefreshInterval: 2000 });
    }
  }
  client.defineCommand('portalHit', { numberOfKeys: 1, lua: HIT });
  client.defineCommand('portalKeep', { numberOfKeys: 1, lua: KEEP });
  client.defineCommand('portalPush', { numberOfKeys: 1, lua: PUSH });
  let lastError = 0;
  client.on('error', (error: Error) => {
    if (Date.now() - lastError < 10_000) return; // one line per 10 s while it is down
    lastError = Date.now();
    log.warn({ err: error.message }, 'redis store: connection error');
  });
  // Without an offline queue a command sent before the first connection would fail: the first
  // one waits for it, at most the connect time-out.
  await new Promise<void>((resolve) => {
    const done = () => (clearTimeout(timer), client.off('ready', done), resolve());
    const timer = setTimeout(done, 2000);
    client.once('ready', done);
  });
  return client as Client;
}

/** A store on Redis: a URL (redis:// or rediss://) or the configured target. */
export function createRedisStore(target: RedisTarget | string): SharedStore {
  // ioredis is loaded only here, when Redis is configured: in memory mode it costs no start-up.
  const connecting = connect(typeof target === 'string' ? { url: target } : target);

  const run = async <T>(op: string, command: (client: Client) => Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    // The whole operation, the first connection included, within COMMAND_MS.
    const deadline = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no answer within 2 s')), COMMAND_MS)));
    try {
      return await Promise.race([connecting.then(command), deadline]);
    } catch (error) {
      metrics().storeErrors.inc({ op });
      throw new StoreUnavailable(`${op}: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  };
  const counter = ([count, ttlMs]: [number, number]): Counter => ({ count: Number(count), ttlMs: Math.max(0, Number(ttlMs)) });

  return {
    kind: 'redis',
    hit: (key, ttlMs) => run('hit', async (client) => counter(await client.portalHit(key, Math.ceil(ttlMs)))),
    count: (key) =>
      run('count', async (client) => {
        const [[, value], [, ttl]] = (await client.multi().get(key).pttl(key).exec()) as [[null, string | null], [null, number]];
        return value === null ? { count: 0, ttlMs: 0 } : counter([Number(value), ttl]);
      }),
    claim: (key, value, ttlMs) => run('claim', async (client) => (await client.set(key, value, 'PX', Math.ceil(ttlMs), 'NX')) === 'OK'),
    keep: (key, value, ttlMs) => run('keep', (client) => client.portalKeep(key, value, Math.ceil(ttlMs))),
    set: (key, value, ttlMs) => run('set', async (client) => void (await client.set(key, value, 'PX', Math.ceil(ttlMs)))),
    // One round trip (MGET); in a Cluster the keys may lie on different nodes: one GET each, at once.
    get: (keys) =>
      run('get', async (client) => {
        const values = client.isCluster ? await Promise.all(keys.map((key) => client.get(key))) : keys.length ? await client.mget(...keys) : [];
        return values.map((v) => v ?? undefined);
      }),
    push: (key, value, { cap, ttlMs }) => run('push', async (client) => void (await client.portalPush(key, value, cap, Math.ceil(ttlMs)))),
    list: (key) => run('list', (client) => client.lrange(key, 0, -1)),
    delete: (key, { replicated = false } = {}) => run('delete', (client) => (replicated ? replicatedDelete(client, key) : client.del(key).then(() => undefined))),
    ping: async () => {
      try {
        return (await (await connecting).ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    close: async () => {
      const client = await connecting;
      if (client.status !== 'ready') return client.disconnect(); // also stops reconnecting
      await Promise.race([client.quit(), new Promise((r) => setTimeout(r, 1000).unref())]).catch(() => undefined);
      client.disconnect();
    },
  };
}
