import 'server-only';
import { BlockList, isIP } from 'node:net';
import { z } from 'zod';

// Configuration, validated once and failing fast with every bad variable listed.

/** Key material: a UTF-8 string (as crypto-js Utf8.parse reads it), or base64:… / hex:… */
export function decodeKeyMaterial(value: string): Buffer {
  if (value.startsWith('base64:')) return Buffer.from(value.slice(7), 'base64');
  if (value.startsWith('hex:')) {
    const hex = value.slice(4);
    return /^([0-9a-fA-F]{2})*$/.test(hex) ? Buffer.from(hex, 'hex') : Buffer.alloc(0);
  }
  return Buffer.from(value, 'utf8');
}

const keyOf = (sizes: number[], what: string) =>
  z.string({ error: 'is required' }).transform((value, ctx) => {
    const bytes = decodeKeyMaterial(value);
    if (!sizes.includes(bytes.length)) {
      ctx.addIssue({ code: 'custom', message: `${what} must be ${sizes.join('/')} bytes, got ${bytes.length}` });
      return z.NEVER;
    }
    return bytes;
  });

/** "10.0.0.1", "10.0.0.0/8", "::1", "fd00::/8": an address or a CIDR block, else undefined. */
function proxyEntry(entry: string): { address: string; prefix?: number; type: 'ipv4' | 'ipv6' } | undefined {
  const [address, bits, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return undefined;
  const type = version === 4 ? 'ipv4' : 'ipv6';
  if (bits === undefined) return { address, type };
  const prefix = /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
  return prefix <= (version === 4 ? 32 : 128) ? { address, prefix, type } : undefined;
}

export type HostPort = { host: string; port: number };

/** "host:port,host:port" (an IPv6 address in brackets): at most 16 addresses; empty: none. */
const hostPorts = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const list = (v ?? '').split(',').map((o) => o.trim()).filter(Boolean);
    if (!list.length) return undefined;
    const parsed = list.map((entry) => /^(\[[0-9a-fA-F:.]+\]|[\w.-]{1,253}):(\d{1,5})$/.exec(entry));
    const bad = list.filter((_, i) => !parsed[i] || Number(parsed[i]![2]) < 1 || Number(parsed[i]![2]) > 65_535);
    if (bad.length || list.length > 16) {
      ctx.addIssue({ code: 'custom', message: bad.length ? `not host:port: ${bad.join(', ')}` : 'at most 16 addresses' });
      return z.NEVER;
    }
    return parsed.map((m) => ({ host: m![1].replace(/^\[|\]$/g, ''), port: Number(m![2]) }));
  });

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    UPSTREAM_URL: z.url({ error: 'must be an http(s) URL' }).transform((u) => u.replace(/\/+$/, '')),
    UPSTREAM_AES_KEY: keyOf([16, 24, 32], 'the AES key'),
    UPSTREAM_AES_IV: keyOf([16], 'the AES iv'),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
    UPSTREAM_RECORD: z.string().max(1024).optional(), // a file: each upstream exchange is recorded there (lib/upstream/record.ts)
    UPSTREAM_RECORD_MAX: z.coerce.number().int().min(1).max(100_000).default(1000),
    SESSION_SECRET: z
      .string({ error: 'is required' })
      .transform((s) => s.split(',').map((p) => p.trim()).filter(Boolean))
      .refine((list) => list.length > 0 && list.every((p) => p.length >= 32), 'each secret must have at least 32 characters'),
    COOKIE_SECURE: flag.optional(),
    NODE_ENV: z.string().optional(),
    PORTAL_DEMO: flag.optional(),
    MENU_FRAME_ORIGINS: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const list = (v ?? '').split(',').map((o) => o.trim()).filter(Boolean);
        const bad = list.filter((o) => {
          try {
            return new URL(o).origin !== o;
          } catch {
            return true;
          }
        });
        if (bad.length) ctx.addIssue({ code: 'custom', message: `not origins (scheme://host[:port]): ${bad.join(', ')}` });
        return list;
      }),
    // Proxies (balancers, ingress) whose X-Forwarded-For is believed; empty: none, the socket
    // address is the client (issue 14, defect 3).
    TRUSTED_PROXIES: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const list = (v ?? '').split(',').map((o) => o.trim()).filter(Boolean);
        const bad = list.filter((o) => !proxyEntry(o));
        if (bad.length) ctx.addIssue({ code: 'custom', message: `not IP addresses or CIDR blocks: ${bad.join(', ')}` });
        const trusted = new BlockList();
        for (const entry of list.map(proxyEntry)) {
          if (entry?.prefix !== undefined) trusted.addSubnet(entry.address, entry.prefix, entry.type);
          else if (entry) trusted.addAddress(entry.address, entry.type);
        }
        return { list, trusted };
      }),
    // The shared store for several instances (docs/operations.md, "The shared store"): one of REDIS_URL,
    // REDIS_SENTINELS (with REDIS_SENTINEL_NAME) or REDIS_CLUSTER_NODES; none: in memory.
    REDIS_SENTINELS: hostPorts,
    REDIS_SENTINEL_NAME: z.string().trim().max(200).optional(),
    REDIS_CLUSTER_NODES: hostPorts,
    REDIS_PASSWORD: z.string().optional(),
    REDIS_TLS: flag.optional(),
    REDIS_URL: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const url = v?.trim();
        if (!url) return undefined;
        try {
          if (['redis:', 'rediss:'].includes(new URL(url).protocol)) return url;
        } catch {
          /* reported below */
        }
        ctx.addIssue({ code: 'custom', message: 'must be a redis:// or rediss:// URL' });
        return z.NEVER;
      }),
  })
  .superRefine((env, ctx) => {
    const given = [env.REDIS_URL && 'REDIS_URL', env.REDIS_SENTINELS && 'REDIS_SENTINELS', env.REDIS_CLUSTER_NODES && 'REDIS_CLUSTER_NODES'].filter(Boolean);
    if (given.length > 1) ctx.addIssue({ code: 'custom', path: ['REDIS_URL'], message: `set only one of ${given.join(', ')}` });
    if (env.REDIS_SENTINELS && !env.REDIS_SENTINEL_NAME) ctx.addIssue({ code: 'custom', path: ['REDIS_SENTINEL_NAME'], message: 'is required with REDIS_SENTINELS (the master group name)' });
  })
  .transform((env) => ({
    upstreamUrl: env.UPSTREAM_URL,
    aesKey: env.UPSTREAM_AES_KEY,
    aesIv: env.UPSTREAM_AES_IV,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    record: env.UPSTREAM_RECORD ? { file: env.UPSTREAM_RECORD, max: env.UPSTREAM_RECORD_MAX } : undefined,
    // The first secret seals; all of them unseal, so a new one can be put in front without
    // logging anyone out (iron-session seals with the highest id).
    sessionPasswords: Object.fromEntries(env.SESSION_SECRET.map((p, i, all) => [all.length - i, p])),
    cookieSecure: env.COOKIE_SECURE ?? env.NODE_ENV === 'production',
    production: env.NODE_ENV === 'production',
    demo: env.PORTAL_DEMO ?? false,
    menuFrameOrigins: env.MENU_FRAME_ORIGINS,
    trustedProxies: env.TRUSTED_PROXIES,
    redis: redisOf(env),
  }));

