import { queryOptions } from '@tanstack/react-query';
import { BFF, CODE_OK, isForcedLogout, SILENT_CODES, type Envelope } from '@/lib/contract/codes';
import type { CallInput, CallOutput, CallPath, OncePath } from '@/lib/contract/calls';
import type { Read } from '@/lib/contract/reads';
import type { RoutePath } from '@/lib/menu/routes';
import type { FieldErrors } from '@/lib/contract/schema';

// The one BFF fetch wrapper (browser side). Codes map per spec §8 (docs/architecture.md, one call):
// 20000 → data; 30140/30142 (and "not signed in") → forced logout; 30010/30030/30033 →
// silent; any other code → the server's msg in the popup with shade; network failure →
// a translated message; 503 (the service briefly unavailable: its shared store is away) → a
// notice that it is retrying, not the popup (reads are retried by the query client, with
// backoff). Every failure is a rejected promise carrying a BffError.

export class BffError extends Error {
  constructor(
    readonly code: number, // upstream or BFF code; 0 when the BFF could not be reached
    message: string,
    readonly fieldErrors?: FieldErrors, // message keys per field, on a 400
    readonly settling?: Settling, // how a money move whose answer was lost is being settled
  ) {
    super(message);
    this.name = 'BffError';
  }
}

type Handlers = {
  notify: (message: string) => void; // the popup with shade
  forcedLogout: () => void;
  networkMessage: () => string;
  /** Shows the "briefly unavailable, retrying" notice (once while it shows) and answers its text. */
  unavailable?: () => string;
};

let handlers: Handlers = { notify: () => {}, forcedLogout: () => {}, networkMessage: () => 'Network error' };

/** Set once by the providers, which own the popup, the router and the query cache. */
export function setBffHandlers(next: Handlers) {
  handlers = next;
}

export type BffOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  quiet?: boolean;
  idempotencyKey?: string;
  check?: boolean; // with the key: only ask how the submission was settled, never send it again
  signal?: AbortSignal; // a cancelled request (e.g. a stale query) rejects with no message
};

