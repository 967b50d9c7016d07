import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip, answerDirectly } from '@/lib/session/direct';
import { call, signIn, withBff } from './bff-harness';

// Issue 15, budget 1: the production request hook answers plain `POST /api/call/<path>` with the
// route's own handler, without Next's routing. Over real HTTP, as a browser or a hostile client
// sends it: the same answers as the route, the same headers as Next's, and everything that is
// not a plain forward left to Next (here a 599 marks "left").

withBff();

let server: Server;
let port: number;
let cookie: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (!answerDirectly(req, res)) res.writeHead(599).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
  ({ cookie } = await signIn());
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

type Reply = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** One request over a fresh connection; `body` may be written in chunks (no Content-Length). */
function send(path: string, { method = 'POST', headers = {}, body = '{}', chunks }: { method?: string; headers?: Record<string, string>; body?: string; chunks?: Buffer[] } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, agent: false, headers: { host: `localhost:${port}`, origin: `http://localhost:${port}`, 'content-type': 'application/json', cookie, ...headers } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    if (chunks) {
      for (const chunk of chunks) req.write(chunk);
      req.end();
    } else req.end(body);
  });
}

const json = (reply: Reply) => JSON.parse((reply.headers['content-encoding'] === 'gzip' ? gunzipSync(reply.body) : reply.body).toString('utf8'));

describe('the direct forward', () => {
  it('answers as the route does, with the headers Next gives every answer', async () => {
    const direct = await send('/api/call/notice/unread');
    const route = await call('notice/unread', {}, { cookie });
    expect(direct.status).toBe(200);
    expect(json(direct)).toEqual(route.body);
    expect(direct.headers).toMatchObject({
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      vary: 'Accept-Encoding',
    });
    expect(direct.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
    expect(direct.headers['content-encoding']).toBeUndefined(); // small answers are not compressed
  });

  it('compresses an answer of 1 KB or more when the client accepts gzip', async () => {
    const body = JSON.stringify({ page: 1, limit: 50 });
    const plain = await send('/api/call/salaries/tlong', { body });
    const zipped = await send('/api/call/salaries/tlong', { body, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(plain.body.length).toBeGreaterThanOrEqual(1024);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body.length).toBeLessThan(plain.body.length);
    expect(json(zipped)).toEqual(json(plain));
  });

  it('refuses what the route refuses: no session, another site, a body past its limit, bad JSON', async () => {
    expect((await send('/api/call/notice/unread', { headers: { cookie: '' } })).status).toBe(401);
    expect((await send('/api/call/notice/unread', { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    const declared = await send('/api/call/notice/unread', { headers: { 'content-length': String(70 * 1024) }, body: ' '.repeat(70 * 1024) });
    expect(declared.status).toBe(413);
    const streamed = await send('/api/call/notice/unread', { chunks: Array.from({ length: 8 }, () => Buffer.alloc(16 * 1024, 0x20)) });
    expect(streamed.status).toBe(413);
    expect((await send('/api/call/notice/unread', { body: '{"a":' })).status).toBe(400);
    expect((await send('/api/call/no/such-call')).status).toBe(404);
  });

  it('clears a cookie that is no session, as the route does', async () => {
    const reply = await send('/api/call/notice/unread', { headers: { cookie: 'portal_session=forged' } });
    expect(reply.status).toBe(401);
    expect(String(reply.headers['set-cookie'])).toMatch(/Max-Age=0/i);
  });

  it.each([
    ['GET', '/api/call/notice/unread'],
    ['POST', '/api/call/notice/unread?x=1'],
    ['POST', '/api/call/notice/unread/'],
    ['POST', '/api/call/notice%2Funread'],
    ['POST', '/api/call/../health'],
    ['POST', '/api/call/'],
    ['POST', '/api/callx/notice/unread'],
  ])('leaves %s %s to Next', async (method, path) => {
    expect((await send(path, { method, body: method === 'GET' ? '' : '{}' })).status).toBe(599);
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['identity', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => expect(acceptsGzip(header)).toBe(expected));
});
