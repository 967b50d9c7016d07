import 'server-only';
import { config } from '@/lib/upstream/config';
import { createMemoryStore } from './memory';
import { createRedisStore } from './redis';
import type { SharedStore } from './store';

export { storeKey, StoreUnavailable, type Counter, type SharedStore } from './store';

// One store per process, kept on globalThis: the guard (proxy.ts) and the route handlers are
// bundled apart, and both must see the same revocations when the store is in memory.
const SLOT = Symbol.for('portal.sharedStore');
const slot = globalThis as unknown as { [SLOT]?: SharedStore };

/** The shared store: Redis when REDIS_URL is set, else this process's memory. */
export function sharedStore(): SharedStore {
  return (slot[SLOT] ??= config().redisUrl ? createRedisStore(config().redisUrl!) : createMemoryStore());
}

/** Tests only: use this store (or a fresh one when none is given). */
export function useStore(store?: SharedStore): SharedStore {
  slot[SLOT] = store ?? createMemoryStore();
  return slot[SLOT];
}
