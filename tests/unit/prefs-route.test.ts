import { PREFS_MAX_BYTES } from '@/lib/settings/prefs';
import { request, send, signIn, withBff, type Answer } from './bff-harness';
import { redisPresent, withRedisPair } from './redis-pair';

// /api/prefs (issue 17): the account's settings and tabs on the server, through the real
// route and the stub. Bounded before reading, validated, refused cross-site, per account; and
// with two instances sharing Redis, what one takes the other answers and neither loses a
// change made at the same moment.

withBff();
const route = () => import('@/app/api/prefs/route');

async function prefs(method: 'GET' | 'PUT' | 'DELETE', cookie: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const handlers = await route();
  return send(handlers[method], request('/api/prefs', { method, cookie, body, headers }));
}

const stamped = (settings: Record<string, unknown>, at: number) => ({ settings, stamps: Object.fromEntries(Object.keys(settings).map((k) => [k, at])) });

describe('/api/prefs', () => {
  beforeEach(async () => (await import('@/lib/store')).useStore());

  it('keeps each account\'s copy, merged key by key (the newer change wins)', async () => {
    const { cookie } = await signIn('operator');
    expect((await prefs('GET', cookie)).body).toMatchObject({ code: 20000, data: { settings: {}, stamps: {} } });
    const first = await prefs('PUT', cookie, stamped({ theme: 'dark', tab: true, keepAliveList: ['/memberNode?root=m000003'], activeTab: '/memberNode?root=m000003' }, 1000));
    expect(first.body.code).toBe(20000);
    await prefs('PUT', cookie, stamped({ theme: 'light' }, 500)); // an older change, arriving late
    await prefs('PUT', cookie, stamped({ greyMode: true }, 2000));
    expect((await prefs('GET', cookie)).body.data).toEqual({
      settings: { theme: 'dark', tab: true, keepAliveList: ['/memberNode?root=m000003'], activeTab: '/memberNode?root=m000003', greyMode: true },
      stamps: { theme: 1000, tab: 1000, keepAliveList: 1000, activeTab: 1000, greyMode: 2000 },
    });
    const other = await signIn('menuop');
    expect((await prefs('GET', other.cookie)).body.data).toEqual({ settings: {}, stamps: {} }); // per account
    expect((await prefs('DELETE', cookie)).body.code).toBe(20000);
    expect((await prefs('GET', cookie)).body.data).toEqual({ settings: {}, stamps: {} });
  });

  it('refuses a body past 8 KB before reading it, with a clear message', async () => {
    const { cookie } = await signIn('operator');
    const big = stamped({ keepAliveList: ['/notice'], junk: 'x'.repeat(PREFS_MAX_BYTES) }, 1);
    const byLength = await prefs('PUT', cookie, big);
    expect(byLength.status).toBe(413);
    expect(byLength.body.msg).toMatch(/8 KB/);
    // Without a Content-Length: read up to the cap, then refused.
    const stream = new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode(JSON.stringify(big))), c.close()) });
    const streamed = await prefs('PUT', cookie, stream, { 'content-type': 'application/json' });
    expect(streamed.status).toBe(413);
  });

  it.each([
    ['a forged tab', stamped({ keepAliveList: ['//evil.example'] }, 1)],
    ['markup', stamped({ activeTab: '/memberNode?root=<script>' }, 1)],
    ['10,000 tabs', stamped({ keepAliveList: Array.from({ length: 10_000 }, () => '/notice') }, 1)],
    ['an unknown key', stamped({ session: 'x' }, 1)],
    ['a key without its stamp', { settings: { theme: 'dark' }, stamps: {} }],
  ])('refuses %s (400) and keeps nothing of it', async (_, body) => {
    const { cookie } = await signIn('operator');
    const answer = await prefs('PUT', cookie, body);
    expect([400, 413]).toContain(answer.status);
    expect((await prefs('GET', cookie)).body.data).toEqual({ settings: {}, stamps: {} });
  });

  it('refuses another site, and anyone signed out', async () => {
    const { cookie } = await signIn('operator');
    const crossSite = await prefs('PUT', cookie, stamped({ tab: true }, 1), { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect((await prefs('DELETE', cookie, undefined, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-length': '0' })).status).toBe(403);
    expect((await prefs('GET', '')).status).toBe(401);
    expect((await prefs('PUT', '', stamped({ tab: true }, 1))).status).toBe(401);
  });

  it('takes a stamp from the future as now', async () => {
    const { cookie } = await signIn('operator');
    const before = Date.now();
    const answer = await prefs('PUT', cookie, stamped({ tab: true }, 9e15));
    expect((answer.body.data as { stamps: { tab: number } }).stamps.tab).toBeLessThan(before + 120_000);
  });
});

// Two instances sharing Redis (test:scale's shape): instance A and instance B each have their
// own connection; a sign-in on one is a session on the other (its records are in Redis).
const redisIt = redisPresent ? it : it.skip;
describe('two instances sharing Redis', () => {
  const pair = withRedisPair();

  redisIt('what one instance takes, the other answers; changes at the same moment both survive', async () => {
    const { useStore } = await import('@/lib/store');
    useStore(pair.a);
    const { cookie } = await signIn('operator');
    await prefs('PUT', cookie, stamped({ theme: 'dark', keepAliveList: ['/memberNode?root=m000003'] }, 1000));
    useStore(pair.b);
    expect((await prefs('GET', cookie)).body.data).toMatchObject({ settings: { theme: 'dark', keepAliveList: ['/memberNode?root=m000003'] } });

    // Eight changes of eight keys, half through each instance, all at once: none is lost.
    const { savePrefs, loadPrefs } = await import('@/lib/session/prefs');
    const keys = ['tab', 'logo', 'level', 'inverted', 'breadcrumb', 'greyMode', 'accordion', 'subfield'] as const;
    await Promise.all(keys.map(async (key, i) => {
      useStore(i % 2 ? pair.a : pair.b);
      return savePrefs('operator', stamped({ [key]: true }, 2000 + i) as never);
    }));
    const merged = await loadPrefs('operator', pair.a);
    for (const key of keys) expect(merged.settings[key]).toBe(true);
    expect(merged.settings.theme).toBe('dark');
  }, 20_000);
});
