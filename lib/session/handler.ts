import 'server-only';
import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import type * as z from 'zod/mini';
import { BFF, FORCED_LOGOUT_CODES, type Envelope } from '@/lib/contract/codes';
import { lacOf, LOCALE_COOKIE, localeOf, type Locale } from '@/lib/contract/locale';
import { fieldErrorsOf } from '@/lib/contract/schema';
import { translator } from '@/lib/i18n/messages';
import { callUpstream, UpstreamError, type CallContext, type UploadFile } from '@/lib/upstream/client';
import { logRequest } from '@/lib/upstream/log';
import { readSession, SESSION_COOKIE, sealSession, sessionCookieOptions, type SessionData } from './session';

// Every BFF route handler is wrapped here (DESIGN "withSession"): the cross-site check, the
// session, the locale, the upstream errors and the cookie updates are handled once.

export type BffContext = {
  req: NextRequest;
  session: SessionData | null;
  locale: Locale;
  t: ReturnType<typeof translator>;
  /** Sends a registered call as this session (token "" before login), or as `as` says. */
  upstream: (path: string, fields: Record<string, unknown>, options?: { file?: UploadFile; as?: Partial<CallContext> }) => Promise<Envelope>;
};

/** What a handler answers: the envelope, an HTTP status, and a session to store (null: clear). */
export type BffResult = { body: Envelope; status?: number; session?: SessionData | null; cookies?: CookieSet[]; headers?: Record<string, string> };
type CookieSet = [name: string, value: string, options: Parameters<NextResponse['cookies']['set']>[2]];

type Options = { auth: boolean };

export const envelope = <T>(code: number, msg: string, data: T = null as T): Envelope<T> => ({ code, msg, data });

/** A caller's request id is kept only when it looks like one (it goes into logs and headers). */
const validRequestId = (id: string | null) => (id && /^[\w.:-]{8,128}$/.test(id) ? id : undefined);

/** Refuses a state-changing request that another site made the browser send. */
function crossSite(req: NextRequest): boolean {
  const site = req.headers.get('sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = req.headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== req.headers.get('host');
  } catch {
    return true;
  }
}

export function withSession<P>(
  handler: (ctx: BffContext, params: P) => Promise<BffResult>,
  { auth }: Options = { auth: true },
) {
  return async (req: NextRequest, route: { params: Promise<P> }): Promise<NextResponse> => {
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

    if (req.method !== 'GET' && crossSite(req)) {
      return reply({ status: 403, body: envelope(BFF.crossSite, t('bff.crossSite')) });
    }
    const session = await readSession(req.cookies.get(SESSION_COOKIE)?.value);
    if (auth && !session?.token) {
      return reply({ status: 401, body: envelope(BFF.notSignedIn, t('bff.notSignedIn')), session: null });
    }
    const ctx: BffContext = {
      req,
      session,
      locale,
      t,
      upstream: (path, fields, { file, as } = {}) => {
        called.push(path);
        const own = { token: session?.token ?? '', dvId: session?.dvId ?? '', csrf: session?.csrf ?? '', lac: lacOf(locale), requestId };
        return callUpstream(path, fields, { ...own, ...as }, file);
      },
    };
    try {
      const result = await handler(ctx, await route.params);
      // The upstream ended the session: drop ours too, so the guard sends the user to /login.
      if (FORCED_LOGOUT_CODES.includes(result.body.code)) result.session = null;
      return reply(result);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      return reply(upstreamFailure(error, t));
    }
  };
}

/** The answer to an upstream that timed out (504) or failed (502). */
export function upstreamFailure(error: UpstreamError, t: BffContext['t']): BffResult {
  const timeout = error.kind === 'timeout';
  return {
    status: timeout ? 504 : 502,
    body: envelope(timeout ? BFF.timeout : BFF.badGateway, t(timeout ? 'bff.timeout' : 'bff.badGateway')),
  };
}

async function respond({ body, status, session, cookies, headers }: BffResult, requestId: string) {
  const res = NextResponse.json(body, { status: status ?? 200, headers });
  res.headers.set('x-request-id', requestId);
  res.headers.set('cache-control', 'no-store');
  if (session === null) res.cookies.set(SESSION_COOKIE, '', { ...sessionCookieOptions(0) });
  else if (session) res.cookies.set(SESSION_COOKIE, await sealSession(session), sessionCookieOptions());
  for (const [name, value, options] of cookies ?? []) res.cookies.set(name, value, options);
  return res;
}

/** The JSON object body of a request, or a 400/413 result: the BFF forwards nothing else. */
export async function jsonObjectBody(
  req: NextRequest,
  t: BffContext['t'],
  limit = 64 * 1024,
): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; result: BffResult }> {
  const text = await req.text();
  if (Buffer.byteLength(text) > limit) {
    return { ok: false, result: { status: 413, body: envelope(BFF.tooLarge, t('bff.tooLarge')) } };
  }
  try {
    const body: unknown = text ? JSON.parse(text) : {};
    if (body && typeof body === 'object' && !Array.isArray(body)) return { ok: true, body: body as Record<string, unknown> };
  } catch {
    /* answered below */
  }
  return { ok: false, result: { status: 400, body: envelope(BFF.badRequest, t('bff.notAnObject')) } };
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
