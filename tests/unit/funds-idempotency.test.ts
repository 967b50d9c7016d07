import { clearIdempotency, once, validIdempotencyKey } from '@/lib/session/idempotency';

// A replayed money-moving submission is answered, never run twice.

beforeEach(clearIdempotency);

describe('once', () => {
  it('runs the first, answers a replay with the first answer, and 409s while in flight', async () => {
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const work = async () => {
      runs++;
      await gate;
      return { code: 20000 };
    };
    const first = once('k1', work);
    expect(await once('k1', work)).toEqual({ kind: 'inFlight' });
    release();
    expect(await first).toEqual({ kind: 'first', answer: { code: 20000 } });
    expect(await once('k1', work)).toEqual({ kind: 'replay', answer: { code: 20000 } });
    expect(runs).toBe(1);
    expect((await once('k2', work)).kind).toBe('first');
    expect(runs).toBe(2);
  });

  it('frees a key whose run failed, and forgets keys after ten minutes', async () => {
    await expect(once('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await once('k', async () => 1)).kind).toBe('first');
    expect((await once('k', async () => 2, Date.now() + 11 * 60_000)).kind).toBe('first');
  });

  it('accepts keys that look like keys', () => {
    expect(validIdempotencyKey('0123456789abcdef0123456789abcdef')).toBe(true);
    expect(validIdempotencyKey('short')).toBe(false);
    expect(validIdempotencyKey(null)).toBe(false);
    expect(validIdempotencyKey('x'.repeat(65))).toBe(false);
  });
});
