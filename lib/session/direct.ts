import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { constants as zlib, createGzip, gzip } from 'node:zlib';
import { NextRequest } from 'next/server';
import { SECURITY_HEADERS } from '@/lib/security/static-headers.mjs';
import { isStoreUnavailable, STORE_RETRY_AFTER_S } from '@/lib/store';
import { log } from '@/lib/upstream/log';
import { EXPORT_READ_GRACE_MS, exportHead, exportRoute, type ExportOptions } from './export';
import { forwardCall } from './forward';

// The BFF's forward without Next's routing (issue 15, budget 1): Next spends about 0.8 ms of
// CPU per request matching a route, building its request and stores, which is as much as the
// whole forward. The server entry (server/main.ts) hands every
// `POST /api/call/<path>` whose path is plain (letters, digits, - and _; no query, no trailing
// slash) to the same handler as the route (lib/session/forward.ts), with the same headers on
// the answer; anything else goes to Next as before, which answers it the same way.
//
// Exports too (`GET|HEAD /api/export/<list>` of a plain name, with its query): not for the CPU
// but for the Node response, whose end the export's claim waits for (lib/session/export.ts,
// ExportDelivery). The route sees only its body's end, which for a small file is as soon as it
// is walked, however little of it the reader has taken.

const PLAIN_CALL = /^\/api\/call\/([\w-]+(?:\/[\w-]+)*)$/;
const PLAIN_EXPORT = /^\/api\/export\/([\w-]+)(?:\?.*)?$/;

/** Answers the request when it is a plain forward or export and says so; false leaves it to Next. */
export function answerDirectly(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '';
  if (req.method === 'POST') {
    const match = PLAIN_CALL.exec(url);
    if (!match) return false;
    void answered(res, forward(req, res, match[1].split('/')));
    return true;
  }
  if (req.method === 'GET' || req.method === 'HEAD') {
    const match = PLAIN_EXPORT.exec(url);
    if (!match) return false;
    void answered(res, answerExport(req, res, match[1]));
    return true;
  }
  return false;
}

async function forward(req: IncomingMessage, res: ServerResponse, path: string[]) {
  // The host only names the request here; the handler compares Origin with the Host header.
  const request = new NextRequest(`http://localhost${req.url}`, { method: 'POST', headers: headersOf(req), body: bodyOf(req), duplex: 'half' } as ConstructorParameters<typeof NextRequest>[1]);
  await send(req, res, await forwardCall(request, { params: Promise.resolve({ path }) }));
}

/**
 * An export, by the route's own handler, given its Node response: the export ends when the
 * response has been handed whole to the system or its connection closed, and destroys it when it
 * is cut (signed out, a bound passed). The request's signal aborts when the connection closes
 * first, from the start: before the first page came, too. `options`: a test's shorter bounds.
 */
export async function answerExport(req: IncomingMessage, res: ServerResponse, list: string, options: Omit<ExportOptions, 'delivery'> = {}) {
  if (req.method === 'HEAD') return send(req, res, await exportHead());
  const gone = new AbortController();
  const closed = new Promise<boolean>((resolve) =>
    res.once('close', () => {
      if (!res.writableFinished) {
        gone.abort();
        return resolve(false);
      }
      // Written whole is handed to the system, not read: a small file is at once, however little
      // the reader takes (and the connection may close after it as soon). The claim waits a
      // moment more, so that unread downloads cannot be had at once: one per moment, which an
      // export asked right after another still waits out (EXPORT_CLAIM_WAIT_MS).
      setTimeout(() => resolve(true), EXPORT_READ_GRACE_MS).unref();
    }),
  );
  const request = new NextRequest(`http://localhost${req.url}`, { method: 'GET', headers: headersOf(req), signal: gone.signal });
  const handler = exportRoute({ ...options, delivery: { closed, destroy: () => res.destroy() } });
  await send(req, res, await handler(request, { params: Promise.resolve({ list }) }));
}

/** As Next does with a handler that throws: logged, and an empty 500 (503 when the store is away). */
async function answered(res: ServerResponse, answering: Promise<void>) {
  try {
    await answering;
  } catch (error) {
    log.error({ err: error }, 'bff: forward failed');
    if (!res.headersSent) {
      res.statusCode = isStoreUnavailable(error) ? 503 : 500;
      if (res.statusCode === 503) res.setHeader('retry-after', String(STORE_RETRY_AFTER_S));
    }
    res.end();
  }
}

/** The request's headers as a Headers (repeated ones appended). */
function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (value) for (const one of value) headers.append(name, one);
  }
  return headers;
}

/**
 * Writes an answer with the headers Next gives it: the security headers, its own, compressed
 * when the client accepts gzip as Next compresses (a JSON envelope of 1 KB and more, whole; a
 * CSV as it streams, flushed per chunk as Next flushes). A file's body is written as it is
 * pulled, a chunk at a time, waiting for the socket; when the response closes first the body is
 * cancelled.
 */
async function send(req: IncomingMessage, res: ServerResponse, answer: Response) {
  for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
  const cookies = answer.headers.getSetCookie();
  answer.headers.forEach((value, name) => name !== 'set-cookie' && res.setHeader(name, value));
  if (cookies.length) res.setHeader('set-cookie', cookies);
  res.statusCode = answer.status;
  res.setHeader('vary', 'Accept-Encoding');
  const gzipOk = acceptsGzip(req.headers['accept-encoding']);
  const type = answer.headers.get('content-type') ?? '';
  if (!answer.body || type.startsWith('application/json')) {
    const body = Buffer.from(await answer.arrayBuffer());
    if (body.length < GZIP_FROM || !gzipOk) return void res.end(body);
    res.setHeader('content-encoding', 'gzip');
    return void res.end(await gzipped(body));
  }
  const source = Readable.from(chunksOf(answer.body), { objectMode: false, highWaterMark: 1 });
  // A cut export (or a reader gone) fails the pipeline: the response is destroyed, and that is all.
  if (!gzipOk || !COMPRESSIBLE.test(type)) return pipeline(source, res).catch(() => undefined);
  res.setHeader('content-encoding', 'gzip');
  await pipeline(source, createGzip({ flush: zlib.Z_SYNC_FLUSH }), res).catch(() => undefined);
}

/** The chunks of a web stream; stopped early (the response closed first), the stream is cancelled. */
async function* chunksOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) yield part.value;
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

// Next compresses every answer; here only those of 1 KB and more (smaller ones would grow).
const GZIP_FROM = 1024;
/** A streamed body Next's compression would compress (an export's CSV; its .xlsx is a zip already). */
const COMPRESSIBLE = /^text\//;
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
