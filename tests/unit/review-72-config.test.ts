import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';
import { config as configOf, configProblems, forgetConfig } from '@/lib/upstream/config';

// Review 72, findings 4 and 5: settings of the start-up check (lib/upstream/config.ts, one pass
// before any port opens).

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
