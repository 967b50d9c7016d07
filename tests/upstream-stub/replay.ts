import { readFileSync, statSync } from 'node:fs';
import { callSpec } from '@/lib/contract/calls';
import { matches } from './control';
import type { Answer } from './respond';
import type { StubState } from './state';

// Replay (issue 41): a file the portal recorded with UPSTREAM_RECORD (lib/upstream/record.ts),
// one exchange a line, answered again by the stub (`npm run stub -- --replay <file>`). Sign-in
// stays the stub's own (the recorded password and token are redacted): sign in as a stub
// account, and every call with a token is answered from the recording when its path is in it,
// by the seeded world otherwise. For each path the recording's answers come in their order,
// the one whose fields equal the call's first; once used up, the last repeats. A recorded
// failure (time-out, bad gateway) is replayed as the matching fault.

export type Recorded = { path: string; fields: Record<string, unknown>; answer?: Answer; error?: 'timeout' | 'bad_gateway' };
export type Recording = { file: string; exchanges: Recorded[] };

const MAX_BYTES = 64 * 1024 * 1024;
const MAX_EXCHANGES = 100_000;
const CENSOR = '[redacted]'; // lib/upstream/log.ts CENSOR: a redacted field matches any value

/** Reads a recording; throws a sentence naming the first bad line. */
export function readRecording(file: string): Recording {
  const size = statSync(file).size;
  if (size > MAX_BYTES) throw new Error(`${file}: over ${MAX_BYTES} bytes`);
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
  if (lines.length > MAX_EXCHANGES) throw new Error(`${file}: over ${MAX_EXCHANGES} exchanges`);
  const exchanges = lines.map((line, i): Recorded => {
    let e: Partial<Recorded> & { answer?: Partial<Answer> };
    try {
      e = JSON.parse(line);
    } catch {
      throw new Error(`${file}:${i + 1}: not JSON`);
    }
    if (typeof e.path !== 'string' || !callSpec(e.path)) throw new Error(`${file}:${i + 1}: path is not an upstream call of the registry`);
    const answered = e.answer && Number.isInteger(e.answer.code) && typeof e.answer.msg === 'string';
    if (!answered && e.error !== 'timeout' && e.error !== 'bad_gateway') throw new Error(`${file}:${i + 1}: neither an answer {code, msg, data} nor an error`);
    return { path: e.path, fields: (e.fields ?? {}) as Record<string, unknown>, ...(answered ? { answer: e.answer as Answer } : { error: e.error }) };
  });
  return { file, exchanges };
}

/** The recorded fields with the redacted ones left out: what a call's fields must hold. */
const knownFields = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== CENSOR));

/** The recorded exchange that answers this call, if the recording has its path. */
export function takeRecorded(state: StubState, path: string, payload: Record<string, unknown>): Recorded | undefined {
  const recording = state.opts.replay;
  if (!recording || path === 'login/index') return undefined;
  const ofPath = recording.exchanges.map((e, i) => ({ e, i })).filter(({ e }) => e.path === path);
  if (!ofPath.length) return undefined;
  const unused = ofPath.filter(({ i }) => !state.replayed.has(i));
  const chosen = unused.find(({ e }) => matches(payload, knownFields(e.fields))) ?? unused[0] ?? ofPath[ofPath.length - 1];
  state.replayed.add(chosen.i);
  return chosen.e;
}
