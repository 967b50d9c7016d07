import type { ServerResponse } from 'node:http';
import { CODE_OK, CODE_USER_OK } from '@/lib/contract/codes';
import { t, type Lac, type MessageKey } from './i18n';

// The { code, msg, data } envelope and the few ways the stub writes an answer.

export type Answer = { code: number; msg: string; data: unknown };

export const ok = (lac: Lac, data: unknown = {}, key: MessageKey = 'common.ok'): Answer => ({ code: CODE_OK, msg: t(lac, key), data });
/** The success of GET /user/menu and /user/permission: code 200, not 20000 (spec §6). */
export const okGet = (lac: Lac, data: unknown): Answer => ({ code: CODE_USER_OK, msg: t(lac, 'common.ok'), data });

/**
 * The one way a handler refuses a call: the area's code, its message ("area.key" of i18n.ts, in
 * the request's language, {0} replaced by `detail`) and no data.
 */
export const refuse = (code: number, lac: Lac, key: MessageKey, detail = ''): Answer => ({ code, msg: t(lac, key, detail), data: null });

/** Codes of the stub's own refusals (beside the wire codes 10001–10005 in checks.ts). */
export const STUB_CODES = {
  badLogin: 30001,
  tokenGone: 30140,
  notFound: 30404,
  noSuchCall: 40400, // HTTP 404: a path not in the registry (or the wrong method)
  notImplemented: 40501, // a registry path the stub has no handler for yet: "not implemented: <path>"
} as const;

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export function sendBytes(res: ServerResponse, type: string, data: Buffer | string) {
  res.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(data) });
  res.end(data);
}

export const noSuchCall = (res: ServerResponse) => sendJson(res, 404, { code: STUB_CODES.noSuchCall, msg: 'no such call' });
