import 'server-only';
import { appendFileSync, writeFileSync } from 'node:fs';
import type { Envelope } from '@/lib/contract/codes';
import { processWide } from '@/lib/ops/processWide';
import { config } from './config';
import { log, redact } from './log';

// Record (issue 41): with UPSTREAM_RECORD=<file>, the one upstream client (client.ts) writes each
// exchange there, one JSON line each: the call's own fields and the answer, decoded, with the
// logging rules' redaction (log.ts `redact`: no token, password, csrf or personal string), never
// the common fields (token, dvId, csrf) nor the encrypted form, so no AES material either. The
// stub replays such a file as a scenario (`npm run stub -- --replay <file>`; docs/qa.md). The
// file is emptied when the portal starts (instrumentation.ts) and holds at most
// UPSTREAM_RECORD_MAX exchanges (default 1000). The count is the process's (processWide): each
// copy of this module in Next's route bundles kept its own, and emptied the file at its own first
// exchange, losing the others'.

/** One recorded exchange: a line of the file. */
export type Exchange = {
  time: string; // ISO
  method: 'GET' | 'POST';
  path: string; // registry path
  fields: unknown; // the call's fields, redacted
  answer?: Envelope; // redacted; absent when the upstream gave none
  error?: 'timeout' | 'bad_gateway';
};

const count = () => processWide('upstreamRecord', () => ({ written: 0, full: false }));

/** Empties the record file when recording is on, and starts the count: called once as the portal starts. */
export function startRecording() {
  const target = config().record;
  if (!target) return;
  Object.assign(count(), { written: 0, full: false });
  try {
    writeFileSync(target.file, '', { mode: 0o600 });
  } catch (error) {
    log.error({ file: target.file, err: error }, 'upstream record: cannot write the file; recording stops');
    count().full = true;
  }
}

/** Records one exchange when recording is on (a no-op otherwise). */
export function recordExchange(exchange: Omit<Exchange, 'time' | 'fields' | 'answer'> & { fields: Record<string, unknown>; answer?: Envelope }) {
  const target = config().record;
  const state = count();
  if (!target || state.full) return;
  if (state.written >= target.max) {
    state.full = true;
    log.warn({ file: target.file, max: target.max }, 'upstream record: the cap is reached, later exchanges are not recorded');
    return;
  }
  const line: Exchange = {
    time: new Date().toISOString(),
    method: exchange.method,
    path: exchange.path,
    fields: redact(exchange.fields),
    ...(exchange.answer && { answer: redact(exchange.answer) as Envelope }),
    ...(exchange.error && { error: exchange.error }),
  };
  try {
    appendFileSync(target.file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
    state.written++;
  } catch (error) {
    state.full = true;
    log.error({ file: target.file, err: error }, 'upstream record: cannot write the file; recording stops');
  }
}
