import 'server-only';
import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import type * as z from 'zod/mini';
import type { CallSpec } from '@/lib/contract/calls';
import { BFF, CODE_OK, FORCED_LOGOUT_CODES, type Envelope } from '@/lib/contract/codes';
import { lacOf, LOCALE_COOKIE, localeOf, type Locale } from '@/lib/contract/locale';
import { fieldErrorsOf } from '@/lib/contract/schema';
import { translator } from '@/lib/i18n/messages';
import { callUpstream, UpstreamError, type CallContext, type UploadFile } from '@/lib/upstream/client';
import { log, logRequest } from '@/lib/upstream/log';
import { isStoreUnavailable, STORE_RETRY_AFTER_S, type StoreUnavailable } from '@/lib/store';
import { parseBoundedJson } from './json';
import { currentSession } from './records';
import { SESSION_COOKIE, sealSession, sessionCookieOptions, type SessionData } from './session';

// Every BFF route handler is wrapped here (docs/architecture.md): the cross-site check, the
// session, the locale, the upstream errors and the cookie updates are handled once.

export type BffContext = {
  req: NextRequest;
  session: SessionData | null;
  /** The request body of a JSON route, read up to its limit (empty for GET). */
  body: Uint8Array;
  locale: Locale;
  t: ReturnType<typeof translator>;
  /** Sends a registered call as this session (token "" before login), or as `as` says. */
  upstream: (path: string, fields: Record<string, unknown>, options?: { file?: UploadFile; as?: Partial<CallContext> }) => Promise<Envelope>;
};

/** What a handler answers: the envelope, an HTTP status, and a session to store (null: clear). */
export type BffResult = {
  body: Envelope;
  status?: number;
  session?: SessionData | null;
  cookies?: CookieSet[];
  headers?: Record<string, string>;
  /** A streamed answer (an export's file) sent instead of the envelope; no cookie is set with it. */
  response?: Response;
};
type CookieSet = [name: string, value: string, options: Parameters<NextResponse['cookies']['set']>[2]];

/**
 * auth: a session is required (401 without). body: what the route reads — 'json' (the
 * default: application/json up to 64 KB, read here before the handler runs) or 'stream'
 * (the handler reads it itself, up to `maxBytes`, refused first by Content-Length here).
 */
type Options = { auth?: boolean; body?: 'json' | 'stream'; maxBytes?: number; tooLargeKey?: string };

export const JSON_MAX_BYTES = 64 * 1024;

export const envelope = <T>(code: number, msg: string, data: T = null as T): Envelope<T> => ({ code, msg, data });

/** A caller's request id is kept only when it looks like one (it goes into logs and headers). */
const validRequestId = (id: string | null) => (id && /^[\w.:-]{8,128}$/.test(id) ? id : undefined);

