import 'server-only';
import { BlockList, isIP } from 'node:net';
import { z } from 'zod';
import { log, LOG_LEVELS } from './log';

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

/** A whole number from `min` to `max`, or `fallback` when unset or empty. */
const wholeNumber = <F extends number | undefined = undefined>(min: number, max: number, fallback?: F) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return fallback as F;
      const n = /^\d{1,10}$/.test(v.trim()) ? Number(v) : NaN;
      if (n >= min && n <= max) return n;
      ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}, got "${v.slice(0, 40)}"` });
      return z.NEVER;
    });

/** The fewest characters a session secret may have (iron-session's own floor). */
export const MIN_SECRET = 32;
/** A secret's id: 1 to 999, digits without a leading zero. */
const SECRET_ID = /^[1-9]\d{0,2}$/;

/**
 * SESSION_SECRET: `id:secret,id:secret`. Each secret keeps its id for its whole life (ids are
 * what a cookie names, so a list that changes never renumbers them); the FIRST entry seals new
 * cookies and every entry opens them, so a rotation is three rollouts in which old and new
 * instances always open each other's cookies (docs/operations.md, "Rotate the session secret").
 * One secret without an id is id 1, as it always was. A list without ids (the earlier
 * `new,old`, whose ids were positions) is refused with the line to write instead.
 * An entry that starts with digits and a colon is always read as `id:secret` (so a secret that
 * itself starts so is written `1:<secret>`): digits that are not an id (0, 2024, 007) are
 * refused, never taken as part of a secret nor as a large id, and every secret, after its id,
 * has at least MIN_SECRET characters. No message repeats any part of a secret.
 */
const sessionSecrets = z.string({ error: 'is required' }).transform((value, ctx) => {
  const entries = value.split(',').map((p) => p.trim()).filter(Boolean);
  const fail = (message: string) => (ctx.addIssue({ code: 'custom', message }), z.NEVER);
  if (!entries.length) return fail('is required');
  const withIds = entries.map((entry) => /^(\d+):(.*)$/s.exec(entry));
  if (withIds.some((m) => m && !SECRET_ID.test(m[1]))) {
    return fail('an entry starts with digits and a colon that are not an id (ids are 1 to 999, without a leading zero): write each secret as <id>:<secret>, e.g. 1:<secret>');
  }
  if (entries.length === 1 && !withIds[0]) {
    if (entries[0].length < MIN_SECRET) return fail(`the secret has fewer than ${MIN_SECRET} characters`);
    return { sealId: 1, passwords: { 1: entries[0] } as Record<number, string> };
  }
  if (withIds.some((m) => !m)) {
    // What the earlier format meant (the first sealed, ids by position), written with fixed ids.
    const ids = entries.map((_, i) => entries.length - i);
    return fail(`each secret of a list needs a fixed id: write ${ids.map((id, i) => `${id}:<secret ${i + 1}>`).join(',')} (the first seals; an id never changes)`);
  }
  const passwords: Record<number, string> = {};
  for (const [, id, secret] of withIds as RegExpExecArray[]) {
    if (passwords[Number(id)] !== undefined) return fail(`id ${id} is given twice`);
    passwords[Number(id)] = secret;
  }
  const short = Object.entries(passwords).filter(([, secret]) => secret.length < MIN_SECRET).map(([id]) => id);
  if (short.length) return fail(`the secret of id ${short.join(', ')} has fewer than ${MIN_SECRET} characters after its id`);
  return { sealId: Number(withIds[0]![1]), passwords };
});

/** An address to bind: an IP address (0.0.0.0, 127.0.0.1, ::, 10.1.2.3) or a host name; empty: unset. */
const bindAddress = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const host = v?.trim();
    if (!host) return undefined;
    const name = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
    if (isIP(host) || name.test(host)) return host;
    ctx.addIssue({ code: 'custom', message: `must be an IP address (0.0.0.0, 127.0.0.1, ::) or a host name, got "${host.slice(0, 40)}"` });
    return z.NEVER;
  });

/** An http(s) URL (an OTLP collector, the upstream), without trailing slashes. */
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).transform((u) => u.replace(/\/+$/, ''));

const envSchema = z
  .object({
    UPSTREAM_URL: httpUrl,
    UPSTREAM_AES_KEY: keyOf([16, 24, 32], 'the AES key'),
    UPSTREAM_AES_IV: keyOf([16], 'the AES iv'),
    UPSTREAM_TIMEOUT_MS: wholeNumber(100, 120_000, 5000),
    FIRST_ANSWER_WAIT_MS: wholeNumber(0, 5000, 300),
    // The zone of the upstream's record times ("YYYY-MM-DD HH:mm:ss", no zone written): an IANA
    // name. A lost answer to a money move is settled by the records' times (lib/session/settle.ts).
    UPSTREAM_TIME_ZONE: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const zone = v?.trim() || 'UTC';
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return zone;
        } catch {
          ctx.addIssue({ code: 'custom', message: `not a time zone (an IANA name such as Asia/Shanghai): "${zone.slice(0, 40)}"` });
          return z.NEVER;
        }
      }),
    UPSTREAM_RECORD: z.string().max(1024).optional(), // a file: each upstream exchange is recorded there (lib/upstream/record.ts)
    UPSTREAM_RECORD_MAX: wholeNumber(1, 100_000, 1000),
    SESSION_SECRET: sessionSecrets,
    COOKIE_SECURE: flag.optional(),
    NODE_ENV: z.string().optional(),
    PORTAL_DEMO: flag.optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    LOGIN_LIMIT_PER_ACCOUNT: wholeNumber(1, 1_000_000, 10),
    LOGIN_LIMIT_PER_IP: wholeNumber(1, 1_000_000, 30),
    CODE_LIMIT_PER_ACCOUNT: wholeNumber(1, 1_000_000, 5),
    LOOKUP_LIMIT_PER_ACCOUNT: wholeNumber(1, 1_000_000, 60),
    // The server entry's own (server/main.ts): ports, the address to bind, keep-alive, traces.
    PORT: wholeNumber(1, 65_535, 3000),
    METRICS_PORT: wholeNumber(1, 65_535, 9464),
    HOSTNAME: z.string().max(253).optional(),
    // Where the metrics port binds; unset: where the portal does (HOSTNAME), as before it had its own.
    METRICS_HOSTNAME: bindAddress,
    KEEP_ALIVE_TIMEOUT: wholeNumber(1000, 3_600_000),
    OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl.optional(),
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: httpUrl.optional(),
    OTEL_EXPORTER_OTLP_PROTOCOL: z.literal('http/json', { error: 'only http/json is supported' }).optional(),
    OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: z.literal('http/json', { error: 'only http/json is supported' }).optional(),
    OTEL_BSP_SCHEDULE_DELAY: wholeNumber(1, 600_000),
    OTEL_SERVICE_NAME: z.string().max(200).optional(),
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
  .transform((env) => ({
    upstreamUrl: env.UPSTREAM_URL,
    aesKey: env.UPSTREAM_AES_KEY,
    aesIv: env.UPSTREAM_AES_IV,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    firstAnswerWaitMs: env.FIRST_ANSWER_WAIT_MS,
    timeZone: env.UPSTREAM_TIME_ZONE,
    record: env.UPSTREAM_RECORD ? { file: env.UPSTREAM_RECORD, max: env.UPSTREAM_RECORD_MAX } : undefined,
    session: env.SESSION_SECRET,
    cookieSecure: env.COOKIE_SECURE ?? env.NODE_ENV === 'production',
    production: env.NODE_ENV === 'production',
    demo: env.PORTAL_DEMO ?? false,
    menuFrameOrigins: env.MENU_FRAME_ORIGINS,
    trustedProxies: env.TRUSTED_PROXIES,
    redis: redisOf(env),
    limits: {
      loginPerAccount: env.LOGIN_LIMIT_PER_ACCOUNT,
      loginPerIp: env.LOGIN_LIMIT_PER_IP,
      codePerAccount: env.CODE_LIMIT_PER_ACCOUNT,
      lookupPerAccount: env.LOOKUP_LIMIT_PER_ACCOUNT,
    },
    server: {
      port: env.PORT,
      // Unset: every interface (IPv4 and IPv6), as Next's standalone server.js reads HOSTNAME.
      hostname: env.HOSTNAME || undefined,
      metricsPort: env.METRICS_PORT,
      // Unset: the portal's address (in Kubernetes every interface, for Prometheus scrapes the pod's IP).
      metricsHostname: env.METRICS_HOSTNAME ?? (env.HOSTNAME || undefined),
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT,
      otlpEndpoint: env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_ENDPOINT,
    },
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
/** What the placeholders of .env.example and deploy/k8s/secret.yaml say: never a real value. */
const PLACEHOLDER = /change-me|replace-with/i;
/** The variables that hold secrets: in production, neither a development value nor a placeholder. */
const SECRETS = ['UPSTREAM_AES_KEY', 'UPSTREAM_AES_IV', 'SESSION_SECRET', 'REDIS_PASSWORD', 'REDIS_URL'];

/** The checks between variables, on the raw values: made whatever else is wrong, so that one start lists everything. */
function crossProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const given = ['REDIS_URL', 'REDIS_SENTINELS', 'REDIS_CLUSTER_NODES'].filter((name) => env[name]?.trim());
  if (given.length > 1) problems.push(`REDIS_URL: set only one of ${given.join(', ')}`);
  if (env.REDIS_SENTINELS?.trim() && !env.REDIS_SENTINEL_NAME?.trim()) problems.push('REDIS_SENTINEL_NAME: is required with REDIS_SENTINELS (the master group name)');
  const port = (name: string, fallback: string) => (env[name]?.trim() || fallback).replace(/^0+(?=\d)/, '');
  if (port('METRICS_PORT', '9464') === port('PORT', '3000')) problems.push(`METRICS_PORT: must differ from PORT (${port('PORT', '3000')}): metrics are never served on the public port`);
  if (env.NODE_ENV === 'production' && !/^(1|true)$/.test(env.PORTAL_DEMO ?? '')) {
    for (const name of SECRETS) {
      if (env[name]?.includes(DEV_MARKER)) problems.push(`${name}: is the development value; set a real one`);
      else if (env[name] && PLACEHOLDER.test(env[name])) problems.push(`${name}: is the placeholder of .env.example; set a real one`);
    }
  }
  return problems;
}

/**
 * Every problem with the environment, one line per variable, empty when it is good: every
 * variable the server reads (the app's and the server entry's), in one pass. Values are never
 * repeated for secrets.
 */
export function configProblems(env: Record<string, string | undefined>): string[] {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`);
  return [...problems, ...crossProblems(env)];
}

const problemText = (problems: string[]) => `Invalid configuration (see .env.example and docs/operations.md, "Configuration"):\n  - ${problems.join('\n  - ')}`;

let cached: Config | undefined;

/** The configuration; throws one error listing every bad variable. */
export function config(): Config {
  if (cached) return cached;
  const problems = configProblems(process.env);
  if (problems.length) throw new Error(problemText(problems));
  cached = envSchema.parse(process.env);
  return cached;
}

/** Tests only: read the environment again at the next config(). */
export const forgetConfig = () => void (cached = undefined);

/** At server start, before anything listens: print every problem and stop the process when there is one. */
export function exitOnBadConfig() {
  const problems = configProblems(process.env);
  if (problems.length === 0) return;
  log.fatal({ problems }, 'invalid configuration');
  console.error(problemText(problems));
  process.exit(1);
}
