import { context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';
import { traceFields } from '@/lib/upstream/log';
import { opsConfig } from '@/server/env';

// The server entry's own settings (server/env.ts) and the trace ids in log lines (lib/upstream/log.ts).

describe('opsConfig', () => {
  it('defaults: metrics on 9464, no tracing', () => {
    expect(opsConfig({})).toEqual({ config: { metricsPort: 9464, otlpEndpoint: undefined }, problems: [] });
  });

  it('takes a metrics port and an OTLP endpoint', () => {
    expect(opsConfig({ METRICS_PORT: '9100', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).config).toEqual({ metricsPort: 9100, otlpEndpoint: 'http://collector:4318' });
  });

  it('lists every bad value at once', () => {
    const { config, problems } = opsConfig({ METRICS_PORT: 'x', OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' });
    expect(config).toBeUndefined();
    expect(problems).toHaveLength(3);
    expect(opsConfig({ METRICS_PORT: '70000' }).problems[0]).toMatch(/METRICS_PORT/);
  });

  it('never serves metrics on the public port', () => {
    expect(opsConfig({ PORT: '9464' }).problems[0]).toMatch(/must differ from PORT/);
  });
});

describe('traceFields (the log mixin)', () => {
  it('is empty without an active span, and names the trace and span inside one', () => {
    expect(traceFields()).toEqual({});
    const manager = new AsyncLocalStorageContextManager().enable();
    context.setGlobalContextManager(manager);
    try {
      const span = new BasicTracerProvider().getTracer('test').startSpan('x');
      const fields = context.with(trace.setSpan(context.active(), span), traceFields);
      expect(fields).toEqual({ traceId: span.spanContext().traceId, spanId: span.spanContext().spanId });
      span.end();
    } finally {
      context.disable();
    }
  });
});
