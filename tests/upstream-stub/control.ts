import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FormFields } from './checks';
import { faultOf, type Fault } from './faults';
import { readBody } from './multipart';
import { noSuchCall, sendJson } from './respond';
import type { StubState } from './state';

// Test-only control endpoints (STUB_CONTROL=1): reset the world, inject faults, read the
// request log, expire tokens. Without the flag they do not exist (404 like any unknown path).

export type LogEntry = {
  time: string; // ISO
  method: string;
  path: string;
  form: FormFields | null;
  payload: Record<string, unknown> | null; // decrypted; null when it could not be read
  code: number | null; // null: no JSON answer (dropped, non-JSON, HTTP 500)
  requestId?: string;
};

export type ControlState = { faults: Fault[]; log: LogEntry[] };

export const newControl = (): ControlState => ({ faults: [], log: [] });
const LOG_CAP = 1000;

export function record(state: StubState, entry: LogEntry) {
  if (!state.opts.control) return;
  state.control.log.push(entry);
  if (state.control.log.length > LOG_CAP) state.control.log.shift();
}

async function armFault(state: StubState, req: IncomingMessage, res: ServerResponse) {
  let body: unknown;
  try {
    body = JSON.parse((await readBody(req, 64 * 1024)).toString('utf8'));
  } catch {
    return sendJson(res, 400, { ok: false, error: 'body must be JSON' });
  }
  const fault = faultOf(body);
  if (typeof fault === 'string') return sendJson(res, 400, { ok: false, error: fault });
  state.control.faults.push(fault);
  sendJson(res, 200, { ok: true, fault });
}

/** Serves /__stub/<route>; `reset` regenerates the world (server.ts owns that). */
export async function handleControl(state: StubState, req: IncomingMessage, res: ServerResponse, route: string, reset: () => void) {
  if (!state.opts.control) return noSuchCall(res);
  const action = `${req.method} ${route}`;
  if (action === 'POST reset') {
    reset();
    return sendJson(res, 200, { ok: true, members: state.world.members.length });
  }
  if (action === 'POST fault') return armFault(state, req, res);
  if (action === 'DELETE fault') {
    state.control.faults = [];
    return sendJson(res, 200, { ok: true });
  }
  if (action === 'GET requests') return sendJson(res, 200, state.control.log);
  if (action === 'DELETE requests') {
    state.control.log = [];
    return sendJson(res, 200, { ok: true });
  }
  if (action === 'POST expire-tokens') {
    const expired = state.tokens.size;
    state.tokens.clear();
    return sendJson(res, 200, { ok: true, expired });
  }
  noSuchCall(res);
}
