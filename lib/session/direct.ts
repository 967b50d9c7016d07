import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { NextRequest } from 'next/server';
import { SECURITY_HEADERS } from '@/lib/security/static-headers.mjs';
import { isStoreUnavailable, STORE_RETRY_AFTER_S } from '@/lib/store';
import { log } from '@/lib/upstream/log';
import { forwardCall } from './forward';

// The BFF's forward without Next's routing (issue 15, budget 1): Next spends about 0.8 ms of
// CPU per request matching a route, building its request and stores, which is as much as the
// whole forward. The server entry (server/main.ts) hands every
// `POST /api/call/<path>` whose path is plain (letters, digits, - and _; no query, no trailing
// slash) to the same handler as the route (lib/session/forward.ts), with the same headers on
// the answer; anything else goes to Next as before, which answers it the same way.

const PLAIN_CALL = /^\/api\/call\/([\w-]+(?:\/[\w-]+)*)$/;

/** Answers the request when it is a plain forward and says so; false leaves it to Next. */
export function answerDirectly(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'POST') return false;
  const match = PLAIN_CALL.exec(req.url ?? '');
  if (!match) return false;
  void forward(req, res, match[1].split('/'));
  return true;
}

async function forward(req: IncomingMessage, res: ServerResponse, path: string[]) {
  try {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (value) for (const one of value) headers.append(name, one);
    }
    // The host only names the request here; the handler compares Origin with the Host header.
    const request = new NextRequest(`http://localhost${req.url}`, { method: 'POST', headers, body: bodyOf(req), duplex: 'half' } as ConstructorParameters<typeof NextRequest>[1]);
    const answer = await forwardCall(request, { params: Promise.resolve({ path }) });
    for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
    const cookies = answer.headers.getSetCookie();
    answer.headers.forEach((value, name) => name !== 'set-cookie' && res.setHeader(name, value));
    if (cookies.length) res.setHeader('set-cookie', cookies);
    res.statusCode = answer.status;
    res.setHeader('vary', 'Accept-Encoding');
    const body = Buffer.from(await answer.arrayBuffer());
    if (body.length < GZIP_FROM || !acceptsGzip(req.headers['accept-encoding'])) return void res.end(body);
    res.setHeader('content-encoding', 'gzip');
    res.end(await gzipped(body));
  } catch (error) {
    // As Next does with a handler that throws: logged, and an empty 500 (503 when the store is away).
    log.error({ err: error }, 'bff: forward failed');
    if (!res.headersSent) {
      res.statusCode = isStoreUnavailable(error) ? 503 : 500;
      if (res.statusCode === 503) res.setHeader('retry-after', String(STORE_RETRY_AFTER_S));
    }
    res.end();
  }
}

// Next compresses every answer; here only those of 1 KB and more (smaller ones would grow).
const GZIP_FROM = 1024;
const gzipped = promisify(gzip);

/** Whether Accept-Encoding allows gzip (named or `*`, with a quality above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** The body as a web stream, read only as the handler pulls; a cancel leaves the rest unread. */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  const chunks = req[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const part = await chunks.next();
      if (part.done) controller.close();
      else controller.enqueue(part.value as Uint8Array);
    },
    cancel() {
      req.pause();
    },
  });
}
