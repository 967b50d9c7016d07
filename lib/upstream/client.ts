import 'server-only';
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Agent, request } from 'undici';
import { callSpec } from '@/lib/contract/calls';
import { CODE_OK, CODE_USER_OK, type Envelope } from '@/lib/contract/codes';
import { metrics, type UpstreamOutcome } from '@/lib/ops/metrics';
import { processWide } from '@/lib/ops/processWide';
import { endUpstreamSpan, injectTrace, startUpstreamSpan } from '@/lib/ops/tracing';
import { config } from './config';
import { encrypt } from './crypto';
import { recordExchange } from './record';

// The one door to the upstream (docs/architecture.md): common payload fields, encryption, the
// multipart form, the time-out, the { code, msg, data } envelope, one typed error.

/** Who is calling: from the session. */
export type CallContext = {
  token: string; // "" before login
  dvId: string;
  csrf: string;
  lac: 1 | 2 | 3;
  requestId?: string;
};

/** A file sent with the unencrypted /imgup/index call. */
export type UploadFile = { filename: string; type: string; data: Buffer };

/**
 * The upstream could not be used: no answer in time, or no usable answer. `sent` false: the
 * call failed before a byte of it could reach the upstream (the connection refused, the name not
 * found, TLS refused), so nothing was applied; otherwise the upstream may have taken it.
 */
export class UpstreamError extends Error {
  constructor(
    readonly kind: 'timeout' | 'bad_gateway',
    readonly detail: string,
    readonly sent = true,
  ) {
    super(`upstream ${kind}: ${detail}`);
  }
}

// Errors raised while connecting, before the request is written: the call never reached the
// upstream. Anything else (a reset, a close, a time-out, which may fire once the request is
// written) leaves the call's outcome unknown.
const UNSENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'UND_ERR_CONNECT_TIMEOUT']);
const isUnsent = (code: string) => UNSENT_CODES.has(code) || /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED|SELF_SIGNED_CERT)/.test(code);

/** The JSON payload: the call's fields, then the common fields of spec §3 (which win). */
export function buildPayload(fields: Record<string, unknown>, ctx: CallContext, nowMs = Date.now()) {
  return {
    ...fields,
    atype: 2,
    token: ctx.token,
    app_time: Math.floor(nowMs / 1000),
    dvId: ctx.dvId,
    r: '1A',
    lac: ctx.lac,
  };
}

// The boundary of a form without a file: random once per process (never seen outside the BFF
// and the upstream), so the hot path does not draw random bytes per call; used unless a field
// holds it. A form with a file, whose bytes come from the user, gets a fresh one as before.
const processBoundary = `----portal${randomBytes(12).toString('hex')}`;

/** A multipart/form-data body built by hand: cheaper than FormData on the hot path. */
export function multipart(fields: Record<string, string>, file?: UploadFile) {
  const values = Object.values(fields);
  const boundary = !file && values.every((v) => !v.includes(processBoundary)) ? processBoundary : `----portal${randomBytes(12).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    const filename = file.filename.replace(/["\r\n\\]/g, '_');
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

// The process's one agent (processWide): 64 connections to the upstream in all, not per route bundle.
const agent = processWide('upstreamAgent', () => new Agent({ keepAliveTimeout: 10_000, connections: 64 }));

/**
 * A time-out for one call as undici takes it: an emitter that emits 'abort' after `ms`.
 * Cheaper than AbortSignal.timeout on the hot path (Node 20 makes every AbortSignal
 * transferable, ≈ 3 % of a forward's CPU in the bench:bff profile); same bound: the whole call.
 */
function deadline(ms: number) {
  const signal = new EventEmitter();
  let aborted = false;
  const timer = setTimeout(() => {
    aborted = true;
    signal.emit('abort');
  }, ms);
  return { signal, aborted: () => aborted, clear: () => clearTimeout(timer) };
}

async function send(url: string, init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: Buffer }) {
  const { timeoutMs } = config();
  const timeout = deadline(timeoutMs);
  try {
    const res = await request(url, { ...init, dispatcher: agent, signal: timeout.signal });
    const text = await res.body.text();
    if (res.statusCode >= 500) throw new UpstreamError('bad_gateway', `HTTP ${res.statusCode}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new UpstreamError('bad_gateway', `non-JSON answer (HTTP ${res.statusCode})`);
    }
    return envelopeOf(json);
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    if (timeout.aborted()) throw new UpstreamError('timeout', `no answer within ${timeoutMs} ms`);
    const code = (error as { code?: string }).code;
    throw new UpstreamError('bad_gateway', code ?? (error as Error).message, !(code && isUnsent(code)));
  } finally {
    timeout.clear();
  }
}

/** The envelope of an answer; anything else is a bad gateway. */
export function envelopeOf(json: unknown): Envelope {
  const e = json as Partial<Envelope> | null;
  const code = Number(e?.code);
  if (!e || typeof e !== 'object' || !Number.isFinite(code)) {
    throw new UpstreamError('bad_gateway', 'answer is not a {code, msg, data} envelope');
  }
  return { code, msg: typeof e.msg === 'string' ? e.msg : '', data: e.data ?? null };
}

