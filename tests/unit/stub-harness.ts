import { accountOf, type Account } from '@/tests/upstream-stub/accounts';
import { stubClient } from '@/tests/upstream-stub/client';
import { handlerFor, memberOf, type CallContext } from '@/tests/upstream-stub/handlers';
import type { Lac } from '@/tests/upstream-stub/i18n';
import { createStub, type Stub } from '@/tests/upstream-stub/server';
import { defaultOptions, freshState, type StubOptions } from '@/tests/upstream-stub/state';

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

type ContextOptions = Partial<Pick<StubOptions, 'members' | 'fullRows' | 'seed' | 'now'>> & {
  account?: string; // who calls when a call names no one; default operator
  lac?: Lac; // default 3 (en-US)
};

/**
 * A stub state without a server, for calling handlers directly: `ctx` builds the context of
 * one call by a sign-in account, `call` runs a path's handler with it.
 */
export function stubContext({ account: defaultAccount = 'operator', lac: defaultLac = 3, ...options }: ContextOptions = {}) {
  const state = freshState({ ...defaultOptions(), ...options }, () => 'http://127.0.0.1');
  const accountNamed = (username: string): Account => {
    const found = accountOf(username);
    if (!found) throw new Error(`${username} is not a sign-in account`);
    return found;
  };
  const ctx = (username = defaultAccount, payload: Record<string, unknown> = {}, lac: Lac = defaultLac): CallContext => {
    const account = accountNamed(username);
    return { state, account, me: memberOf(state, account), payload, lac };
  };
  const call = async (path: string, payload: Record<string, unknown> = {}, { as = defaultAccount, lac = defaultLac }: { as?: string; lac?: Lac } = {}) =>
    handlerFor(path)(ctx(as, payload, lac));
  return { state, ctx, call };
}
