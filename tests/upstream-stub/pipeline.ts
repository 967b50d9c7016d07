import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CallSpec } from '@/lib/contract/calls';
import { WIRE_CODES, type Decoded, type Rejection } from './checks';
import { record } from './control';
import { applyFault, takeFault } from './faults';
import { handlerFor, memberOf } from './handlers';
import { login } from './login';
import { parseMultipart, readBody } from './multipart';
import { takeRecorded } from './replay';
import { refuse, sendJson, STUB_CODES, type Answer } from './respond';
import { accountOfToken, type StubState } from './state';
import { decodeGet, decodePost } from './wire';

// One call from request to answer: read and check it, let an armed fault have it, check the
// token, run the path's handler, answer it (a dropAfter fault closes the socket instead), log it.

const MAX_BODY = 12 * 1024 * 1024; // an image upload and its form

async function decode(state: StubState, req: IncomingMessage, spec: CallSpec, url: URL): Promise<Decoded | Rejection> {
  const now = state.opts.now();
  if (spec.method === 'GET') return decodeGet(url.searchParams, req.headers.token as string | undefined, now);
  const parts = parseMultipart(await readBody(req, MAX_BODY), req.headers['content-type']);
  if (!parts) return { ok: false, code: WIRE_CODES.missingField, key: 'common.missingField', detail: 'multipart/form-data body', lac: 1 };
  return decodePost(parts, state.opts, spec.encrypted, now);
}

/** Login, or the token check then the path's handler. */
async function answer(state: StubState, path: string, d: Decoded): Promise<Answer> {
  if (path === 'login/index') return login(state, d);
  const account = accountOfToken(state, d.payload.token);
  if (!account) return refuse(STUB_CODES.tokenGone, d.lac, 'common.tokenGone');
  const me = memberOf(state, account);
  return handlerFor(path)({ state, account, me, payload: d.payload, lac: d.lac, file: d.file });
}

export async function handleCall(state: StubState, req: IncomingMessage, res: ServerResponse, path: string, spec: CallSpec, url: URL) {
  const d = await decode(state, req, spec, url);
  const entry = { time: new Date().toISOString(), method: req.method!, path, form: d.form ?? null, payload: d.payload ?? null };
  const requestId = req.headers['x-request-id'] as string | undefined;
  const fault = takeFault(state, path);
  if (fault) {
    const { answered, code } = await applyFault(fault, res);
    if (answered) return record(state, { ...entry, code, requestId });
  }
  // A replayed recording answers the calls of a valid session whose paths it holds.
  const replayed = d.ok && state.opts.replay && accountOfToken(state, d.payload.token) ? takeRecorded(state, path, d.payload) : undefined;
  if (replayed?.error) {
    await applyFault({ path, count: 1, mode: replayed.error === 'timeout' ? 'timeout' : 'http500' }, res);
    return record(state, { ...entry, code: null, requestId });
  }
  const body = replayed?.answer ?? (d.ok ? await answer(state, path, d) : refuse(d.code, d.lac, d.key, d.detail));
  if (fault?.mode === 'dropAfter') res.socket?.destroy(); // applied, the answer lost
  else sendJson(res, 200, body);
  record(state, { ...entry, code: body.code, requestId });
}
