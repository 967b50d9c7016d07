import { bodyHash, once, validIdempotencyKey } from '@/lib/session/idempotency';
import { useStore } from '@/lib/store';

// A replayed money-moving submission is answered, never run twice.

beforeEach(() => useStore());

describe('once', () => {
  const scope = ['operator', 'transfer/dothis'];
  const hash = bodyHash({ amount: '100' });

  it('runs the first, answers a replay with the first answer, and 409s while in flight', async () => {
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const work = async () => {
      runs++;
      await gate;
      return { code: 20000 };
    };
    const first = once(scope, 'k1', hash, work);
    await new Promise((r) => setImmediate(r));
    expect(await once(scope, 'k1', hash, work)).toEqual({ kind: 'inFlight' });
    release();
    expect(await first).toEqual({ kind: 'first', answer: { code: 20000 } });
    expect(await once(scope, 'k1', hash, work)).toEqual({ kind: 'replay', answer: { code: 20000 } });
    expect(runs).toBe(1);
    expect((await once(scope, 'k2', hash, work)).kind).toBe('first');
    expect((await once(['novip', 'transfer/dothis'], 'k1', hash, work)).kind).toBe('first'); // another account
    expect(runs).toBe(3);
  });

  it('refuses a key reused with another body, and frees a key whose run failed', async () => {
    expect((await once(scope, 'k', hash, async () => 1)).kind).toBe('first');
    expect((await once(scope, 'k', bodyHash({ amount: '150' }), async () => 2)).kind).toBe('conflict');
    await expect(once(scope, 'f', hash, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await once(scope, 'f', hash, async () => 1)).kind).toBe('first');
  });

  it('forgets keys after ten minutes', async () => {
    let now = 0;
    const { createMemoryStore } = await import('@/lib/store/memory');
    useStore(createMemoryStore({ now: () => now }));
    expect((await once(scope, 'k', hash, async () => 1)).kind).toBe('first');
    now = 11 * 60_000;
    expect((await once(scope, 'k', hash, async () => 2)).kind).toBe('first');
  });

  it('accepts keys that look like keys', () => {
    expect(validIdempotencyKey('0123456789abcdef0123456789abcdef')).toBe(true);
    expect(validIdempotencyKey('short')).toBe(false);
    expect(validIdempotencyKey(null)).toBe(false);
    expect(validIdempotencyKey('x'.repeat(65))).toBe(false);
  });
});
