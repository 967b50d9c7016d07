import 'server-only';
import { trace } from '@opentelemetry/api';
import pino, { type DestinationStream, type Logger } from 'pino';

// Structured JSON logs (one line per BFF request). Nothing secret is ever passed to the
// logger; the redaction list is the second fence in case someone logs an object carelessly.

export const REDACTED_KEYS = ['password', 'token', 'csrf', 'udata', 'payload', 'cookie', 'authorization', 'secret'];

/** The active span's trace and span ids (when tracing is on and a span is active): every line carries them. */
export function traceFields(): { traceId?: string; spanId?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}

export function createLogger(destination?: DestinationStream, { redact = true } = {}): Logger {
  const paths = REDACTED_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);
  return pino(
    {
      level: process.env.LOG_LEVEL ?? 'info',
      base: { service: 'portal' },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: traceFields,
      ...(redact && { redact: { paths, censor: '[redacted]' } }),
    },
    destination,
  );
}

export const log = createLogger();
/**
 * The request lines' own logger: a RequestLine holds only the fields below (ids, paths without
 * their query, numbers), never a secret, so the redaction pass, a quarter of a line's cost in
 * the bench:bff profile, is skipped for them. Everything else goes through `log`.
 */
const requestLog = createLogger(undefined, { redact: false });

/** The one line per BFF request (spec of the operations issue). */
export type RequestLine = {
  requestId: string;
  method: string;
  route: string; // BFF route, e.g. /api/call/notice/unread
  upstream?: string; // upstream paths called, comma-separated
  status: number; // HTTP status answered to the browser
  code?: number; // envelope code answered (upstream's or the BFF's own)
  ms: number; // duration
};

export function logRequest(line: RequestLine, logger: Logger = requestLog) {
  const level = line.status >= 500 ? 'error' : line.status >= 400 ? 'warn' : 'info';
  // Only the known fields, whatever else the object carries.
  const { requestId, method, route, upstream, status, code, ms } = line;
  logger[level]({ requestId, method, route, upstream, status, code, ms }, 'bff request');
}
