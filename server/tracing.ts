import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { enableTracing } from '@/lib/ops/tracing';

// OpenTelemetry, set up by the server entry before Next loads (the manual NodeTracerProvider
// set-up of Next's OpenTelemetry guide, in our own entry rather than instrumentation.ts so that
// the entry's own span per request has a provider too). Only when an OTLP endpoint is set: then
// spans are batched and sent over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces
// (the exporter reads the standard OTEL_* variables itself). Otherwise nothing is registered and
// the OpenTelemetry API stays a no-op.

let provider: NodeTracerProvider | undefined;

export function startTracing(endpoint: string | undefined) {
  if (!endpoint) return;
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || 'service-center-portal' }),
    // Bounded: at most 2048 spans wait in memory; more are dropped, never queued without end.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter(), { maxQueueSize: 2048, maxExportBatchSize: 512 })],
  });
  // Registers the provider, the W3C trace-context propagator and the AsyncLocalStorage context manager.
  provider.register();
  enableTracing();
}

/** Sends the spans still waiting (at shutdown), within `ms`. */
export async function stopTracing(ms = 2000) {
  if (!provider) return;
  await Promise.race([provider.shutdown().catch(() => undefined), new Promise((r) => setTimeout(r, ms).unref())]);
}
