import 'server-only';

// Fixed-window counters in this instance's memory. With several instances behind a balancer
// each keeps its own counts (README "Operations"): the limit is per instance.

type Window = { count: number; resetAt: number };

export function createRateLimiter({ limit, windowMs, maxKeys = 50_000 }: { limit: number; windowMs: number; maxKeys?: number }) {
  const windows = new Map<string, Window>();
  const current = (key: string, now: number) => {
    const w = windows.get(key);
    return w && w.resetAt > now ? w : undefined;
  };
  const verdict = (w: Window | undefined, now: number) => ({
    allowed: !w || w.count < limit,
    retryAfterS: w ? Math.max(1, Math.ceil((w.resetAt - now) / 1000)) : 0,
  });
  return {
    /** Whether one more attempt is allowed now (counts nothing). */
    check: (key: string, now = Date.now()) => verdict(current(key, now), now),
    /** Counts one attempt against the key. */
    hit(key: string, now = Date.now()) {
      let w = current(key, now);
      if (!w) {
        windows.delete(key);
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!); // oldest first
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count++;
    },
  };
}

const perMinute = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return createRateLimiter({ limit: Number.isInteger(value) && value > 0 ? value : fallback, windowMs: 60_000 });
};

/** Failed login attempts: per account (10 a minute) and per client address (30 a minute). */
export const loginLimits = {
  account: perMinute('LOGIN_LIMIT_PER_ACCOUNT', 10),
  ip: perMinute('LOGIN_LIMIT_PER_IP', 30),
};

/** The client's address as the balancer reports it (first X-Forwarded-For hop), else "direct". */
export function clientAddress(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || 'direct';
}
