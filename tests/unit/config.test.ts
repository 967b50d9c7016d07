import { configProblems } from '@/lib/upstream/config';

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

  it('needs every rotated session secret to be long enough', () => {
    expect(configProblems({ ...good, SESSION_SECRET: `${good.SESSION_SECRET},short` })[0]).toMatch(/^SESSION_SECRET/);
    expect(configProblems({ ...good, SESSION_SECRET: `${good.SESSION_SECRET},${good.SESSION_SECRET}x` })).toEqual([]);
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