/** Refuses a state-changing request that another site made the browser send (an export: isCrossSiteRead). */
export function isCrossSite(req: NextRequest): boolean {
  const site = req.headers.get('sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = req.headers.get('origin');
  if (!origin) return false;
  return !namesHost(origin, req);
}

/**
 * Refuses a GET whose answer another site could have the browser fetch with the cookie (an
 * export's file, lib/session/export.ts): what isCrossSite refuses, a Referer of another host,
 * and a request with neither Sec-Fetch-Site nor Origin unless its Referer is of this host. A
 * browser sends one of the three on every fetch of the portal's own pages; a GET that another
 * site starts (a link, an image, a form) in a browser without Sec-Fetch-Site sends no Origin,
 * and the site may send no Referer. A script (curl) sends none of them and is refused too: it
 * names itself with `Sec-Fetch-Site: same-origin`.
 */
export function isCrossSiteRead(req: NextRequest): boolean {
  if (isCrossSite(req)) return true;
  const referer = req.headers.get('referer');
  if (referer) return !namesHost(referer, req);
  return !req.headers.get('sec-fetch-site') && !req.headers.get('origin');
}

/** Whether a URL the browser sent (Origin, Referer) is of the host the request was sent to; a malformed one is not. */
function namesHost(url: string, req: NextRequest): boolean {
  try {
    return new URL(url).host === req.headers.get('host');
  } catch {
    return false;
  }
}

export function withSession<P>(
  handler: (ctx: BffContext, params: P) => Promise<BffResult>,
  { auth = true, body: bodyKind = 'json', maxBytes = JSON_MAX_BYTES, tooLargeKey = 'bff.tooLarge' }: Options = {},
) {
  return async (req: NextRequest, route: { params: Promise<P> }): Promise<Response> => {
    const started = performance.now();
    const locale = localeOf(req.cookies.get(LOCALE_COOKIE)?.value);
    const t = translator(locale);
    const requestId = validRequestId(req.headers.get('x-request-id')) ?? randomUUID();
    const called: string[] = [];
    const reply = async (result: BffResult) => {
      const res = await respond(result, requestId);
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const upstream = called.length ? called.join(',') : undefined;
      logRequest({ requestId, method: req.method, route: req.nextUrl.pathname, upstream, status: res.status, code: result.body.code, ms });
      return res;
    };

    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    // Refused before a byte of the body is read (and the rest never read): too large by its
    // own Content-Length, not JSON where JSON is expected, or sent by another site.
    const tooLarge: BffResult = { status: 413, body: envelope(BFF.tooLarge, t(tooLargeKey)) };
    const refusal = hasBody ? bodyRefusal(req, bodyKind, maxBytes, t, tooLarge) ?? (isCrossSite(req) ? crossSiteRefusal(t) : undefined) : undefined;
    if (refusal) {
      await req.body?.cancel().catch(() => undefined);
      return reply(refusal);
    }
    let body: Uint8Array = new Uint8Array();
    if (hasBody && bodyKind === 'json') {
      const read = await readCapped(req, maxBytes);
      if (!read) return reply(tooLarge);
      if (read.length > 0 && !isJson(req)) return reply(unsupportedType(t));
      body = read;
    }
    let session: SessionData | null;
    try {
      session = await currentSession(req.cookies.get(SESSION_COOKIE)?.value);
    } catch (error) {
      if (isStoreUnavailable(error)) return reply(storeFailure(error, t));
      throw error;
    }
    // A cookie that is no session (ended, expired, of another shape) is cleared.
    const dropCookie = !session && req.cookies.has(SESSION_COOKIE);
    if (auth && !session) {
      return reply({ status: 401, body: envelope(BFF.notSignedIn, t('bff.notSignedIn')), session: null });
    }
    const ctx: BffContext = {
      req,
      session,
      body,
      locale,
      t,
      upstream: sessionUpstream(session, locale, requestId, (path) => called.push(path)),
    };
    try {
      const result = await handler(ctx, await route.params);
      // The upstream ended the session: drop ours too, so the guard sends the user to /login.
      if (FORCED_LOGOUT_CODES.includes(result.body.code)) result.session = null;
      if (dropCookie && result.session === undefined) result.session = null;
      return reply(result);
    } catch (error) {
      if (isStoreUnavailable(error)) return reply(storeFailure(error, t));
      if (!(error instanceof UpstreamError)) throw error;
      return reply(upstreamFailure(error, t));
    }
  };
}

/** Sends registered calls as this session (token "" without one), in the locale's language. */
export const sessionUpstream = (session: SessionData | null, locale: Locale, requestId: string, onCall?: (path: string) => void): BffContext['upstream'] =>
  (path, fields, { file, as } = {}) => {
    onCall?.(path);
    const own = { token: session?.token ?? '', dvId: session?.dvId ?? '', csrf: session?.csrf ?? '', lac: lacOf(locale), requestId };
    return callUpstream(path, fields, { ...own, ...as }, file);
  };

const logError = (error: Error) => log.error({ err: error }, 'bff: shared store unavailable');

/** The answer to an upstream that timed out (504) or failed (502). */
export function upstreamFailure(error: UpstreamError, t: BffContext['t']): BffResult {
  const timeout = error.kind === 'timeout';
  return {
    status: timeout ? 504 : 502,
    body: envelope(timeout ? BFF.timeout : BFF.badGateway, t(timeout ? 'bff.timeout' : 'bff.badGateway')),
  };
}

/** The shared store (Redis) did not answer: 503, and nothing was done without it. */
function storeFailure(error: StoreUnavailable, t: BffContext['t']): BffResult {
  logError(error);
  return { status: 503, body: envelope(BFF.unavailable, t('bff.unavailable')), headers: { 'retry-after': String(STORE_RETRY_AFTER_S) } };
}

export const crossSiteRefusal = (t: BffContext['t']): BffResult => ({ status: 403, body: envelope(BFF.crossSite, t('bff.crossSite')) });

/** A body refused by its headers alone: 413 by Content-Length, 415 when JSON is not declared. */
function bodyRefusal(req: NextRequest, kind: Options['body'], maxBytes: number, t: BffContext['t'], tooLarge: BffResult): BffResult | undefined {
  const length = req.headers.get('content-length');
  if (length !== null && !(Number(length) <= maxBytes)) return tooLarge;
  const declared = length !== null ? Number(length) > 0 : req.headers.has('transfer-encoding');
  if (kind === 'json' && declared && !isJson(req)) return unsupportedType(t);
  return undefined;
}

const isJson = (req: NextRequest) => req.headers.get('content-type')?.split(';')[0].trim().toLowerCase() === 'application/json';
const unsupportedType = (t: BffContext['t']): BffResult => ({ status: 415, body: envelope(BFF.unsupportedType, t('bff.unsupportedType')) });

/** The request body, or null once it passes `limit` bytes (and the rest is never read). */
export async function readCapped(req: NextRequest, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body?.getReader();
  if (!reader) return new Uint8Array();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.length;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(part.value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

async function respond({ body, status, session, cookies, headers, response }: BffResult, requestId: string): Promise<Response> {
  if (response) {
    response.headers.set('x-request-id', requestId);
    response.headers.set('cache-control', 'no-store');
    return response;
  }
  if (session === undefined && !cookies?.length) {
    // No cookie to set (most answers): a plain Response, without NextResponse's cookie jar.
    const plain = { 'content-type': 'application/json', ...headers, 'x-request-id': requestId, 'cache-control': 'no-store' };
    return new Response(JSON.stringify(body), { status: status ?? 200, headers: plain });
  }
  const res = NextResponse.json(body, { status: status ?? 200, headers });
  res.headers.set('x-request-id', requestId);
  res.headers.set('cache-control', 'no-store');
  if (session === null) res.cookies.set(SESSION_COOKIE, '', { ...sessionCookieOptions(0) });
  else if (session) res.cookies.set(SESSION_COOKIE, await sealSession(session), sessionCookieOptions());
  for (const [name, value, options] of cookies ?? []) res.cookies.set(name, value, options);
  return res;
}

/**
 * The JSON object body of a request (read by withSession up to its limit), or a 400 result:
 * the BFF forwards nothing else. Depth and entries are bounded before anything recurses.
 */
export function jsonObjectBody({ body, t }: Pick<BffContext, 'body' | 't'>): { ok: true; body: Record<string, unknown> } | { ok: false; result: BffResult } {
  const text = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
  const parsed = text ? parseBoundedJson(text) : { ok: true as const, value: {} };
  if (parsed.ok && parsed.value && typeof parsed.value === 'object' && !Array.isArray(parsed.value)) {
    return { ok: true, body: parsed.value as Record<string, unknown> };
  }
  const key = parsed.ok || parsed.reason === 'syntax' ? 'bff.notAnObject' : 'bff.tooComplex';
  return { ok: false, result: { status: 400, body: envelope(BFF.badRequest, t(key)) } };
}

/** The body parsed by the call's schema, or a 400 whose data.fieldErrors hold message keys. */
export function validate<T>(schema: z.ZodMiniType<T>, body: unknown, t: BffContext['t']): { ok: true; data: T } | { ok: false; result: BffResult } {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors = fieldErrorsOf(parsed.error);
  const fields = Object.values(fieldErrors).map((key) => (t.has(key) ? t(key) : key));
  return {
    ok: false,
    result: { status: 400, body: envelope(BFF.badRequest, t('bff.badRequest', { fields: fields.join(', ') }), { fieldErrors }) },
  };
}

/**
 * A successful answer's data as the call's `output` schema makes it (lib/contract/calls.ts):
 * the browser gets only that. Data that does not match is never passed on: a 502, logged with
 * the fields at fault (never their values).
 */
export function conform(name: string, spec: CallSpec, answer: Envelope, t: BffContext['t']): { ok: true; body: Envelope } | { ok: false; result: BffResult } {
  if (!spec.output || answer.code !== CODE_OK) return { ok: true, body: answer };
  const parsed = spec.output.safeParse(answer.data);
  if (parsed.success) return { ok: true, body: { ...answer, data: parsed.data } };
  log.warn({ call: name, fields: parsed.error.issues.slice(0, 5).map((issue) => issue.path.join('.')) }, 'bff: upstream answer does not match its schema');
  return { ok: false, result: { status: 502, body: envelope(BFF.badGateway, t('bff.badGateway')) } };
}
