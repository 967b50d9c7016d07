import 'server-only';
import { trace } from '@opentelemetry/api';
import pino, { type DestinationStream, type Logger } from 'pino';

// Structured JSON logs (one line per BFF request). Nothing secret is ever passed to the
// logger; the redaction list is the second fence in case someone logs an object carelessly.

export const REDACTED_KEYS = ['password', 'token', 'csrf', 'udata', 'payload', 'cookie', 'authorization', 'secret'];
/** Fields of personal data (lib/contract/*): no log line holds them, and a recorded exchange holds their strings redacted. */
export const PERSONAL_KEYS = ['realname', 'name', 'nickname', 'transferee_name', 'phone', 'email', 'idnumber', 'address', 'holder', 'card', 'number', 'tel', 'mobile'];
/** The other names passwords travel under (store/uppass: old, password2, repeat; every pass2). */
const PASSWORD_KEY = /pass|^old$|^repeat$/i;

export const CENSOR = '[redacted]';

/** pino's levels (numbers in each line: 10 trace, 20 debug, 30 info, 40 warn, 50 error, 60 fatal); `silent` writes nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * A copy of `value` with the logging rules applied at every depth (bounded): a secret's value
 * whatever its type, a personal field's strings (its numbers are flags and counts: "is a phone
 * bound"). What the recorder writes (lib/upstream/record.ts); the logger redacts the same keys.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 12) return CENSOR;
  if (Array.isArray(value)) return value.slice(0, 1000).map((v) => redact(v, depth + 1));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value).slice(0, 500)) {
    const lower = key.toLowerCase();
    if (REDACTED_KEYS.includes(lower) || PASSWORD_KEY.test(key)) out[key] = CENSOR;
    else if (PERSONAL_KEYS.includes(lower)) out[key] = typeof v === 'string' ? CENSOR : redact(v, depth + 1);
    else out[key] = redact(v, depth + 1);
  }
  return out;
}

/** The active span's trace and span ids (when tracing is on and a span is active): every line carries them. */
export function traceFields(): { traceId?: string; spanId?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}

export function createLogger(destination?: DestinationStream, { redact = true } = {}): Logger {
  const paths = [...REDACTED_KEYS, ...PERSONAL_KEYS].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);
  return pino(
    {
      // A bad LOG_LEVEL is reported by the start-up check (lib/upstream/config.ts) with its
      // name; until it stops the process, lines are written at info, never a throw from pino.
      level: (LOG_LEVELS as readonly string[]).includes(process.env.LOG_LEVEL ?? '') ? process.env.LOG_LEVEL : 'info',
      base: { service: 'portal' },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: traceFields,
      // An error is its kind, message and stack, nothing else: its other fields (a request, a
      // client's options) could hold what no line may; `name`, since class names are minified.
      serializers: { err: (err: unknown) => (err instanceof Error ? { type: err.name, message: err.message, stack: err.stack } : err) },
      ...(redact && { redact: { paths, censor: CENSOR } }),
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
