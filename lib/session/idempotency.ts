import 'server-only';

// Replayed money-moving submissions (calls marked `once` in lib/contract/calls.ts). A form
// sends one Idempotency-Key per submission; the first request with a key is forwarded, a
// replay gets the first answer (or 409 while the first is still in flight) and is never
// forwarded. Kept in memory for a few minutes and bounded: PER INSTANCE, so behind a balancer
// a replay that lands on another instance is not caught here (the upstream must still refuse
// duplicates; the client also disables the button while in flight).

const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 10_000;

type Entry<T> = { at: number; answer?: T };
const entries = new Map<string, Entry<unknown>>();

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A key as clients make them (a UUID or similar); anything else is refused. */
export const validIdempotencyKey = (key: string | null): key is string => !!key && /^[\w-]{16,64}$/.test(key);

function sweep(now: number) {
  for (const [key, entry] of entries) {
    if (now - entry.at < TTL_MS && entries.size <= MAX_ENTRIES) break; // oldest first: the rest are newer
    entries.delete(key);
  }
}

/**
 * Runs `work` once per key: 'first' with its answer, 'replay' with the stored answer, or
 * 'inFlight' while the first run has not answered. A run that throws frees its key.
 */
export async function once<T>(key: string, work: () => Promise<T>, now = Date.now()): Promise<{ kind: 'first' | 'replay'; answer: T } | { kind: 'inFlight' }> {
  sweep(now);
  const seen = entries.get(key) as Entry<T> | undefined;
  if (seen && now - seen.at < TTL_MS) return seen.answer === undefined ? { kind: 'inFlight' } : { kind: 'replay', answer: seen.answer };
  const entry: Entry<T> = { at: now };
  entries.delete(key);
  entries.set(key, entry);
  try {
    entry.answer = await work();
    return { kind: 'first', answer: entry.answer };
  } catch (error) {
    entries.delete(key);
    throw error;
  }
}

/** Tests only. */
export const clearIdempotency = () => entries.clear();
