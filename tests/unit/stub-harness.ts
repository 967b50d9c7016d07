import { stubClient } from '@/tests/upstream-stub/client';
import { createStub, type Stub } from '@/tests/upstream-stub/server';

/** Starts the stub upstream for the file's tests (on a free port) with a raw client. */
export function withStub(options?: Parameters<typeof createStub>[0]) {
  const harness = {} as { stub: Stub; client: ReturnType<typeof stubClient> };
  beforeAll(async () => {
    harness.stub = createStub(options);
    await harness.stub.listen(0);
    harness.client = stubClient(harness.stub.origin);
  });
  afterAll(() => harness.stub.close());
  return harness;
}
