import 'server-only';
import { config } from '@/lib/upstream/config';
import { createMemoryStore } from './memory';
import { createRedisStore } from './redis';
import type { SharedStore } from './store';

export { claimRetrying, isStoreUnavailable, storeKey, STORE_RETRY_AFTER_S, StoreUnavailable, type Counter, type SharedStore } from './store';

// One store per process, kept on globalThis: the guard (proxy.ts) and the route handlers are
// bundled apart, and both must see the same session records when the store is in memory.
//
// In memory, the session records (lib/session/records.ts) get a bounded store of their own:
// only a successful sign-in adds one, while anyone can add counters (failed logins), so a flood
// of counters must never evict a session's record (which would sign its user out). With Redis
// both are the same store (deploy/k8s/redis.yaml runs it without eviction: full, it refuses
// writes, and the BFF answers 503).
//
// The settings each account keeps (lib/session/prefs.ts) get one too: written only by
// signed-in users, at most one small copy per account, never evicted by a flood of counters.
//
// The journals of each account (issue 72: its sign-ins and its activity, lib/session/journal.ts)
// get a third: capped lists per account, which must not push out the settings or the sessions.
const SLOT = Symbol.for('portal.sharedStore');
type Stores = { default: SharedStore; sessions: SharedStore; prefs: SharedStore; journals: SharedStore };
const slot = globalThis as unknown as { [SLOT]?: Stores };

function create(): Stores {
  const target = config().redis;
  if (target) {
    const redis = createRedisStore(target);
    return { default: redis, sessions: redis, prefs: redis, journals: redis };
  }
  return {
    default: createMemoryStore(),
    sessions: createMemoryStore({ maxEntries: 50_000, maxBytes: 8 * 1024 * 1024 }),
    prefs: createMemoryStore({ maxEntries: 10_000, maxBytes: 32 * 1024 * 1024 }),
    journals: createMemoryStore({ maxEntries: 20_000, maxBytes: 64 * 1024 * 1024 }),
  };
}

/** The shared store: Redis when one is configured, else this process's memory. */
export function sharedStore(part: keyof Stores = 'default'): SharedStore {
  return (slot[SLOT] ??= create())[part];
}

/** Tests only: use this store for everything (or fresh memory stores when none is given). */
export function useStore(store?: SharedStore): SharedStore {
  slot[SLOT] = store
    ? { default: store, sessions: store, prefs: store, journals: store }
    : { default: createMemoryStore(), sessions: createMemoryStore(), prefs: createMemoryStore(), journals: createMemoryStore() };
  return slot[SLOT].default;
}