/**
 * Sends one registered call. POST calls send the form of spec §7 with the encrypted payload
 * in `udata` (imgup: the plain JSON payload plus the file). GET calls (/user/menu,
 * /user/permission) send the token as a header and the common fields as the query; their
 * success code 200 is answered as 20000 so that callers check one code.
 */
export async function callUpstream(
  path: string,
  fields: Record<string, unknown>,
  ctx: CallContext,
  file?: UploadFile,
): Promise<Envelope> {
  const spec = callSpec(path);
  if (!spec) throw new Error(`not a registered call: ${path}`);
  // Timed and counted here, by registry path (bounded) and outcome; a child span when tracing.
  const started = performance.now();
  const span = startUpstreamSpan(path);
  let outcome: UpstreamOutcome = 'error';
  try {
    const env = await sendCall(path, fields, ctx, file, span);
    outcome = env.code === CODE_OK ? 'ok' : codeLabel(env.code);
    metrics().upstreamCodes.inc({ path, code: outcome === 'ok' ? String(CODE_OK) : outcome.slice(5) });
    span?.setAttribute('portal.upstream.code', env.code);
    recordExchange({ method: spec.method, path, fields, answer: env });
    return env;
  } catch (error) {
    outcome = error instanceof UpstreamError && error.kind === 'timeout' ? 'timeout' : 'error';
    if (error instanceof UpstreamError) recordExchange({ method: spec.method, path, fields, error: error.kind });
    throw error;
  } finally {
    metrics().upstreamDuration.observe({ path, outcome }, (performance.now() - started) / 1000);
    endUpstreamSpan(span, outcome);
  }
}

// The upstream's codes as labels: the first 64 distinct ones each get their own, later ones
// share `code_other`, so that an upstream answering odd codes cannot grow the series unbounded.
const MAX_CODES = 64;
const seenCodes = processWide('upstreamCodes', () => new Set<number>());
function codeLabel(code: number): UpstreamOutcome {
  if (!seenCodes.has(code) && (seenCodes.size >= MAX_CODES || !Number.isSafeInteger(code))) return 'code_other';
  seenCodes.add(code);
  return `code_${code}`;
}

async function sendCall(path: string, fields: Record<string, unknown>, ctx: CallContext, file: UploadFile | undefined, span: ReturnType<typeof startUpstreamSpan>): Promise<Envelope> {
  const spec = callSpec(path)!;
  const { upstreamUrl, aesKey, aesIv } = config();
  const url = `${upstreamUrl}/${path}`;
  const payload = buildPayload(fields, ctx);
  const headers: Record<string, string> = ctx.requestId ? { 'x-request-id': ctx.requestId } : {};
  injectTrace(span, headers); // W3C traceparent: the upstream call continues the BFF's trace

  if (spec.method === 'GET') {
    const { token, ...common } = payload;
    const query = new URLSearchParams(Object.entries(common).map(([k, v]) => [k, String(v)]));
    const env = await send(`${url}?${query}`, { method: 'GET', headers: { ...headers, token } });
    return env.code === CODE_USER_OK ? { ...env, code: CODE_OK } : env;
  }

  const json = JSON.stringify(payload);
  const form = multipart(
    {
      dvId: ctx.dvId,
      r: '1A',
      lac: String(ctx.lac),
      iv: aesIv.toString('base64'),
      udata: spec.encrypted ? encrypt(json, aesKey, aesIv) : json,
      csrf: ctx.csrf,
    },
    file,
  );
  return send(url, { method: 'POST', headers: { ...headers, 'content-type': form.contentType }, body: form.body });
}

/** Readiness: the upstream answers HTTP at all (any status) within `timeoutMs`; no login. */
export async function pingUpstream(timeoutMs = 1000): Promise<boolean> {
  try {
    const res = await request(`${config().upstreamUrl}/`, { method: 'GET', dispatcher: agent, signal: AbortSignal.timeout(timeoutMs) });
    await res.body.dump();
    return true;
  } catch {
    return false;
  }
}

/**
 * An uploaded image (a voucher) as the upstream serves it under /uploads/<name>: the browser
 * may load images from the portal only (CSP img-src 'self'), so GET /api/upload/<name> relays
 * it. Answers undefined unless the upstream sends an image.
 */
export async function fetchUpstreamImage(name: string): Promise<{ type: string; data: Buffer } | undefined> {
  const { upstreamUrl, timeoutMs } = config();
  try {
    const res = await request(`${upstreamUrl}/uploads/${encodeURIComponent(name)}`, { method: 'GET', dispatcher: agent, signal: AbortSignal.timeout(timeoutMs) });
    const type = String(res.headers['content-type'] ?? '');
    if (res.statusCode !== 200 || !/^image\/(png|jpeg|webp)$/.test(type)) {
      await res.body.dump();
      return undefined;
    }
    return { type, data: Buffer.from(await res.body.arrayBuffer()) };
  } catch {
    return undefined;
  }
}
