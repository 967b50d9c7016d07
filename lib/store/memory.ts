import 'server-only';
import type { Counter, SharedStore } from './store';

// The in-memory store: one instance only (README "Operations"). Hard-bounded: at most
// `maxEntries` entries and `maxBytes` of keys and values; expired entries are dropped as they
// are met and by a sweep, and when full the oldest entry goes first (Map order is insertion
// order). A limit that only counts is not a bound: the map itself never grows past these.

type Entry = { value: string; count: number; expiresAt: number; bytes: number; list?: string[] };

export function createMemoryStore({ maxEntries = 100_000, maxBytes = 32 * 1024 * 1024, now = Date.now } = {}): SharedStore & {
  readonly size: number;
  readonly bytes: number;
} {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let swept = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  const live = (key: string, at: number) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= at) {
      drop(key);
      return undefined;
    }
    return entry;
  };
  /** Drops expired entries (at most once a second), then the oldest while over a bound. */
  const makeRoom = (at: number, adding: number) => {
    if (at - swept >= 1000 || entries.size >= maxEntries || bytes + adding > maxBytes) {
      swept = at;
      for (const [key, entry] of entries) if (entry.expiresAt <= at) drop(key);
    }
    for (const key of entries.keys()) {
      if (entries.size < maxEntries && bytes + adding <= maxBytes) break;
      drop(key);
    }
  };
  const put = (key: string, value: string, count: number, ttlMs: number, at: number, list?: string[]) => {
    drop(key);
    const size = (key.length + value.length + (list?.reduce((sum, v) => sum + v.length + 8, 0) ?? 0)) * 2 + 64;
    makeRoom(at, size);
    entries.set(key, { value, count, expiresAt: at + ttlMs, bytes: size, ...(list && { list }) });
    bytes += size;
  };
  const counter = (entry: Entry | undefined, at: number): Counter =>
    entry ? { count: entry.count, ttlMs: entry.expiresAt - at } : { count: 0, ttlMs: 0 };

  return {
    kind: 'memory',
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    async hit(key, ttlMs) {
      const at = now();
      const entry = live(key, at);
      if (entry) {
        entry.count++;
        return counter(entry, at);
      }
      put(key, '', 1, ttlMs, at);
      return counter(entries.get(key), at);
    },
    async count(key) {
      const at = now();
      return counter(live(key, at), at);
    },
    async claim(key, value, ttlMs) {
      const at = now();
      if (live(key, at)) return false;
      put(key, value, 0, ttlMs, at);
      return true;
    },
    async keep(key, value, ttlMs) {
      const at = now();
      const entry = live(key, at);
      if (!entry) put(key, value, 0, ttlMs, at);
      else entry.expiresAt = Math.max(entry.expiresAt, at + ttlMs);
      return entry?.value ?? value;
    },
    async set(key, value, ttlMs) {
      put(key, value, 0, ttlMs, now());
    },
    async get(keys) {
      const at = now();
      return keys.map((key) => live(key, at)?.value);
    },
    async push(key, value, { cap, ttlMs }) {
      const at = now();
      const list = [value, ...(live(key, at)?.list ?? [])].slice(0, cap);
      put(key, '', 0, ttlMs, at, list);
    },
    async list(key) {
      return [...(live(key, now())?.list ?? [])];
    },
    async delete(key) {
      drop(key); // one process: nothing to replicate
    },
    async ping() {
      return true;
    },
    async close() {
      entries.clear();
      bytes = 0;
    },
  };
}
