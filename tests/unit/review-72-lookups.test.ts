import { BFF } from '@/lib/contract/codes';
import { CALLS, callSpec } from '@/lib/contract/calls';
import { forgetConfig } from '@/lib/upstream/config';
import { call, signIn, withBff } from './bff-harness';

// Review 72, finding 2: the lookups that reveal members (a real name for any account, whether
// an account, phone or ID number is in use, the invitation tree and its search) are throttled
// per account and call on every instance, as code sending is: 60 a minute by default
// (LOOKUP_LIMIT_PER_ACCOUNT), then 429 with Retry-After and a message in the operator's
// language, before anything reaches the upstream.

const harness = withBff();

const LOOKUPS: [string, Record<string, string>][] = [
  ['transfer/checkuser', { account: 'novip' }],
  ['pservice/vname', { value: 'someone-new' }],
  ['pservice/vtel', { value: '13900000099' }],
  ['pservice/videntityid', { value: '110101199003074578' }],
  ['ratlas/index', { search: 'm000003' }],
];
const forwarded = async (path: string) =>
  ((await (await fetch(`${harness.stub.origin}/__stub/requests`)).json()) as { path: string }[]).filter((e) => e.path === path).length;

beforeEach(async () => (await import('@/lib/store')).useStore()); // a fresh window for each test

describe('lookups that reveal members', () => {
  it('are marked in the registry, and only they (with the code sending, the only throttled calls)', () => {
    const marked = Object.keys(CALLS).filter((p) => callSpec(p)?.reveals);
    expect(marked.sort()).toEqual(LOOKUPS.map(([p]) => p).sort());
  });

  it.each(LOOKUPS)('%s: 60 a minute per account, then 429 with Retry-After, not forwarded', async (path, body) => {
    const { cookie } = await signIn('operator');
    const answers = [];
    for (let i = 0; i < 60; i++) answers.push(await call(path, body, { cookie }));
    expect(answers.filter((a) => a.status === 429)).toEqual([]);
    const before = await forwarded(path);
    const refused = [];
    for (let i = 0; i < 140; i++) refused.push(await call(path, body, { cookie })); // 200 in a row
    expect(refused.every((a) => a.status === 429)).toBe(true);
    expect(await forwarded(path)).toBe(before);
    const [first] = refused;
    expect(first.body).toMatchObject({ code: BFF.rateLimited, data: null });
    const seconds = Number(first.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(first.body.msg).toContain(`${seconds}`);
  });

  it("counts per account and per call: another account, or another lookup, has its own", async () => {
    const a = await signIn('operator');
    for (let i = 0; i < 61; i++) await call('transfer/checkuser', { account: 'novip' }, { cookie: a.cookie });
    expect((await call('transfer/checkuser', { account: 'novip' }, { cookie: a.cookie })).status).toBe(429);
    expect((await call('pservice/vname', { value: 'someone-new' }, { cookie: a.cookie })).status).toBe(200);
    const b = await signIn('menuop');
    expect((await call('transfer/checkuser', { account: 'novip' }, { cookie: b.cookie })).status).toBe(200);
    // A second session of the same account shares the account's count.
    const again = await signIn('operator');
    expect((await call('transfer/checkuser', { account: 'novip' }, { cookie: again.cookie })).status).toBe(429);
  });

  it('says so in the operator\'s language', async () => {
    const { cookie } = await signIn('operator');
    for (let i = 0; i < 60; i++) await call('ratlas/index', { search: 'm000003' }, { cookie });
    const said = async (locale: string) => (await call('ratlas/index', { search: 'm000003' }, { cookie: `${cookie}; NEXT_LOCALE=${locale}` })).body.msg;
    expect(await said('en-US')).toMatch(/^Too many look-ups of members in a minute\. Please try again in \d+ s\.$/);
    expect(await said('zh-CN')).toMatch(/^查询会员过于频繁，请 \d+ 秒后再试。$/);
    expect(await said('zh-TW')).toMatch(/^查詢會員過於頻繁，請 \d+ 秒後再試。$/);
  });

  it('the limit is LOOKUP_LIMIT_PER_ACCOUNT', async () => {
    const saved = process.env.LOOKUP_LIMIT_PER_ACCOUNT;
    process.env.LOOKUP_LIMIT_PER_ACCOUNT = '3';
    forgetConfig();
    try {
      const { cookie } = await signIn('operator');
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await call('pservice/vname', { value: 'someone-new' }, { cookie })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      if (saved === undefined) delete process.env.LOOKUP_LIMIT_PER_ACCOUNT;
      else process.env.LOOKUP_LIMIT_PER_ACCOUNT = saved;
      forgetConfig();
    }
  });

  it('code sending keeps its own limit and message', async () => {
    const { cookie } = await signIn('novip');
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push(await call('transfer/getcode', { way: 'phone' }, { cookie }));
    expect(codes[5].status).toBe(429);
    expect(codes[5].body.msg).toMatch(/^获取验证码过于频繁/);
  });
});
