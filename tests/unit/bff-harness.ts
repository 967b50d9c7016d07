import { NextRequest } from 'next/server';
import { devEnv } from '@/scripts/dev-env.mjs';
import { createStub, type Stub } from '@/tests/upstream-stub/server';

// Drives the real BFF route handlers against the stub upstream (started on a free port), as a
// browser or a hostile client would: requests are NextRequests, answers are read back whole.

type Handler = (req: NextRequest, route: { params: Promise<never> }) => Promise<Response>;
export type Answer = { status: number; body: { code: number; msg: string; data: unknown }; headers: Headers; cookies: Record<string, string> };

/** Starts the stub for the file's tests and points the portal's configuration at it. */
export function withBff(env: Record<string, string> = {}) {
  const harness = {} as { stub: Stub };
  beforeAll(async () => {
    harness.stub = createStub({ control: true });
    await harness.stub.listen(0);
    Object.assign(process.env, devEnv(Number(new URL(harness.stub.origin).port)), env);
  });
  afterAll(() => harness.stub.close());
  return harness;
}

export const ORIGIN = 'http://localhost';

type Init = {
  method?: string;
  body?: unknown; // an object is sent as JSON; a string or stream as is
  cookie?: string;
  headers?: Record<string, string>;
  peer?: string; // the socket's address (the server hook's header)
};

export function request(path: string, { method = 'POST', body, cookie, headers = {}, peer = '127.0.0.1' }: Init = {}): NextRequest {
  const json = body !== undefined && body !== null && typeof body === 'object' && !(body instanceof ReadableStream) && !(body instanceof FormData);
  return new NextRequest(`${ORIGIN}${path}`, {
    method,
    headers: {
      host: 'localhost',
      origin: ORIGIN,
      'x-portal-peer': peer,
      ...(json && { 'content-type': 'application/json' }),
      ...(cookie && { cookie }),
      ...headers,
    },
    body: json ? JSON.stringify(body) : (body as BodyInit | undefined),
    ...(body instanceof ReadableStream && { duplex: 'half' }),
  } as ConstructorParameters<typeof NextRequest>[1]);
}

/** Calls a route handler and reads its answer. */
export async function send(handler: unknown, req: NextRequest, params: object = {}): Promise<Answer> {
  const res = await (handler as Handler)(req, { params: Promise.resolve(params as never) });
  const text = await res.text();
  const cookies: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    cookies[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers, cookies };
}

export const routes = {
  login: () => import('@/app/api/auth/login/route').then((m) => m.POST),
  logout: () => import('@/app/api/auth/logout/route').then((m) => m.POST),
  session: () => import('@/app/api/session/route').then((m) => m.GET),
  call: () => import('@/app/api/call/[...path]/route').then((m) => m.POST),
  upload: () => import('@/app/api/upload/route').then((m) => m.POST),
};

/** Signs in through the login route; answers the cookie header of the new session. */
export async function signIn(username = 'operator', init: Init = {}): Promise<{ cookie: string; answer: Answer }> {
  const answer = await send(await routes.login(), request('/api/auth/login', { ...init, body: { username, password: '123456' } }));
  if (answer.body.code !== 20000) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  const cookie = Object.entries(answer.cookies)
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  return { cookie, answer };
}

/** Calls POST /api/call/<path> as the cookie's session. */
export async function call(path: string, body: unknown, init: Init = {}): Promise<Answer> {
  return send(await routes.call(), request(`/api/call/${path}`, { ...init, body }), { path: path.split('/') });
}
