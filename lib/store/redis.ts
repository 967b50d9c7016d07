import 'server-only';
import type Redis from 'ioredis';
import { log } from '@/lib/upstream/log';
import { StoreUnavailable, type Counter, type SharedStore } from './store';

// The Redis store (REDIS_URL): what several instances share. Every write carries its expiry
// in the same command (SET … PX, or a Lua script for counters), so nothing outlives its TTL
// and a crash between two commands cannot leave a key without one. A command not answered
// within 2 s fails with StoreUnavailable (the BFF answers 503); a Redis that refuses
// connections fails at once (one retry, then the error).

// INCR, and PEXPIRE on the first hit of a window; answers the count and the ms left.
const HIT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local t = redis.call('PTTL', KEYS[1])
if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); t = tonumber(ARGV[1]) end
return {c, t}`;

type WithHit = Redis & { portalHit(key: string, ttlMs: number): Promise<[number, number]> };

export function createRedisStore(url: string): SharedStore {
  // ioredis is loaded only here, when REDIS_URL is set: in memory mode it costs no start-up.
  const connecting = import('ioredis').then(({ default: Redis }) => {
    const client = new Redis(url, {
      connectTimeout: 2000,
      // 2 s: an event loop lagging under overload must not turn every store call into a 503
      // (bench:load with 1 s gave 53 of them at load 22); a hung Redis still fails well
      // within the upstream's 5 s.
      commandTimeout: 2000,
      maxRetriesPerRequest: 1,
      // Back off up to 2 s between reconnects; commands fail fast meanwhile (above).
      retryStrategy: (times) => Math.min(times * 200, 2000),
    }) as WithHit;
    client.defineCommand('portalHit', { numberOfKeys: 1, lua: HIT });
    let lastError = 0;
    client.on('error', (error: Error) => {
      if (Date.now() - lastError < 10_000) return; // one line per 10 s while it is down
      lastError = Date.now();
      log.warn({ err: error.message }, 'redis store: connection error');
    });
    return client;
  });

  const run = async <T>(what: string, command: (client: WithHit) => Promise<T>): Promise<T> => {
    try {
      return await command(await connecting);
    } catch (error) {
      throw new StoreUnavailable(`${what}: ${(error as Error).message}`);
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
    set: (key, value, ttlMs) => run('set', async (client) => void (await client.set(key, value, 'PX', Math.ceil(ttlMs)))),
    get: (keys) => run('get', async (client) => (keys.length ? (await client.mget(...keys)).map((v) => v ?? undefined) : [])),
    delete: (key) => run('delete', async (client) => void (await client.del(key))),
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
