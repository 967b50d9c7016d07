import { createCipheriv } from 'node:crypto';
import { devEnv } from '@/scripts/dev-env.mjs';

// A bare client for the stub, for its tests and benchmarks: it builds the wire format of
// spec §7 by hand (not through lib/upstream) and can break any part of it on purpose.

export type Lac = 1 | 2 | 3;

export type CallOptions = {
  token?: string;
  lac?: Lac;
  payload?: Record<string, unknown>; // merged over the common fields: atype: 3, app_time: 0…
  form?: Record<string, string | undefined>; // merged over the form; undefined drops a field
  key?: Buffer; // encrypt with another key
  plain?: boolean; // send the JSON payload unencrypted (imgup/index)
  file?: { name: string; type: string; data: Buffer };
  signal?: AbortSignal; // gives up the call (a stub that does not answer)
};

export type StubAnswer = { status: number; json: { code: number; msg: string; data: unknown } | null; text: string };

export function stubClient(origin: string, base: { key?: Buffer; iv?: Buffer; dvId?: string; csrf?: string } = {}) {
  const key = base.key ?? Buffer.from(devEnv().UPSTREAM_AES_KEY);
  const iv = base.iv ?? Buffer.from(devEnv().UPSTREAM_AES_IV);
  const dvId = base.dvId ?? 'stubTestDevice0000001';
  const csrf = base.csrf ?? 'csrf-test-token';

  const encrypt = (text: string, k: Buffer) => {
    const cipher = createCipheriv(`aes-${k.length * 8}-cbc`, k, iv);
    return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
  };
  const common = (o: CallOptions) => ({ atype: 2, token: o.token ?? '', app_time: Math.floor(Date.now() / 1000), dvId, r: '1A', lac: o.lac ?? 1 });

  async function answerOf(res: Response): Promise<StubAnswer> {
    const text = await res.text();
    let json: StubAnswer['json'] = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON: the caller looks at text
    }
    return { status: res.status, json, text };
  }

  /** POST /<path> as multipart, the payload encrypted into udata. */
  async function call(path: string, fields: Record<string, unknown> = {}, o: CallOptions = {}): Promise<StubAnswer> {
    const json = JSON.stringify({ ...fields, ...common(o), ...o.payload });
    const form: Record<string, string | undefined> = {
      dvId,
      r: '1A',
      lac: String(o.lac ?? 1),
      iv: iv.toString('base64'),
      udata: o.plain ? json : encrypt(json, o.key ?? key),
      csrf,
      ...o.form,
    };
    const body = new FormData();
    for (const [name, value] of Object.entries(form)) if (value !== undefined) body.append(name, value);
    if (o.file) body.append('file', new Blob([new Uint8Array(o.file.data)], { type: o.file.type }), o.file.name);
    return answerOf(await fetch(`${origin}/${path}`, { method: 'POST', body, signal: o.signal }));
  }

  /** GET /user/menu or /user/permission: token header, common fields as the query. */
  async function get(path: string, o: CallOptions = {}): Promise<StubAnswer> {
    const { token, ...rest } = { ...common(o), ...o.payload };
    const query = new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)]));
    return answerOf(await fetch(`${origin}/${path}?${query}`, { headers: { token: String(token) } }));
  }

  /** Signs in and answers the token; throws when the stub refuses. */
  async function login(username = 'operator', password = '123456', lac: Lac = 1): Promise<string> {
    const { json } = await call('login/index', { username, password, csrf }, { lac });
    if (json?.code !== 20000) throw new Error(`login failed: ${json?.code} ${json?.msg}`);
    return (json.data as { token: string }).token;
  }

  return { call, get, login, csrf, dvId };
}