/** Where the shared store is: one Redis URL, a Sentinel group or a Cluster; undefined: in memory. */
export type RedisTarget =
  | { url: string }
  | { sentinels: HostPort[]; name: string; password?: string; tls: boolean }
  | { cluster: HostPort[]; password?: string; tls: boolean };

function redisOf(env: { REDIS_URL?: string; REDIS_SENTINELS?: HostPort[]; REDIS_SENTINEL_NAME?: string; REDIS_CLUSTER_NODES?: HostPort[]; REDIS_PASSWORD?: string; REDIS_TLS?: boolean }): RedisTarget | undefined {
  const secret = { ...(env.REDIS_PASSWORD && { password: env.REDIS_PASSWORD }), tls: env.REDIS_TLS ?? false };
  if (env.REDIS_URL) return { url: env.REDIS_URL };
  if (env.REDIS_SENTINELS) return { sentinels: env.REDIS_SENTINELS, name: env.REDIS_SENTINEL_NAME!, ...secret };
  if (env.REDIS_CLUSTER_NODES) return { cluster: env.REDIS_CLUSTER_NODES, ...secret };
  return undefined;
}

export type Config = z.output<typeof envSchema>;

/** Development values carry this marker; a production server refuses them (but in the demo). */
export const DEV_MARKER = 'dev-only';

/** Every problem with the environment, one line per variable; empty when it is good. */
export function configProblems(env: Record<string, string | undefined>): string[] {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`);
  const production = env.NODE_ENV === 'production' && !/^(1|true)$/.test(env.PORTAL_DEMO ?? '');
  if (production) {
    for (const name of ['UPSTREAM_AES_KEY', 'UPSTREAM_AES_IV', 'SESSION_SECRET']) {
      if (env[name]?.includes(DEV_MARKER)) problems.push(`${name}: is the development value; set a real one`);
    }
  }
  return problems;
}

const problemText = (problems: string[]) => `Invalid configuration (see .env.example):\n  - ${problems.join('\n  - ')}`;

let cached: Config | undefined;

/** The configuration; throws one error listing every bad variable. */
export function config(): Config {
  if (cached) return cached;
  const problems = configProblems(process.env);
  if (problems.length) throw new Error(problemText(problems));
  cached = envSchema.parse(process.env);
  return cached;
}

/** At server start: print every problem and stop the process when there is one. */
export function exitOnBadConfig() {
  const problems = configProblems(process.env);
  if (problems.length === 0) return;
  console.error(problemText(problems));
  process.exit(1);
}
