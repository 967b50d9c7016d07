import { context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';
import { traceFields } from '@/lib/upstream/log';

// The trace ids in log lines (lib/upstream/log.ts).

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
