import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { callSpec } from '@/lib/contract/calls';
import { sendJson } from './respond';
import type { StubState } from './state';

// Injected faults (POST /__stub/fault): the next `count` calls to a path (or every call until
// DELETE /__stub/fault, with `untilCleared`) are delayed, refused with an upstream code, answered
// with an HTTP status, junk or a cut JSON body, reset, dropped or left unanswered, so the
// portal's error paths can be tested.
//
// A money-moving call can end badly in three ways, and each has its fault:
// - applied, the answer late: `delayMs` alone (waited, then the handler runs and answers);
// - applied, the answer lost: `dropAfter` (the handler runs, then the socket is closed unanswered);
// - not applied: `drop` or `reset` (the connection ends before the handler runs).

export const FAULT_MODES = ['drop', 'dropAfter', 'reset', 'nonjson', 'malformed', 'timeout', 'http500'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export type Fault = {
  path: string; // a registry path, or "*" for any call
  count: number; // calls left to hit (ignored with untilCleared)
  untilCleared?: boolean; // every matching call until DELETE /__stub/fault
  delayMs?: number; // waited first, then the effect below (none: answered normally, late)
  code?: number; // answer { code, msg, data: null }
  msg?: string;
  status?: number; // answer with this HTTP status (and the code's envelope, if a code is given)
  // drop: close the socket without an answer, nothing applied; dropAfter: the handler runs (the
  // call applied, journaled with its code), then the socket is closed without its answer;
  // reset: a TCP reset, nothing applied; nonjson: an HTML page; malformed: JSON cut short;
  // timeout: no answer until the client gives up (at most TIMEOUT_HOLD_MS); http500: HTTP 500,
  // plain text
  mode?: FaultMode;
};

export const MAX_FAULTS = 100; // armed at once
export const MAX_DELAY_MS = 60_000;
const TIMEOUT_HOLD_MS = 60_000;

/** Takes one hit of the first fault armed for this path. */
export function takeFault(state: StubState, path: string): Fault | undefined {
  const faults = state.control.faults;
  const index = faults.findIndex((f) => f.path === path || f.path === '*');
  if (index < 0) return undefined;
  const fault = faults[index];
  if (!fault.untilCleared && --fault.count <= 0) faults.splice(index, 1);
  return fault;
}

/**
 * Applies a fault; `answered` false means the call goes on to its handler (a delay only, or
 * dropAfter, whose answer handleCall then drops).
 */
export async function applyFault(fault: Fault, res: ServerResponse): Promise<{ answered: boolean; code: number | null }> {
  if (fault.delayMs) await sleep(fault.delayMs);
  if (fault.mode === 'dropAfter') return { answered: false, code: null };
  const envelope = fault.code === undefined ? undefined : { code: fault.code, msg: fault.msg ?? 'injected fault', data: null };
  if (fault.mode === 'drop') res.socket?.destroy();
  else if (fault.mode === 'reset') res.socket?.resetAndDestroy();
  else if (fault.mode === 'timeout') await holdUnanswered(res);
  else if (fault.mode === 'nonjson') res.writeHead(fault.status ?? 200, { 'content-type': 'text/html' }).end('<html><body>502 Bad Gateway</body></html>');
  else if (fault.mode === 'malformed') res.writeHead(fault.status ?? 200, { 'content-type': 'application/json; charset=utf-8' }).end('{"code":20000,"msg":"ok","data":{"li');
  else if (fault.mode === 'http500') res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
  else if (fault.status !== undefined) {
    if (envelope) sendJson(res, fault.status, envelope);
    else res.writeHead(fault.status, { 'content-type': 'text/plain' }).end(`HTTP ${fault.status}`);
  } else if (envelope) sendJson(res, 200, envelope);
  else return { answered: false, code: null };
  return { answered: true, code: fault.mode ? null : (envelope?.code ?? null) };
}

/** Leaves the call unanswered until the client closes it, then (at the latest) drops it. */
async function holdUnanswered(res: ServerResponse) {
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, TIMEOUT_HOLD_MS);
    res.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  res.socket?.destroy();
}

/** The fault of a POST /__stub/fault body, or a sentence saying what is wrong with it. */
export function faultOf(body: unknown): Fault | string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'body must be a JSON object';
  const b = body as Record<string, unknown>;
  const isInt = (v: unknown, min: number, max: number) => v === undefined || (Number.isInteger(v) && (v as number) >= min && (v as number) <= max);
  if (typeof b.path !== 'string' || (b.path !== '*' && !callSpec(b.path))) return 'path must be a registry path or "*"';
  if (!isInt(b.count, 1, 10_000) || !isInt(b.code, 0, 2 ** 31 - 1)) return 'count (1 to 10000) and code must be whole numbers';
  if (!isInt(b.delayMs, 0, MAX_DELAY_MS)) return `delayMs must be a whole number from 0 to ${MAX_DELAY_MS}`;
  if (!isInt(b.status, 200, 599)) return 'status must be an HTTP status from 200 to 599';
  if (b.msg !== undefined && (typeof b.msg !== 'string' || b.msg.length > 500)) return 'msg must be a string of at most 500 characters';
  if (b.untilCleared !== undefined && typeof b.untilCleared !== 'boolean') return 'untilCleared must be true or false';
  if (b.mode !== undefined && !(FAULT_MODES as readonly unknown[]).includes(b.mode)) return `mode must be one of ${FAULT_MODES.join(', ')}`;
  const fault: Fault = { path: b.path, count: (b.count as number) ?? 1 };
  if (b.untilCleared) fault.untilCleared = true;
  for (const k of ['delayMs', 'code', 'msg', 'status', 'mode'] as const) if (b[k] !== undefined) Object.assign(fault, { [k]: b[k] });
  return fault;
}
