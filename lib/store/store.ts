import 'server-only';
import { createHash } from 'node:crypto';

// State that every instance must agree on (docs/architecture.md, never-rules): failed-login counts, idempotency
// keys, the records of live sessions and verification-code throttles. One small interface, two
// implementations: in memory (the default; one instance, the demo, the tests) and Redis
// (REDIS_URL; several instances). Every entry expires; nothing is kept for ever.

export interface SharedStore {
  readonly kind: 'memory' | 'redis';
  /** Adds one to a counter whose window starts at its first hit and lasts `ttlMs`. */
  hit(key: string, ttlMs: number): Promise<Counter>;
  /** The counter as it stands (0 when absent or expired). */
  count(key: string): Promise<Counter>;
  /** Stores `value` only when the key is absent (atomic); true when it was stored. */
  claim(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** The key's value, storing `value` when absent (atomic); either way it lives at least `ttlMs` more. */
  keep(key: string, value: string, ttlMs: number): Promise<string>;
  /** Stores `value`, replacing any. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** The values of keys (undefined when absent or expired), in one round trip. */
  get(keys: string[]): Promise<(string | undefined)[]>;
  /**
   * Puts `value` first in the list at `key` and keeps its newest `cap` values only (atomic): a
   * list never holds more, however many are pushed. The list lives `ttlMs` after its last push.
   */
  push(key: string, value: string, { cap, ttlMs }: { cap: number; ttlMs: number }): Promise<void>;
  /** The list at `key`, newest first ([] when absent or expired). */
  list(key: string): Promise<string[]>;
  /**
   * Deletes the key. `replicated`: also waits until a replica has the delete, where the key's
   * primary has one, so that a fail-over cannot bring the key back (a revocation); throws
   * StoreUnavailable when none acknowledges in time. The memory store has nothing to wait for.
   */
  delete(key: string, options?: { replicated?: boolean }): Promise<void>;
  /** Whether the store answers (readiness). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** A counter: how many hits in the window and the ms left of it (0 when there is none). */
export type Counter = { count: number; ttlMs: number };

/** Seconds a client is asked to wait (Retry-After) while the store is away. */
export const STORE_RETRY_AFTER_S = 5;

/** The store could not be reached: the BFF answers 503 rather than acting without it. */
export class StoreUnavailable extends Error {
  override readonly name = 'StoreUnavailable';
  constructor(detail: string) {
    super(`shared store unavailable: ${detail}`);
  }
}

/**
 * Claims `key` for `value` (SharedStore.claim), asking again every `everyMs` while another holds
 * it, at most `tries` times in all or until `signal` aborts; true when it was claimed.
 */
export async function claimRetrying(store: SharedStore, key: string, value: string, ttlMs: number, { tries, everyMs, signal }: { tries: number; everyMs: number; signal?: AbortSignal }): Promise<boolean> {
  for (let i = 1; ; i++) {
    if (await store.claim(key, value, ttlMs)) return true;
    if (i >= tries || signal?.aborted) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * Whether an error is a StoreUnavailable. By name, not `instanceof`: the guard, the route
 * handlers and the server's own forward are bundled apart, each with its own copy of the class.
 */
export const isStoreUnavailable = (error: unknown): error is StoreUnavailable => error instanceof Error && error.name === 'StoreUnavailable';

/**
 * A store key from a namespace and parts a client may choose (a username, an address): the
 * parts are hashed, so a key has a fixed size whatever is sent (issue 14, defect 1).
 */
export const storeKey = (namespace: string, ...parts: string[]) =>
  `portal:${namespace}:${createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 32)}`;
