import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import next from 'next';
import { methodLabel, metrics } from '@/lib/ops/metrics';
import { TRACER, tracingEnabled } from '@/lib/ops/tracing';
import { dependencyCheckOf, directHandler, GRACE_MS, isDraining, PEER_HEADER, startDraining } from '@/lib/upstream/lifecycle';
import { config, exitOnBadConfig } from '@/lib/upstream/config';
import { log } from '@/lib/upstream/log';
import { onStop } from './process';
import { routeLabel } from './routes';
import { startTracing, stopTracing } from './tracing';

// The portal's server: it owns the http.Server and hands what it does not answer itself to
// Next through Next's custom-server API (next(), app.prepare(), app.getRequestHandler()).
// Per request: the client's socket address into the peer header (overwriting whatever the
// client sent), the BFF's forward of plain `POST /api/call/<path>` and its exports
// (`GET|HEAD /api/export/<list>`, which need the Node response's end) before Next's routing
// (lib/session/direct.ts, handed over by instrumentation.ts), a span when tracing is on, and
// http_server_request_duration_seconds when the answer is finished. Besides: Prometheus text on
// METRICS_PORT (never on the public port), and the drain on SIGTERM/SIGINT.
// Started by server/dev.ts (npm run dev) and server/prod.ts (built into .next/standalone).

export type StartOptions = { dev: boolean; dir: string };

export async function main({ dev, dir }: StartOptions) {
  // Every variable the server reads, the app's and the entry's, in one pass; exit 1 before
  // anything listens (lib/upstream/config.ts).
  exitOnBadConfig();
  const { port, hostname, metricsPort, metricsHostname, keepAliveMs, otlpEndpoint } = config().server;
  startTracing(otlpEndpoint);
  metrics(); // the registry is made here, before Next's code can count into it

  const server = createServer();
  const app = next({ dev, dir, hostname: hostname ?? 'localhost', port, httpServer: server });
  await app.prepare();
  const handle = app.getRequestHandler();
  const tracer = trace.getTracer(TRACER);

  /** The direct forward when it takes the request, else Next. */
  const dispatch = (req: IncomingMessage, res: ServerResponse) => {
    // Metrics are never served here (the guard would send a stranger to the login page instead).
    if (/^\/metrics(?:[/?]|$)/.test(req.url ?? '')) {
      res.statusCode = 404;
      return void res.end();
    }
    if (directHandler()?.(req, res)) return;
    handle(req, res).catch((error: unknown) => {
      log.error({ err: error }, 'server: request failed');
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
    const started = performance.now();
    const route = routeLabel(req.url);
    const method = methodLabel(req.method);
    res.once('finish', () => {
      metrics().httpDuration.observe({ route, method, status: String(res.statusCode) }, (performance.now() - started) / 1000);
    });
    if (!tracingEnabled()) return dispatch(req, res);
    // The request's span continues the caller's trace (W3C traceparent) when it sends one.
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const span = tracer.startSpan(`${method} ${route}`, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'http.route': route } }, parent);
    res.once('close', () => {
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500 || !res.writableFinished) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    context.with(trace.setSpan(parent, span), dispatch, undefined, req, res);
  });

  // Bounds on what one client can hold: headers within 20 s, a whole request within 60 s.
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  // Idle keep-alive: above the balancer's own idle time (KEEP_ALIVE_TIMEOUT), so that the
  // balancer, not the portal, closes an idle connection and never sends on one just closed.
  if (keepAliveMs) server.keepAliveTimeout = keepAliveMs;
  await listen(server, port, hostname);
  const metricsServer = await startMetricsServer(metricsPort, metricsHostname);
  log.info({ port, hostname, metricsPort, metricsHostname, keepAliveMs: server.keepAliveTimeout, dev, tracing: tracingEnabled() }, 'portal listening');

  const drain = (signal: NodeJS.Signals) => {
    if (isDraining()) return;
    startDraining(); // /api/ready answers 503 from now on
    log.info({ signal, graceMs: GRACE_MS }, 'shutting down: draining requests in flight');
    const exit = async (reason: string) => {
      log.info({ reason }, 'shut down');
      await stopTracing();
      process.exit(0);
    };
    // Keep-alive connections that fall idle after their last answer are closed as they do.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    metricsServer.close();
    server.close(() => {
      clearInterval(sweep);
      void exit('drained');
    });
    setTimeout(() => {
      server.closeAllConnections();
      void exit(`grace period of ${GRACE_MS} ms over`);
    }, GRACE_MS).unref();
  };
  onStop(drain); // SIGTERM/SIGINT were the process's since its first line (server/process.ts)
}

/** This instance and its dependencies, for a dashboard: always 200; `status` says which. */
async function status() {
  const check = dependencyCheckOf();
  const dependencies = check ? await check() : undefined;
  const healthy = !!dependencies && dependencies.upstream && dependencies.store.up && !isDraining();
  return { status: healthy ? 'ok' : 'degraded', draining: isDraining(), ...(dependencies ?? { prepared: false }) };
}

function listen(server: Server, port: number, hostname: string | undefined) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * The metrics port, for Prometheus and dashboards only: GET /metrics, this process's metrics as
 * Prometheus text; GET /status, JSON of this instance's readiness and of the shared
 * dependencies (the upstream, the store), which readiness never asks (lib/ops/dependencies.ts).
 * Anything else 404.
 */
async function startMetricsServer(port: number, hostname: string | undefined) {
  const { registry } = metrics();
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method === 'GET' && path === '/status') return void status().then((body) => res.setHeader('content-type', 'application/json').end(JSON.stringify(body)));
    if (req.method !== 'GET' || path !== '/metrics') {
      res.statusCode = 404;
      return res.end();
    }
    registry.metrics().then(
      (text) => {
        res.setHeader('content-type', registry.contentType);
        res.end(text);
      },
      () => {
        res.statusCode = 500;
        res.end();
      },
    );
  });
  server.requestTimeout = 10_000;
  // Not being able to serve metrics is reported (and the scrape target shows down), but it does
  // not stop the portal from serving its users.
  await listen(server, port, hostname).catch((error: Error) => log.error({ err: error, port, hostname }, 'metrics server could not listen'));
  return server;
}
