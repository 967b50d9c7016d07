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

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
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
      help: 'Sessions ended before their expiry, by kind (logout, account).',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
  };
}

/** The metrics of this process (created on first use, shared by the server entry and every route bundle). */
export const metrics = () => processWide('metrics', create);
