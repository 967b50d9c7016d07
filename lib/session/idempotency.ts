import 'server-only';
import { createHash } from 'node:crypto';
import { sharedStore, storeKey } from '@/lib/store';

// Replayed money-moving submissions (calls marked `once` in lib/contract/calls.ts). A form
// sends one Idempotency-Key per submission; the first request with a key is forwarded, a
// replay gets the first answer (or 409 while the first is still in flight) and is never
// forwarded. The keys live in the shared store (lib/store) for ten minutes: with Redis, a
// replay that lands on another instance is answered from the first. A key is scoped to the
// account and the call, and bound to the body: the same key with another body is refused.

const TTL_MS = 10 * 60_000;

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A key as clients make them (a UUID or similar); anything else is refused. */
export const validIdempotencyKey = (key: string | null): key is string => !!key && /^[\w-]{16,64}$/.test(key);

/** The fingerprint of a validated body (zod output: keys in the schema's order). */
export const bodyHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('base64url');

type Record<T> = { hash: string; answer?: T };

export type OnceResult<T> = { kind: 'first' | 'replay'; answer: T } | { kind: 'inFlight' } | { kind: 'conflict' };

/**
 * Runs `work` once per scope and key: 'first' with its answer, 'replay' with the stored answer,
 * 'inFlight' while the first run has not answered, 'conflict' when the key came with another
 * body. A run that throws frees its key.
 */
export async function once<T>(scope: string[], key: string, hash: string, work: () => Promise<T>): Promise<OnceResult<T>> {
  const store = sharedStore();
  const id = storeKey('idempotency', ...scope, key);
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await store.claim(id, JSON.stringify({ hash } satisfies Record<T>), TTL_MS)) {
      let answer: T;
      try {
        answer = await work();
      } catch (error) {
        await store.delete(id).catch(() => undefined);
        throw error;
      }
      await store.set(id, JSON.stringify({ hash, answer } satisfies Record<T>), TTL_MS);
      return { kind: 'first', answer };
    }
    const [seen] = await store.get([id]);
    if (seen === undefined) continue; // expired between the two calls: claim again
    const record = JSON.parse(seen) as Record<T>;
    if (record.hash !== hash) return { kind: 'conflict' };
    return record.answer === undefined ? { kind: 'inFlight' } : { kind: 'replay', answer: record.answer };
  }
  return { kind: 'inFlight' };
}
