import 'server-only';
import { createHash } from 'node:crypto';
import type { Kept } from '@/lib/contract/effects';
import { sharedStore, storeKey } from '@/lib/store';
import type { BffResult } from './handler';

// Money-moving submissions (calls marked `once` in lib/contract/calls.ts). A form sends one
// Idempotency-Key per submission; the first request with a key is forwarded, and a replay is
// never forwarded blind: it gets the first answer, a 409 while the first is in flight, or, when
// that answer was lost after the request was written, the settling of ./settle.ts. The records
// live in the shared store (lib/store): with Redis, a replay that lands on another instance is
// answered from the first. A key is scoped to the account and the call, and bound to the body.

/** A known answer is replayed for ten minutes. */
const ANSWER_TTL_MS = 10 * 60_000;
/** A submission in flight, or whose outcome was not known, is kept a day: long enough to settle it. */
export const OPEN_TTL_MS = 24 * 60 * 60_000;

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Sent (as "1") with the browser's requests that only ask how a submission was settled: never a send. */
export const CHECK_HEADER = 'idempotency-check';

/** A key as clients make them (a UUID or similar); anything else is refused. */
export const validIdempotencyKey = (key: string | null): key is string => !!key && /^[\w-]{16,64}$/.test(key);

/** The fingerprint of a validated body (zod output: keys in the schema's order). */
export const bodyHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('base64url');

/** A submission's record under its key. */
export type Submission = {
  hash: string;
  /** When its current attempt was sent (ms, this portal's clock). */
  at: number;
  /** 1, and one more each time a submission that was not applied is sent again. */
  attempt: number;
  /** What recognises its effect upstream (the call's `effect.keep`: no password, code or card number). */
  kept: Kept;
  /** Known: the answer every replay gets. */
  answer?: BffResult;
  /** The answer was lost after the request was written ('unknown'), or it was settled as not applied. */
  outcome?: 'unknown' | 'notApplied';
  /** Reads asked to settle it, and when the last one was. */
  checks?: number;
  checkedAt?: number;
  /** Its settle window ended with the outcome still unknown (counted once). */
  gaveUp?: boolean;
};

export type Claim =
  | { kind: 'send'; record: Submission } // claimed: send it (a first attempt, or one more after 'not applied')
  | { kind: 'known'; answer: BffResult }
  | { kind: 'open'; record: Submission } // sent, answer lost (or held by an instance that died): settle it
  | { kind: 'notApplied'; record: Submission } // settled as not applied (a check: sent again only when asked)
  | { kind: 'inFlight' }
  | { kind: 'conflict' }
  | { kind: 'gone' }; // a check for a key the store does not hold (expired, or never sent): nothing is sent

/** One submission's record in the store. */
export function submissionOf(scope: string[], key: string) {
  const store = sharedStore();
  const id = storeKey('idempotency', ...scope, key);
  const save = (record: Submission) => store.set(id, JSON.stringify(record), record.answer && !record.outcome ? ANSWER_TTL_MS : OPEN_TTL_MS);
  return {
    /**
     * Claims the key for a send, or says what became of it. `stuckAfterMs`: a claim older than
     * this with no answer was left by an instance that died mid-call (its outcome is unknown).
     */
    async claim(hash: string, kept: Kept, stuckAfterMs: number, { check }: { check: boolean }): Promise<Claim> {
      const fresh: Submission = { hash, at: Date.now(), attempt: 1, kept };
      for (let tries = 0; tries < 2; tries++) {
        // A check only reads: it never claims a key for a send.
        if (!check && (await store.claim(id, JSON.stringify(fresh), OPEN_TTL_MS))) return { kind: 'send', record: fresh };
        const [seen] = await store.get([id]);
        if (seen === undefined) {
          if (check) return { kind: 'gone' };
          continue; // expired between the two calls: claim again
        }
        const record = JSON.parse(seen) as Submission;
        if (record.hash !== hash) return { kind: 'conflict' };
        if (record.outcome === 'notApplied') {
          if (check) return { kind: 'notApplied', record };
          // One more attempt, claimed apart so that two tabs asking at once send it once.
          const next: Submission = { hash, at: Date.now(), attempt: record.attempt + 1, kept };
          if (!(await store.claim(storeKey('idempotency-attempt', ...scope, key, String(next.attempt)), '1', OPEN_TTL_MS))) return { kind: 'inFlight' };
          await save(next);
          return { kind: 'send', record: next };
        }
        if (record.outcome === 'unknown') return { kind: 'open', record };
        if (record.answer) return { kind: 'known', answer: record.answer };
        return Date.now() - record.at > stuckAfterMs ? { kind: 'open', record: { ...record, outcome: 'unknown' } } : { kind: 'inFlight' };
      }
      return { kind: 'inFlight' };
    },
    save,
    /**
     * Saves what a settling round learnt unless the record moved on meanwhile: another attempt,
     * a known answer, or (for a round that learnt nothing) a decision another round made.
     * Answers whether it saved.
     */
    async decide(settled: Submission): Promise<boolean> {
      const [seen] = await store.get([id]);
      const now = seen === undefined ? undefined : (JSON.parse(seen) as Submission);
      if (now && (now.attempt !== settled.attempt || now.answer || (now.outcome === 'notApplied' && settled.outcome === 'unknown'))) return false;
      await save(settled);
      return true;
    },
    /** Frees the key: the call never reached the upstream, so the same submission may be sent again. */
    free: () => store.delete(id),
  };
}

/** Claims an upstream row as this submission's effect: one row settles one submission only. */
export async function claimEffect(scope: string[], row: string, key: string): Promise<boolean> {
  const store = sharedStore();
  const id = storeKey('idempotency-effect', ...scope, row);
  if (await store.claim(id, key, OPEN_TTL_MS)) return true;
  const [holder] = await store.get([id]);
  return holder === key;
}
