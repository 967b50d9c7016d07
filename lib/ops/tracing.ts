import { context, propagation, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { processWide } from './processWide';

// Traces (issue 40): the server entry (server/tracing.ts) registers an OpenTelemetry tracer
// provider only when OTEL_EXPORTER_OTLP_ENDPOINT is set, and says so here, once per process (processWide: the
// entry and Next's route bundles each have their own copy of this module, but share the
// OpenTelemetry API's global state). With tracing off, nothing below creates anything.
// Spans carry paths, codes and outcomes only: never a payload, a token or a user's name.

const state = () => processWide('tracing', () => ({ on: false }));

export const TRACER = 'service-center-portal';
export const tracingEnabled = () => state().on;
export const enableTracing = () => void (state().on = true);

/** A child span of the active one for an upstream call, or undefined when tracing is off. */
export function startUpstreamSpan(path: string): Span | undefined {
  if (!tracingEnabled()) return undefined;
  return trace.getTracer(TRACER).startSpan(`upstream ${path}`, { kind: SpanKind.CLIENT, attributes: { 'portal.upstream.path': path } });
}

/** Adds the W3C traceparent of `span` to the headers of the upstream request. */
export function injectTrace(span: Span | undefined, headers: Record<string, string>) {
  if (span) propagation.inject(trace.setSpan(context.active(), span), headers);
}

/** Ends an upstream span with its outcome (ok, code_<n>, timeout, error). */
export function endUpstreamSpan(span: Span | undefined, outcome: string) {
  if (!span) return;
  span.setAttribute('portal.upstream.outcome', outcome);
  if (outcome === 'timeout' || outcome === 'error') span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
  span.end();
}
