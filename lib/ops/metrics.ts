import 'server-only';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { dependencyCheckOf } from '@/lib/upstream/lifecycle';
import { processWide } from './processWide';

// The portal's Prometheus metrics (issue 40), one registry per process, kept on globalThis:
// the server entry, the guard (proxy.ts) and the route handlers are bundled apart and must
// count into the same registry. Served as Prometheus text on METRICS_PORT (default 9464,
// path /metrics) by the server entry, never on the public port. Every label is bounded: a
// route template or a registry call path (anything else is `other`), a method from a fixed
// list, a status code, an outcome from a fixed list.

export const OTHER = 'other';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** A request's method as a label: one of the HTTP methods, else `other`. */
export const methodLabel = (method: string | undefined) => (method && METHODS.has(method) ? method : OTHER);

/** How an upstream call ended: ok, the upstream's own error code (as `code_<n>`), a timeout or an error. */
export type UpstreamOutcome = 'ok' | 'timeout' | 'error' | `code_${number}` | 'code_other';

/**
 * What became of a money move (a call marked `once`) whose answer was lost after its request was
 * written: `unknown` when the answer is lost, then how it was settled from the upstream's records:
 * `applied`, `not_applied`, or `unsettled` (still unknown when the settle window ended).
 */
export type OnceOutcome = 'unknown' | 'applied' | 'not_applied' | 'unsettled';
const ONCE_OUTCOMES: OnceOutcome[] = ['unknown', 'applied', 'not_applied', 'unsettled'];
function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  // Counted as `unknown` when the answer is lost, then once more as it is settled (OnceOutcome).
  // Every call x outcome starts at 0 (32 series): increase() sees no rise in a series whose first
  // sample is already 1, so the first unsettled move on a pod would otherwise never alert.
  const onceOutcomes = new Counter({
    name: 'portal_once_outcomes_total',
    help: 'Money moves (calls marked once) whose answer was lost, by call path and outcome: unknown (the answer was lost after the request was written), then how each was settled: applied, not_applied, unsettled (still unknown when the settle window ended).',
    labelNames: ['call', 'outcome'] as const,
    registers: [registry],
  });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_server_request_duration_seconds',
      help: 'Time to answer a request, by route template, method and status.',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: seconds,
      registers: [registry],
    }),
    upstreamDuration: new Histogram({
      name: 'portal_upstream_request_duration_seconds',
      help: 'Time of an upstream call, by call path and outcome (ok, code_<n>, timeout, error).',
      labelNames: ['path', 'outcome'] as const,
      buckets: seconds,
      registers: [registry],
    }),
    upstreamCodes: new Counter({
      name: 'portal_upstream_codes_total',
      help: 'Envelope codes answered by the upstream, by call path and code.',
      labelNames: ['path', 'code'] as const,
      registers: [registry],
    }),
    storeErrors: new Counter({
      name: 'portal_store_errors_total',
      help: 'Shared-store operations that failed (the store could not be reached or refused), by operation.',
      labelNames: ['op'] as const,
      registers: [registry],
    }),
    loginFailures: new Counter({
      name: 'portal_login_failures_total',
      help: 'Sign-ins refused, by reason (credentials, limited, invalid, upstream).',
      labelNames: ['reason'] as const,
      registers: [registry],
    }),
    // Asked at each scrape (the upstream within 1 s, the store's PING): what readiness no longer
    // looks at (lib/ops/dependencies.ts). No series until Next is prepared.
    dependencyUp: new Gauge({
      name: 'portal_dependency_up',
      help: 'Whether a shared dependency answers this instance: 1 yes, 0 no (dependency: upstream, store).',
      labelNames: ['dependency'] as const,
      registers: [registry],
      async collect() {
        const check = dependencyCheckOf();
        if (!check) return;
        const { upstream, store } = await check();
        this.set({ dependency: 'upstream' }, Number(upstream));
        this.set({ dependency: 'store' }, Number(store.up));
      },
    }),
    sessionsRevoked: new Counter({
      name: 'portal_sessions_revoked_total',
      help: 'Sessions ended before their expiry, by kind (logout, device: signed out from another device, account).',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
    onceOutcomes,
  };
}

/** The metrics of this process (created on first use, shared by the server entry and every route bundle). */
export const metrics = () => processWide('metrics', create);

// The money moves counted so far: the first time one is, each of its outcomes starts at 0, so that
// increase() sees its first rise (a series whose first sample is already 1 shows none). Bounded:
// only the registry's `once` calls are counted.
const onceSeries = processWide('onceSeries', () => new Set<string>());

/** Counts what became of a money move whose answer was lost (lib/session/settle.ts). */
export function countOnce(call: string, outcome: OnceOutcome) {
  const counter = metrics().onceOutcomes;
  if (!onceSeries.has(call)) {
    onceSeries.add(call);
    for (const each of ONCE_OUTCOMES) counter.inc({ call, outcome: each }, 0);
  }
  counter.inc({ call, outcome });
}

