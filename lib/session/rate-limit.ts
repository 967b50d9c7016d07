import 'server-only';
import { isIP, type BlockList } from 'node:net';
import { sharedStore, storeKey, type SharedStore } from '@/lib/store';
import { config } from '@/lib/upstream/config';
import { PEER_HEADER } from '@/lib/upstream/lifecycle';

// Fixed-window counters of failed logins in the shared store (lib/store): with Redis every
// instance counts against the same limit. Keys are hashed (a 60 KB username costs the same as
// a short one) and live only as long as their window.

export function createRateLimiter({ name, limit, windowMs, store = sharedStore }: { name: string; limit: number; windowMs: number; store?: () => SharedStore }) {
  const verdict = ({ count, ttlMs }: { count: number; ttlMs: number }) => ({
    allowed: count < limit,
    retryAfterS: count ? Math.max(1, Math.ceil(ttlMs / 1000)) : 0,
  });
  return {
    /** Whether one more attempt is allowed now (counts nothing). */
    check: async (key: string) => verdict(await store().count(storeKey(name, key))),
    /** Counts one attempt against the key. */
    hit: async (key: string) => void (await store().hit(storeKey(name, key), windowMs)),
    /** Counts one attempt and says whether it was within the limit (one atomic step). */
    take: async (key: string) => {
      const counter = await store().hit(storeKey(name, key), windowMs);
      return { allowed: counter.count <= limit, retryAfterS: Math.max(1, Math.ceil(counter.ttlMs / 1000)) };
    },
  };
}

/** A limiter whose limit an environment variable may set (a positive integer), else `fallback`. */
const limited = (name: string, variable: string, fallback: number, windowMs: number) => {
  const value = Number(process.env[variable]);
  return createRateLimiter({ name, limit: Number.isInteger(value) && value > 0 ? value : fallback, windowMs });
};
const perMinute = (name: string, variable: string, fallback: number) => limited(name, variable, fallback, 60_000);

/** Failed login attempts: per account (10 a minute) and per client address (30 a minute). */
export const loginLimits = {
  account: perMinute('login-account', 'LOGIN_LIMIT_PER_ACCOUNT', 10),
  ip: perMinute('login-ip', 'LOGIN_LIMIT_PER_IP', 30),
};


const plain = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
const trusts = (trusted: BlockList, address: string) => {
  const version = isIP(address);
  return version !== 0 && trusted.check(address, version === 4 ? 'ipv4' : 'ipv6');
};

/** Verification codes asked for (SMS, e-mail): per account and call, 5 in 10 minutes (CODE_LIMIT_PER_ACCOUNT). */
export const codeLimit = limited('code', 'CODE_LIMIT_PER_ACCOUNT', 5, 10 * 60_000);

/**
 * The client's address. The socket's peer, unless the peer is a configured proxy
 * (TRUSTED_PROXIES): then X-Forwarded-For is read from the right, skipping trusted proxies,
 * and the first hop no proxy of ours added is the client. Hops left of it are the client's own
 * words and never used. "unknown" when the server entry did not say (not behind server/main.ts).
 */
export function clientAddress(headers: Headers, trusted: BlockList = config().trustedProxies.trusted): string {
  const peer = plain(headers.get(PEER_HEADER) ?? '');
  if (!peer) return 'unknown';
  if (!trusts(trusted, peer)) return peer;
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').map(plain).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!isIP(hops[i])) return peer; // a malformed hop: believe nothing past our proxy
    if (!trusts(trusted, hops[i])) return hops[i];
  }
  return hops[0] ?? peer;
}
