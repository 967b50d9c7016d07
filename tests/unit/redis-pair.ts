import { redisServerPath, startRedis } from '@/scripts/redis.mjs';
import { createRedisStore } from '@/lib/store/redis';
import type { SharedStore } from '@/lib/store';

/** Whether Debian's redis-server is here (.ci/run installs it); the Redis tests skip, loudly, without. */
export const redisPresent = Boolean(redisServerPath());

/**
 * Two Redis stores, as two portal instances have, on one throw-away redis-server (a free port,
 * no persistence) for the file's tests; filled in by beforeAll, closed by afterAll.
 */
export function withRedisPair(): { a: SharedStore; b: SharedStore; url: string } {
  const pair = {} as { a: SharedStore; b: SharedStore; url: string };
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
  beforeAll(async () => {
    if (!redisPresent) return;
    redis = await startRedis();
    pair.url = redis.url;
    pair.a = createRedisStore(redis.url);
    pair.b = createRedisStore(redis.url);
  });
  afterAll(async () => {
    await Promise.all([pair.a?.close(), pair.b?.close()]);
    await redis?.stop();
  });
  return pair;
}
