import { decrypt, parseObject, type Keys } from './aes';
import { checkCommon, reject, WIRE_CODES, type Decoded, type FormFields, type Rejection } from './checks';
import { lacOf } from './i18n';
import type { Part } from './multipart';

// Reading a call strictly, as a real upstream would: every form field, the configured iv, a
// payload that decrypts, and common fields that agree with the form (checks.ts).

const FORM_FIELDS = ['dvId', 'r', 'lac', 'iv', 'udata', 'csrf'] as const;

/** A POST call's form: every field present, the configured iv, a payload that decrypts. */
export function decodePost(parts: Part[], keys: Keys, encrypted: boolean, nowMs: number): Decoded | Rejection {
  const value = (name: string) => parts.find((part) => part.name === name && part.filename === undefined)?.data.toString('utf8');
  const raw = Object.fromEntries(FORM_FIELDS.map((name) => [name, value(name)]));
  const missing = FORM_FIELDS.find((name) => raw[name] === undefined || (raw[name] === '' && name !== 'csrf'));
  const lac = lacOf(raw.lac);
  if (missing) return reject(WIRE_CODES.missingField, 'common.missingField', missing, lac);
  const form: FormFields = { dvId: raw.dvId!, r: raw.r!, lac: raw.lac!, iv: raw.iv!, csrf: raw.csrf! };
  const withForm = (r: Rejection): Rejection => ({ ...r, form });

  if (form.r !== '1A') return withForm(reject(WIRE_CODES.badCommon, 'common.badCommon', 'form r must be "1A"', lac));
  if (!['1', '2', '3'].includes(form.lac)) return withForm(reject(WIRE_CODES.badCommon, 'common.badCommon', 'form lac must be 1, 2 or 3', lac));
  if (!Buffer.from(form.iv, 'base64').equals(keys.iv)) return withForm(reject(WIRE_CODES.badIv, 'common.badIv', '', lac));

  let payload: Record<string, unknown>;
  try {
    payload = parseObject(encrypted ? decrypt(raw.udata!, keys) : raw.udata!);
  } catch (error) {
    return withForm(reject(WIRE_CODES.badUdata, 'common.badUdata', (error as Error).message, lac));
  }
  const problem = checkCommon(payload, { dvId: form.dvId, lac }, nowMs);
  if (problem) return { ...problem, form, payload };
  const file = parts.find((part) => part.name === 'file' && part.filename !== undefined);
  return { ok: true, form, payload, lac, file };
}

/** A GET call (/user/menu, /user/permission): the token in a header, common fields in the query. */
export function decodeGet(query: URLSearchParams, token: string | undefined, nowMs: number): Decoded | Rejection {
  const lac = lacOf(query.get('lac'));
  const missing = ['atype', 'app_time', 'dvId', 'r', 'lac'].find((name) => !query.get(name));
  if (missing) return reject(WIRE_CODES.missingField, 'common.missingField', missing, lac);
  if (token === undefined) return reject(WIRE_CODES.missingField, 'common.missingField', 'token header', lac);
  const dvId = query.get('dvId')!;
  const number = (name: string) => (/^-?\d+$/.test(query.get(name)!) ? Number(query.get(name)) : query.get(name));
  const payload = { atype: number('atype'), token, app_time: number('app_time'), dvId, r: query.get('r'), lac: number('lac') };
  const form: FormFields = { dvId, r: query.get('r')!, lac: query.get('lac')!, iv: '', csrf: '' };
  const problem = checkCommon(payload, { dvId, lac }, nowMs);
  return problem ? { ...problem, form, payload } : { ok: true, form, payload, lac };
}
