import type { JournalEntry, StubClient, VerifyResult } from './client';

// Wire assertions: what reached the upstream, as the stub decoded it.
//   await expectUpstream('patlas/register').toHaveBeenCalledWith({ username: 'qa001' });
//   await expectUpstream('newextract/dothis').not.toHaveBeenCalled();
// A positive assertion waits (polls the stub's journal) until it holds or `timeout` passes, as
// Playwright's own web-first assertions do; a negative one is checked once.

export type UpstreamOptions = { times?: number; timeout?: number };
export type UpstreamAssertion = {
  /** At least one call (exactly `times` with that option) whose decoded payload holds `fields`. */
  toHaveBeenCalledWith(fields: Record<string, unknown>, options?: UpstreamOptions): Promise<VerifyResult>;
  /** At least one call (exactly `times`). */
  toHaveBeenCalled(options?: UpstreamOptions): Promise<VerifyResult>;
  toHaveBeenCalledTimes(times: number, options?: Omit<UpstreamOptions, 'times'>): Promise<VerifyResult>;
  not: {
    /** No call whose payload holds `fields`. */
    toHaveBeenCalledWith(fields: Record<string, unknown>): Promise<VerifyResult>;
    toHaveBeenCalled(): Promise<VerifyResult>;
  };
};
export type ExpectUpstream = (path: string) => UpstreamAssertion;

/** The fields a message shows of a call: its payload without the common fields. */
const COMMON = new Set(['token', 'atype', 'app_time', 'dvId', 'r', 'lac', 'csrf', 'password', 'pass2', 'passwd']);
const shown = (e: JournalEntry) =>
  `  ${e.time} ${e.path} → ${e.code ?? 'no answer'} ${JSON.stringify(Object.fromEntries(Object.entries(e.payload ?? {}).filter(([k]) => !COMMON.has(k))))}`;

function failure(path: string, what: string, result: VerifyResult): Error {
  const calls = result.calls.length ? result.calls.map(shown).join('\n') : '  (none)';
  return new Error(`expectUpstream('${path}') ${what}: found ${result.count}.\nCalls to ${path} in this test (newest last):\n${calls}`);
}

/**
 * Assertions over the stub's journal since `since` (an ISO time: the test's start, so calls of
 * earlier tests do not count).
 */
export function upstreamExpect(stub: StubClient, { since, timeout: defaultTimeout = 5_000 }: { since?: string; timeout?: number } = {}): ExpectUpstream {
  return (path) => {
    const check = async (match: Record<string, unknown>, what: string, times: number | undefined, timeout: number) => {
      const deadline = Date.now() + timeout;
      for (;;) {
        const result = await stub.verify({ path, match, times, since });
        if (result.ok) return result;
        // Fewer calls than wanted may still come; more never go away.
        if (Date.now() >= deadline || (times !== undefined && result.count > times)) throw failure(path, what, result);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const expected = (times: number | undefined) => (times === undefined ? 'at least once' : `exactly ${times} time(s)`);
    return {
      toHaveBeenCalledWith: (fields, { times, timeout = defaultTimeout } = {}) =>
        check(fields, `expected a call with ${JSON.stringify(fields)} ${expected(times)}`, times, timeout),
      toHaveBeenCalled: ({ times, timeout = defaultTimeout } = {}) => check({}, `expected a call ${expected(times)}`, times, timeout),
      toHaveBeenCalledTimes: (times, { timeout = defaultTimeout } = {}) => check({}, `expected ${expected(times)}`, times, timeout),
      not: {
        toHaveBeenCalledWith: (fields) => check(fields, `expected no call with ${JSON.stringify(fields)}`, 0, 0),
        toHaveBeenCalled: () => check({}, 'expected no call', 0, 0),
      },
    };
  };
}
