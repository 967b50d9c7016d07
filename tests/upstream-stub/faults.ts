import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { callSpec } from '@/lib/contract/calls';
import { sendJson } from './respond';
import type { StubState } from './state';

// Injected faults (POST /__stub/fault): the next `count` calls to a path are delayed, refused
// with a code, answered with junk or dropped, so the portal's error paths can be tested.

export type Fault = {
  path: string; // a registry path, or "*" for any call
  count: number; // calls left to hit
  delayMs?: number; // waited first, then the effect below (none: answered normally, late)
  code?: number; // answer { code, msg, data: null }
  msg?: string;
  mode?: 'drop' | 'nonjson' | 'http500'; // drop: close the socket without an answer
};

/** Takes one hit of the first fault armed for this path. */
export function takeFault(state: StubState, path: string): Fault | undefined {
  const faults = state.control.faults;
  const index = faults.findIndex((f) => f.path === path || f.path === '*');
  if (index < 0) return undefined;
  const fault = faults[index];
  if (--fault.count <= 0) faults.splice(index, 1);
  return fault;
}

/** Applies a fault; `answered` false means the call goes on normally (a delay only). */
export async function applyFault(fault: Fault, res: ServerResponse): Promise<{ answered: boolean; code: number | null }> {
  if (fault.delayMs) await sleep(fault.delayMs);
  if (fault.mode === 'drop') res.socket?.destroy();
  else if (fault.mode === 'nonjson') res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>502 Bad Gateway</body></html>');
  else if (fault.mode === 'http500') res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
  else if (fault.code !== undefined) sendJson(res, 200, { code: fault.code, msg: fault.msg ?? 'injected fault', data: null });
  else return { answered: false, code: null };
  return { answered: true, code: fault.mode ? null : fault.code! };
}

/** The fault of a POST /__stub/fault body, or a sentence saying what is wrong with it. */
export function faultOf(body: unknown): Fault | string {
  const b = (body ?? {}) as Record<string, unknown>;
  const isInt = (v: unknown, min: number) => v === undefined || (Number.isInteger(v) && (v as number) >= min);
  if (typeof b.path !== 'string' || (b.path !== '*' && !callSpec(b.path))) return 'path must be a registry path or "*"';
  if (!isInt(b.count, 1) || !isInt(b.delayMs, 0) || !isInt(b.code, 0)) return 'count, delayMs and code must be whole numbers';
  if (b.msg !== undefined && typeof b.msg !== 'string') return 'msg must be a string';
  if (b.mode !== undefined && !['drop', 'nonjson', 'http500'].includes(b.mode as string)) return 'mode must be drop, nonjson or http500';
  return { path: b.path, count: (b.count as number) ?? 1, delayMs: b.delayMs as number, code: b.code as number, msg: b.msg as string, mode: b.mode as Fault['mode'] };
}
