import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';
import { config as configOf, configProblems, forgetConfig } from '@/lib/upstream/config';

/** The configuration of an environment, as the server reads it at start. */
function config(env: Record<string, string>) {
  const saved = process.env;
  process.env = env as NodeJS.ProcessEnv;
  forgetConfig();
  try {
    return configOf();
  } finally {
    process.env = saved;
    forgetConfig();
  }
}

const good = {
  UPSTREAM_URL: 'https://api.example.com/',
  UPSTREAM_AES_KEY: '0123456789abcdef',
  UPSTREAM_AES_IV: 'hex:000102030405060708090a0b0c0d0e0f',
  SESSION_SECRET: 'a-real-secret-that-is-long-enough-1234',
};

describe('configuration', () => {
  it('accepts a good environment', () => {
    expect(configProblems(good)).toEqual([]);
    expect(configProblems({ ...good, NODE_ENV: 'production', UPSTREAM_TIMEOUT_MS: '3000', COOKIE_SECURE: 'true' })).toEqual([]);
  });

  it('lists every bad variable at once', () => {
    const problems = configProblems({ UPSTREAM_AES_KEY: 'short', UPSTREAM_AES_IV: 'base64:AAAA', UPSTREAM_TIMEOUT_MS: 'soon' });
    const names = problems.map((p) => p.split(':')[0]);
    expect(names).toEqual(
      expect.arrayContaining(['UPSTREAM_URL', 'UPSTREAM_AES_KEY', 'UPSTREAM_AES_IV', 'UPSTREAM_TIMEOUT_MS', 'SESSION_SECRET']),
    );
    expect(problems.find((p) => p.startsWith('UPSTREAM_AES_KEY'))).toMatch(/16\/24\/32 bytes, got 5/);
  });

  it('checks REDIS_URL and TRUSTED_PROXIES', () => {
    expect(configProblems({ ...good, REDIS_URL: 'redis://redis:6379', TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.7, ::1, fd00::/8' })).toEqual([]);
    expect(configProblems({ ...good, REDIS_URL: 'rediss://user:pw@cache.example:6380/0', TRUSTED_PROXIES: '' })).toEqual([]);
    expect(configProblems({ ...good, REDIS_URL: 'http://redis:6379' })[0]).toMatch(/^REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
    const proxies = configProblems({ ...good, TRUSTED_PROXIES: '10.0.0.0/33, proxy.local, 10.1.2.3' });
    expect(proxies).toHaveLength(1);
    expect(proxies[0]).toMatch(/^TRUSTED_PROXIES: not IP addresses or CIDR blocks: 10.0.0.0\/33, proxy.local$/);
  });

  it('checks the Sentinel and Cluster addresses, and that only one Redis is named', () => {
    expect(configProblems({ ...good, REDIS_SENTINELS: 's0:26379, s1:26379,[fd00::1]:26379', REDIS_SENTINEL_NAME: 'mymaster' })).toEqual([]);
    expect(configProblems({ ...good, REDIS_CLUSTER_NODES: 'n0:6379,10.0.0.2:6379', REDIS_PASSWORD: 'pw', REDIS_TLS: 'true' })).toEqual([]);
    expect(configProblems({ ...good, REDIS_SENTINELS: 's0:26379' })).toEqual([expect.stringMatching(/^REDIS_SENTINEL_NAME: is required/)]);
    expect(configProblems({ ...good, REDIS_CLUSTER_NODES: 'n0, n1:99999, n2:6379' })).toEqual(['REDIS_CLUSTER_NODES: not host:port: n0, n1:99999']);
    expect(configProblems({ ...good, REDIS_URL: 'redis://r:6379', REDIS_CLUSTER_NODES: 'n0:6379' })).toEqual(['REDIS_URL: set only one of REDIS_URL, REDIS_CLUSTER_NODES']);
  });

  it('refuses development values in production, unless in the demo', () => {
    const dev = { ...good, SESSION_SECRET: 'dev-only-session-secret-0123456789abcdef', NODE_ENV: 'production' };
    expect(configProblems(dev)).toEqual(['SESSION_SECRET: is the development value; set a real one']);
    expect(configProblems({ ...dev, PORTAL_DEMO: '1' })).toEqual([]);
    expect(configProblems({ ...dev, NODE_ENV: 'development' })).toEqual([]);
  });

  it('refuses a non-URL upstream and a bad flag', () => {
    expect(configProblems({ ...good, UPSTREAM_URL: 'not a url', COOKIE_SECURE: 'maybe' }).map((p) => p.split(':')[0])).toEqual([
      'UPSTREAM_URL',
      'COOKIE_SECURE',
    ]);
  });
});

describe('one start-up check for the app and the server entry (issue 56)', () => {
  const production = { ...good, NODE_ENV: 'production' };
  const names = (problems: string[]) => problems.map((p) => p.split(':')[0]);

  it('reads the entry\'s settings with the app\'s', () => {
    expect(config({ ...good, PORT: '8080', METRICS_PORT: '9100', KEEP_ALIVE_TIMEOUT: '65000', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).server).toEqual({
      port: 8080,
      hostname: undefined,
      metricsPort: 9100,
      metricsHostname: undefined,
      keepAliveMs: 65000,
      otlpEndpoint: 'http://collector:4318',
    });
    expect(config(good).server).toMatchObject({ port: 3000, metricsPort: 9464, keepAliveMs: undefined, otlpEndpoint: undefined });
    expect(config({ ...good, LOGIN_LIMIT_PER_IP: '50' }).limits).toEqual({ loginPerAccount: 10, loginPerIp: 50, codePerAccount: 5, lookupPerAccount: 60 });
  });

  it('lists every bad variable of both at once, the checks between variables included', () => {
    const problems = configProblems({
      UPSTREAM_URL: 'ftp://x',
      UPSTREAM_AES_KEY: good.UPSTREAM_AES_KEY,
      UPSTREAM_AES_IV: good.UPSTREAM_AES_IV,
      // SESSION_SECRET missing
      LOG_LEVEL: 'verbose',
      LOGIN_LIMIT_PER_IP: 'lots',
      PORT: '99999',
      KEEP_ALIVE_TIMEOUT: '5s',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
      REDIS_URL: 'redis://r:6379',
      REDIS_SENTINELS: 's0:26379',
    });
    expect(names(problems)).toEqual(
      expect.arrayContaining(['UPSTREAM_URL', 'SESSION_SECRET', 'LOG_LEVEL', 'LOGIN_LIMIT_PER_IP', 'PORT', 'KEEP_ALIVE_TIMEOUT', 'OTEL_EXPORTER_OTLP_PROTOCOL', 'REDIS_URL', 'REDIS_SENTINEL_NAME']),
    );
    expect(problems.find((p) => p.startsWith('LOG_LEVEL'))).toMatch(/must be one of fatal, error, warn, info, debug/);
    expect(problems.find((p) => p.startsWith('LOGIN_LIMIT_PER_IP'))).toMatch(/whole number from 1 to 1000000, got "lots"/);
  });

  it('never serves metrics on the public port', () => {
    expect(configProblems({ ...good, PORT: '9464' })).toEqual([expect.stringMatching(/^METRICS_PORT: must differ from PORT/)]);
    expect(configProblems({ ...good, METRICS_PORT: '3000' })).toEqual([expect.stringMatching(/^METRICS_PORT: must differ from PORT/)]);
  });

  it('refuses the placeholders of .env.example in production, naming the variable and never its value', () => {
    const example = Object.fromEntries(
      readFileSync('.env.example', 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    const problems = configProblems({ ...example, NODE_ENV: 'production' });
    expect(names(problems).sort()).toEqual(['SESSION_SECRET', 'UPSTREAM_AES_IV', 'UPSTREAM_AES_KEY']);
    expect(problems.join('\n')).not.toContain(example.SESSION_SECRET);
    expect(configProblems({ ...example, NODE_ENV: 'development' })).toEqual([]);
    expect(configProblems({ ...production, REDIS_PASSWORD: 'dev-only-redis-password' })).toEqual(['REDIS_PASSWORD: is the development value; set a real one']);
  });
});

describe('SESSION_SECRET: ids that never move (issue 56)', () => {
  const [A, B] = ['a-first-secret-that-is-long-enough-123', 'b-second-secret-that-is-long-enough-45'];
  const session = (SESSION_SECRET: string) => config({ ...good, SESSION_SECRET }).session;

  it('one secret without an id is id 1, as before; a list names each id, and the first seals', () => {
    expect(session(A)).toEqual({ sealId: 1, passwords: { 1: A } });
    expect(session(`1:${A},2:${B}`)).toEqual({ sealId: 1, passwords: { 1: A, 2: B } });
    expect(session(`2:${B},1:${A}`)).toEqual({ sealId: 2, passwords: { 1: A, 2: B } });
    expect(session(`2:${B}`)).toEqual({ sealId: 2, passwords: { 2: B } });
  });

  it('refuses a list without ids with the line to write, and never repeats a secret', () => {
    const [problem] = configProblems({ ...good, SESSION_SECRET: `${B},${A}` });
    expect(problem).toBe('SESSION_SECRET: each secret of a list needs a fixed id: write 2:<secret 1>,1:<secret 2> (the first seals; an id never changes)');
    expect(configProblems({ ...good, SESSION_SECRET: `1:${A},1:${B}` })).toEqual(['SESSION_SECRET: id 1 is given twice']);
    expect(configProblems({ ...good, SESSION_SECRET: `2:${B},1:short` })).toEqual(['SESSION_SECRET: the secret of id 1 has fewer than 32 characters after its id']);
  });
});

// Review 72, findings 4 and 5: settings of the start-up check (lib/upstream/config.ts, one pass
// before any port opens).

describe('finding 4: METRICS_HOSTNAME, the metrics port\'s own address', () => {
  it('unset, the metrics port binds where the portal does, as before', () => {
    expect(config(good).server).toMatchObject({ hostname: undefined, metricsHostname: undefined }); // every interface
    expect(config({ ...good, HOSTNAME: '0.0.0.0' }).server).toMatchObject({ hostname: '0.0.0.0', metricsHostname: '0.0.0.0' });
    expect(config({ ...good, HOSTNAME: '127.0.0.1', METRICS_HOSTNAME: '' }).server).toMatchObject({ metricsHostname: '127.0.0.1' });
  });

  it('set, it binds there alone', () => {
    expect(config({ ...good, HOSTNAME: '0.0.0.0', METRICS_HOSTNAME: '127.0.0.1' }).server).toMatchObject({ hostname: '0.0.0.0', metricsHostname: '127.0.0.1' });
    for (const address of ['0.0.0.0', '::', '::1', '10.1.2.3', 'fd00::7', 'metrics.internal', 'localhost']) {
      expect([address, configProblems({ ...good, METRICS_HOSTNAME: address })]).toEqual([address, []]);
      expect(config({ ...good, METRICS_HOSTNAME: ` ${address} ` }).server.metricsHostname).toBe(address);
    }
  });

  it('is checked at start with the rest, by name', () => {
    for (const bad of ['[::1]', 'http://10.0.0.1', '10.0.0.1:9464', 'not an address', '-bad-.example', 'x'.repeat(300)]) {
      const problems = configProblems({ ...good, METRICS_HOSTNAME: bad });
      expect([bad, problems]).toEqual([bad, [expect.stringMatching(/^METRICS_HOSTNAME: must be an IP address \(0\.0\.0\.0, 127\.0\.0\.1, ::\) or a host name, got "/)]]);
    }
    const many = configProblems({ ...good, METRICS_HOSTNAME: 'no way', PORT: 'x' }).map((p) => p.split(':')[0]);
    expect(many).toEqual(expect.arrayContaining(['METRICS_HOSTNAME', 'PORT']));
  });

  it('the server entry binds the metrics port at that address; the manifests set every interface', () => {
    const main = readFileSync('server/main.ts', 'utf8');
    expect(main).toContain('startMetricsServer(metricsPort, metricsHostname)');
    const docs = parseAllDocuments(readFileSync('deploy/k8s/deployment.yaml', 'utf8')).map((d) => d.toJS());
    const env = docs.find((d) => d?.kind === 'Deployment').spec.template.spec.containers[0].env as { name: string; value?: string }[];
    expect(env.find((e) => e.name === 'METRICS_HOSTNAME')?.value).toBe('0.0.0.0');
    expect(readFileSync('docs/operations.md', 'utf8')).toMatch(/\| `METRICS_HOSTNAME` \|/);
  });
});

describe('finding 5: SESSION_SECRET, its ids and their secrets', () => {
  const long = 'k'.repeat(32);
  const problems = (SESSION_SECRET: string) => configProblems({ ...good, SESSION_SECRET });
  const session = (SESSION_SECRET: string) => config({ ...good, SESSION_SECRET }).session;
  const notAnId = 'SESSION_SECRET: an entry starts with digits and a colon that are not an id (ids are 1 to 999, without a leading zero): write each secret as <id>:<secret>, e.g. 1:<secret>';

  it('2024:<32 characters> is refused at start, by name, not taken as id 2024 with a shorter secret', () => {
    expect(problems(`2024:${long}`)).toEqual([notAnId]);
    for (const digits of ['0', '00', '007', '01', '1000', '123456', '99999999999']) expect([digits, problems(`${digits}:${long}`)]).toEqual([digits, [notAnId]]);
    expect(problems(`2:${long},2024:${long}`)).toEqual([notAnId]); // in a list too
  });

  it('an id is 1 to 999 without a leading zero; the secret after it has at least 32 characters', () => {
    expect(session(`1:${long}`)).toEqual({ sealId: 1, passwords: { 1: long } });
    expect(session(`999:${long},12:${long}x`)).toEqual({ sealId: 999, passwords: { 999: long, 12: `${long}x` } });
    expect(problems(`7:${'k'.repeat(31)}`)).toEqual(['SESSION_SECRET: the secret of id 7 has fewer than 32 characters after its id']);
    // A 36-character value that starts with digits and a colon is an id and the rest: here 33 characters.
    const ambiguous = `12:${'s'.repeat(33)}`;
    expect(ambiguous).toHaveLength(36);
    expect(session(ambiguous)).toEqual({ sealId: 12, passwords: { 12: 's'.repeat(33) } });
    expect(problems(`12:${'s'.repeat(30)}`)).toEqual(['SESSION_SECRET: the secret of id 12 has fewer than 32 characters after its id']);
  });

  it('one secret without an id is id 1, and has at least 32 characters too', () => {
    expect(session(`a${long}`)).toEqual({ sealId: 1, passwords: { 1: `a${long}` } });
    expect(session(`12${long}`)).toEqual({ sealId: 1, passwords: { 1: `12${long}` } }); // digits without a colon are the secret's
    expect(problems('short-secret')).toEqual(['SESSION_SECRET: the secret has fewer than 32 characters']);
  });

  it('never repeats any part of a secret', () => {
    const secret = `2024:${'q'.repeat(40)}`;
    for (const value of [secret, `3:${'zz'.repeat(5)}`, 'wxyz-short', `5:${'p'.repeat(40)},${'r'.repeat(40)}`]) {
      const text = problems(value).join('\n');
      expect(text).toMatch(/^SESSION_SECRET: /);
      for (const part of value.split(/[:,]/).filter((p) => p.length > 3)) expect(text).not.toContain(part);
    }
    expect(problems(secret).join()).not.toContain('2024');
  });
});
