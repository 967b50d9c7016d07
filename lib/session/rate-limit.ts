import 'server-only';
import { isIP, type BlockList } from 'node:net';
import { sharedStore, storeKey, type SharedStore } from '@/lib/store';
import { config } from '@/lib/upstream/config';
import { PEER_HEADER } from '@/lib/upstream/lifecycle';

// Fixed-window counters of failed logins in the shared store (lib/store): with Redis every
// instance counts against the same limit. Keys are hashed (a 60 KB username costs the same as
// a short one) and live only as long as their window.

/** `limit`: a number, or where it is configured (read when the limiter is first used, after the start-up check). */
export function createRateLimiter({ name, limit, windowMs, store = sharedStore }: { name: string; limit: number | (() => number); windowMs: number; store?: () => SharedStore }) {
  const max = typeof limit === 'number' ? () => limit : limit;
  const verdict = ({ count, ttlMs }: { count: number; ttlMs: number }) => ({
    allowed: count < max(),
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
      return { allowed: counter.count <= max(), retryAfterS: Math.max(1, Math.ceil(counter.ttlMs / 1000)) };
    },
  };
}

type Limits = ReturnType<typeof config>['limits'];
/** A limiter whose limit is configured (LOGIN_LIMIT_PER_ACCOUNT and the like, lib/upstream/config.ts). */
const limited = (name: string, limit: keyof Limits, windowMs: number) => createRateLimiter({ name, limit: () => config().limits[limit], windowMs });
const perMinute = (name: string, limit: keyof Limits) => limited(name, limit, 60_000);

/** Failed login attempts: per account (10 a minute) and per client address (30 a minute). */
export const loginLimits = {
  account: perMinute('login-account', 'loginPerAccount'),
  ip: perMinute('login-ip', 'loginPerIp'),
};


const plain = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
const trusts = (trusted: BlockList, address: string) => {
  const version = isIP(address);
  return version !== 0 && trusted.check(address, version === 4 ? 'ipv4' : 'ipv6');
};

/** Verification codes asked for (SMS, e-mail): per account and call, 5 in 10 minutes (CODE_LIMIT_PER_ACCOUNT). */
export const codeLimit = limited('code', 'codePerAccount', 10 * 60_000);

/**
 * Lookups that reveal members (a recipient's real name, whether an account, phone or ID number
 * is in use, the invitation tree; `reveals` in lib/contract/calls.ts): per account and call, 60
 * a minute (LOOKUP_LIMIT_PER_ACCOUNT), more than an operator typing and browsing asks, far
 * fewer than a script walking through accounts.
 */
export const lookupLimit = perMinute('lookup', 'lookupPerAccount');

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
