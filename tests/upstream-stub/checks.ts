import type { Lac, MessageKey } from './i18n';
import type { Part } from './multipart';

// The outcome of reading a call, and the check of the common payload fields (spec §3) that
// POST and GET calls share.

export const WIRE_CODES = { missingField: 10001, badUdata: 10002, badCommon: 10003, clockSkew: 10004, badIv: 10005 } as const;
export const MAX_SKEW_S = 300;

export type FormFields = { dvId: string; r: string; lac: string; iv: string; csrf: string };
export type Decoded = { ok: true; form: FormFields; payload: Record<string, unknown>; lac: Lac; file?: Part };
export type Rejection = { ok: false; code: number; key: MessageKey; detail: string; lac: Lac; form?: FormFields; payload?: Record<string, unknown> };

export const reject = (code: number, key: MessageKey, detail: string, lac: Lac = 1): Rejection => ({ ok: false, code, key, detail, lac });

/** The common payload fields of spec §3; the form's dvId and lac must agree with them. */
export function checkCommon(p: Record<string, unknown>, form: { dvId: string; lac: Lac }, nowMs: number): Rejection | undefined {
  const bad = (detail: string) => reject(WIRE_CODES.badCommon, 'common.badCommon', detail, form.lac);
  if (p.atype !== 2) return bad(`atype must be 2, got ${JSON.stringify(p.atype)}`);
  if (p.r !== '1A') return bad(`r must be "1A", got ${JSON.stringify(p.r)}`);
  if (p.lac !== 1 && p.lac !== 2 && p.lac !== 3) return bad(`lac must be 1, 2 or 3, got ${JSON.stringify(p.lac)}`);
  if (p.dvId !== form.dvId) return bad('payload dvId differs from the form dvId');
  if (p.lac !== form.lac) return bad('payload lac differs from the form lac');
  if (typeof p.token !== 'string') return bad('token must be a string');
  if (typeof p.app_time !== 'number' || !Number.isInteger(p.app_time)) return bad('app_time must be Unix seconds');
  const skew = Math.round(nowMs / 1000 - p.app_time);
  if (Math.abs(skew) > MAX_SKEW_S) return reject(WIRE_CODES.clockSkew, 'common.clockSkew', `${skew} s`, form.lac);
  return undefined;
}
