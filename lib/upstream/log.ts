import 'server-only';
import pino, { type DestinationStream, type Logger } from 'pino';

// Structured JSON logs (one line per BFF request). Nothing secret is ever passed to the
// logger; the redaction list is the second fence in case someone logs an object carelessly.

export const REDACTED_KEYS = ['password', 'token', 'csrf', 'udata', 'payload', 'cookie', 'authorization', 'secret'];

export function createLogger(destination?: DestinationStream): Logger {
  const paths = REDACTED_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);
  return pino(
    {
      level: process.env.LOG_LEVEL ?? 'info',
      base: { service: 'portal' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths, censor: '[redacted]' },
    },
    destination,
  );
}

export const log = createLogger();

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

export function logRequest(line: RequestLine, logger: Logger = log) {
  const level = line.status >= 500 ? 'error' : line.status >= 400 ? 'warn' : 'info';
  logger[level](line, 'bff request');
}