/** Calls a BFF route and returns data on 20000. `quiet`: the caller shows the message itself. */
export async function bff<T>(url: string, body?: unknown, { method = 'POST', quiet = false, idempotencyKey, check, signal }: BffOptions = {}): Promise<T> {
  let env: Envelope<T> | undefined; // none on a 503, whatever its body (a balancer's page too)
  try {
    const res = await fetch(url, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        ...(idempotencyKey && check ? { 'idempotency-check': '1' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
    });
    if (res.status !== 503) env = (await res.json()) as Envelope<T>;
  } catch (error) {
    if (signal?.aborted) throw error;
    const message = handlers.networkMessage();
    if (!quiet) handlers.notify(message);
    throw new BffError(0, message);
  }
  if (!env) throw new BffError(BFF.unavailable, handlers.unavailable?.() ?? 'Service unavailable');
  return fromEnvelope(env, quiet);
}

/** An envelope's data on 20000; else the code's handling (forced logout, popup unless quiet) and a BffError. */
export function fromEnvelope<T>(env: Envelope<T>, quiet: boolean): T {
  if (env.code === CODE_OK) return env.data;
  if (isForcedLogout(env.code)) {
    handlers.forcedLogout();
    throw new BffError(env.code, env.msg);
  }
  const fieldErrors = env.code === BFF.badRequest ? (env.data as { fieldErrors?: FieldErrors } | null)?.fieldErrors : undefined;
  const settling = SETTLING_CODES.includes(env.code) ? ((env.data as Settling | null) ?? undefined) : undefined;
  if (!quiet && !SILENT_CODES.includes(env.code)) handlers.notify(env.msg);
  throw new BffError(env.code, env.msg, fieldErrors, settling);
}

/**
 * A registered upstream call through the allow-listed forwarder: its data as the call's answer
 * schema made it on the BFF (lib/contract/calls.ts), so it is read here without a schema.
 */
export const callApi = <P extends CallPath>(path: P, fields?: CallInput<P>, options?: BffOptions) =>
  bff<CallOutput<P>>(`/api/call/${path}`, fields ?? {}, options);

/**
 * The query options of a read (lib/contract/reads.ts): the server may have put its answer under
 * the same key with the page. `quiet`: the screen shows a refusal itself.
 */
export const queryOf = <P extends CallPath, T>(read: Read<P, T>, quiet = false) =>
  queryOptions({
    queryKey: read.key,
    queryFn: async ({ signal }): Promise<T> => {
      const answer = await callApi(read.path, read.input, { quiet, signal });
      return read.pick ? read.pick(answer) : (answer as T);
    },
  });

/** How the BFF is settling a money move whose answer was lost (lib/session/settle.ts). */
export type Settling = { outcome: 'checking' | 'notApplied' | 'unknown'; sentAt: string; day: string; checks: number; graceMs: number; windowMs: number };
const SETTLING_CODES: readonly number[] = [BFF.checking, BFF.notApplied, BFF.outcomeUnknown];

/** How a write goes: `check` only asks how its submission was settled; `onCheck` hears each answer while it is checked. */
export type WriteOptions = { check?: boolean; onCheck?: (settling: Settling) => void };
/** A form's write, as the confirmed-submit hook sends it: the screen shows refusals (quiet). */
export type Write<I> = ((input: I, idempotencyKey: string, options?: WriteOptions) => Promise<unknown>) & { move?: Move };

/**
 * How the operator is told of a money move whose answer was lost (components/common/forms/
 * OutcomeNotice.tsx): its name in the messages (`common.outcome.*`'s `what`), the record its
 * effect appears in, and whether that record is opened at the day it was sent.
 */
export type Move = { what: string; record: RoutePath; byDay?: boolean };

/** Past this, a browser that cannot reach the BFF while checking stops and says the outcome is not known. */
const CHECK_GIVE_UP_MS = 3 * 60_000;
/** Answers on which the browser asks again: the BFF not reached (a network failure), its store away for a moment, the submission still answered. */
const TRANSIENT: readonly number[] = [0, BFF.unavailable, BFF.inFlight];

/**
 * A write that moves money: it carries the submission's idempotency key, and its input is the
 * call's. When the BFF says the answer was lost and it is checking the records (202), it asks
 * again with the same key, checking only, until the BFF settles it: the success answer (applied),
 * or a BffError `notApplied` (the same submission may be sent again) or `outcomeUnknown`.
 */
export const writeOnce = <P extends OncePath>(path: P, move: Move): Write<CallInput<P>> =>
  Object.assign(
    async (input: CallInput<P>, key: string, { check = false, onCheck }: WriteOptions = {}) => {
      let asking = check;
      let last: Settling | undefined;
      const started = Date.now();
      for (;;) {
        try {
          return await callApi(path, input, { quiet: true, idempotencyKey: key, check: asking });
        } catch (error) {
          if (!(error instanceof BffError)) throw error;
          if (error.code === BFF.checking && error.settling) {
            last = error.settling;
            onCheck?.(last);
            asking = true;
            continue;
          }
          // The BFF not reached, briefly unavailable or still answering: the same request again
          // (the key makes a second send of the submission harmless), until the give-up time.
          if (!TRANSIENT.includes(error.code)) throw error;
          if (Date.now() - started > CHECK_GIVE_UP_MS) throw new BffError(BFF.outcomeUnknown, error.message, undefined, last && { ...last, outcome: 'unknown' });
          await new Promise((resolve) => setTimeout(resolve, 2000));
        }
      }
    },
    { move },
  );
/** Any other write. */
export const write = <P extends Exclude<CallPath, OncePath>>(path: P): Write<CallInput<P>> => (input) => callApi(path, input, { quiet: true });
