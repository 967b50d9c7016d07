import { randomBytes } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { ACTIVITY, lastFour } from '@/lib/contract/activity';
import { BFF, CODE_OK } from '@/lib/contract/codes';
import type { ActivityEntry, SessionEntry, SignInEntry } from '@/lib/contract/security';
import { describeDevice, networkOf } from '@/lib/security/device';
import { createMemoryStore } from '@/lib/store/memory';
import { sharedStore } from '@/lib/store';
import { ACTIVITY_CAP } from '@/lib/session/activity';
import { journalKey } from '@/lib/session/journal';
import { recordSignIn, SIGN_IN_CAP, signInAlert, signInHistory } from '@/lib/session/signins';
import { call, request, routes, send, signIn, withBff } from './bff-harness';

// Issue 72: devices and sessions, the sign-in history and My activity, against the stub through
// the real route handlers: bounded (a flood leaves the cap), private (one account never sees
// another's), and redacted (never a password, a code or a card number in full).

withBff();
const PASS2 = '135790';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const origin = { device: describeDevice(CHROME), network: '203.0.113.0/24' };

const get = async <T>(path: string, cookie: string, route: () => Promise<unknown>) => (await send(await route(), request(path, { method: 'GET', cookie }))).body.data as T;
const security = {
  sessions: () => import('@/app/api/security/sessions/route').then((m) => m.GET),
  end: () => import('@/app/api/security/sessions/end/route').then((m) => m.POST),
  signIns: () => import('@/app/api/security/signins/route').then((m) => m.GET),
  activity: () => import('@/app/api/security/activity/route').then((m) => m.GET),
};
const sessionsOf = (cookie: string) => get<SessionEntry[]>('/api/security/sessions', cookie, security.sessions);
const sessionStatus = async (cookie: string) => (await send(await routes.session(), request('/api/session', { method: 'GET', cookie }))).status;

describe('the device and the network as shown', () => {
  it('names the browser and system from the User-Agent, briefly', () => {
    expect(describeDevice(CHROME)).toEqual({ browser: 'Chrome 131.0', os: 'Windows 10', kind: 'desktop' });
    expect(describeDevice(IPHONE)).toEqual({ browser: 'Safari 17.0', os: 'iOS 17.0', kind: 'mobile' });
    expect(describeDevice(null)).toEqual({ browser: '', os: '', kind: 'other' });
    const hostile = describeDevice(`${'<script>'.repeat(500)} Chrome/1${'9'.repeat(5000)}`);
    expect(hostile.browser.length + hostile.os.length).toBeLessThanOrEqual(82);
    expect(JSON.stringify(hostile)).not.toContain('<');
  });

  it('shortens an address to its IPv4 /24 or IPv6 /48, and nothing else to anything', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(networkOf('2001:db8:1234:5678:9abc::1')).toBe('2001:db8:1234::/48');
    expect(networkOf('unknown')).toBe('');
    expect(networkOf('203.0.113.77, 10.0.0.1')).toBe('');
  });
});

describe('devices and sessions', () => {
  it('lists every live session of the account, this one first, and only the account\'s', async () => {
    const desk = await signIn('operator', { headers: { 'user-agent': CHROME }, peer: '203.0.113.77' });
    const phone = await signIn('operator', { headers: { 'user-agent': IPHONE }, peer: '2001:db8:1234:5678::9' });
    const other = await signIn('novip');
    const list = await sessionsOf(desk.cookie);
    const mine = list.filter((s) => s.network === '203.0.113.0/24' || s.network === '2001:db8:1234::/48');
    expect(list[0]).toMatchObject({ current: true, device: { browser: 'Chrome 131.0' }, network: '203.0.113.0/24' });
    expect(mine.find((s) => !s.current)).toMatchObject({ device: { browser: 'Safari 17.0', kind: 'mobile' }, network: '2001:db8:1234::/48' });
    expect(list.every((s) => /^[\w-]{16}$/.test(s.id) && s.lastActive >= s.signedInAt)).toBe(true);
    expect((await sessionsOf(other.cookie)).filter((s) => s.network === '2001:db8:1234::/48')).toEqual([]);
    expect(JSON.stringify(list)).not.toMatch(/portal_session|sid/);
    await sessionStatus(phone.cookie);
  });

  it('signs out one other session after the password is typed again; a wrong one ends nothing', async () => {
    const a = await signIn('operator', { headers: { 'user-agent': CHROME } });
    const b = await signIn('operator', { headers: { 'user-agent': IPHONE }, peer: '198.51.100.20' });
    const target = (await sessionsOf(a.cookie)).find((s) => !s.current && s.network === '198.51.100.0/24')!;
    const endWith = async (body: object) => send(await security.end(), request('/api/security/sessions/end', { body, cookie: a.cookie }));
    const empty = await endWith({ session: target.id, password: '' });
    expect(empty.status).toBe(400);
    const wrong = await endWith({ session: target.id, password: 'not-it' });
    expect(wrong).toMatchObject({ status: 400, body: { code: BFF.badRequest, data: { fieldErrors: { password: 'my.security.errors.wrongPassword' } } } });
    expect(await sessionStatus(b.cookie)).toBe(200);
    const ok = await endWith({ session: target.id, password: '123456' });
    expect(ok).toMatchObject({ status: 200, body: { code: CODE_OK, data: { ended: 1 } } });
    expect(await sessionStatus(b.cookie)).toBe(401);
    expect(await sessionStatus(a.cookie)).toBe(200);
    expect((await sessionsOf(a.cookie)).some((s) => s.id === target.id)).toBe(false);
  });

  it('signs out every other session, and keeps this one', async () => {
    const a = await signIn('menuop');
    const b = await signIn('menuop');
    const c = await signIn('menuop');
    const ended = await send(await security.end(), request('/api/security/sessions/end', { body: { session: 'others', password: '123456' }, cookie: a.cookie }));
    expect(ended.body.data).toEqual({ ended: 2 });
    expect([await sessionStatus(a.cookie), await sessionStatus(b.cookie), await sessionStatus(c.cookie)]).toEqual([200, 401, 401]);
    expect(await sessionsOf(a.cookie)).toHaveLength(1);
  });
});

describe('the sign-in history', () => {
  it('keeps a wrong password under the account typed, from a new device, and says so on Home', async () => {
    const first = await signIn('novip');
    const wrong = await send(await routes.login(), request('/api/auth/login', { body: { username: 'NoVip ', password: 'nope' }, headers: { 'user-agent': IPHONE }, peer: '198.51.100.7' }));
    expect(wrong.body.code).not.toBe(CODE_OK);
    const { list, alert } = await get<{ list: SignInEntry[]; alert: { failed: number } }>('/api/security/signins', first.cookie, security.signIns);
    expect(list[0]).toMatchObject({ outcome: 'wrong', network: '198.51.100.0/24', newDevice: true, device: { browser: 'Safari 17.0' } });
    expect(list.some((e) => e.outcome === 'ok')).toBe(true);
    expect(JSON.stringify(list)).not.toMatch(/nope|"dv"/);
    expect(alert.failed).toBeGreaterThanOrEqual(1);
  });

  it('a flood of 10,000 failed sign-ins leaves at most the cap', async () => {
    const account = `flood-${randomBytes(4).toString('hex')}`;
    await recordSignIn(account, 'ok', origin, 'a'.repeat(21));
    for (let i = 0; i < 10_000; i++) await recordSignIn(account, i % 2 ? 'wrong' : 'locked', origin, randomBytes(16).toString('base64url'));
    expect(await sharedStore('journals').list(journalKey('signins', account))).toHaveLength(SIGN_IN_CAP);
    expect((await signInHistory(account)).length).toBe(SIGN_IN_CAP);
    expect((await signInAlert(account, Date.now())).failed).toBe(SIGN_IN_CAP);
  });

  it('keeps nothing for an account that never signed in through the portal', async () => {
    const account = `nobody-${randomBytes(4).toString('hex')}`;
    for (let i = 0; i < 50; i++) await recordSignIn(account, 'wrong', origin, 'b'.repeat(21));
    expect(await sharedStore('journals').list(journalKey('signins', account))).toEqual([]);
  });
});

describe('my activity', () => {
  it('notes a transfer with its amount and recipient, never its code or password', async () => {
    const { cookie } = await signIn('operator', { headers: { 'user-agent': CHROME } });
    const key = randomBytes(16).toString('hex');
    const body = { account: 'menuop', amount: '1150', remark: 'rent', way: 'phone', code: '246810', pass2: PASS2 };
    expect((await call('transfer/dothis', body, { cookie, headers: { 'idempotency-key': key, 'user-agent': CHROME } })).body.code).toBe(CODE_OK);
    // A replay of the known answer is no second entry.
    await call('transfer/dothis', body, { cookie, headers: { 'idempotency-key': key } });
    await new Promise((r) => setTimeout(r, 50)); // noted after the answer, not awaited
    const list = await get<ActivityEntry[]>('/api/security/activity?kind=money', cookie, security.activity);
    const transfers = list.filter((e) => e.action === 'transfer' && e.asked.remark === 'rent');
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ kind: 'money', asked: { amount: 1150, to: 'menuop' }, code: CODE_OK, device: { browser: 'Chrome 131.0' } });
    const stored = (await sharedStore('journals').list(journalKey('activity', 'operator'))).join('\n');
    expect(stored).not.toContain('246810');
    expect(stored).not.toContain(PASS2);
    expect((await get<ActivityEntry[]>('/api/security/activity?kind=members', cookie, security.activity)).some((e) => e.action === 'transfer')).toBe(false);
  });

  it('exports as the other lists do, in the operator\'s language and time zone, with what the screen shows', async () => {
    const { cookie } = await signIn('operator');
    const key = randomBytes(16).toString('hex');
    const remark = `csv-${key.slice(0, 6)}`;
    await call('transfer/dothis', { account: 'menuop', amount: '1200', remark, way: 'phone', code: '246810', pass2: PASS2 }, { cookie, headers: { 'idempotency-key': key } });
    await new Promise((r) => setTimeout(r, 50));
    const { GET } = await import('@/app/api/export/[list]/route');
    const get = (query: string) =>
      (GET as (req: NextRequest, ctx: { params: Promise<{ list: string }> }) => Promise<Response>)(
        request(`/api/export/activity?${query}`, { method: 'GET', cookie: `${cookie}; NEXT_LOCALE=en-US`, headers: { 'sec-fetch-site': 'same-origin' } }),
        { params: Promise.resolve({ list: 'activity' }) },
      );
    const res = await get('format=csv&kind=money&tz=Asia/Shanghai');
    expect(res.status).toBe(200);
    const csv = await res.text();
    const line = csv.split('\n').find((l) => l.includes(remark))!;
    expect(line).toContain('"Transfer"');
    expect(line).toContain('Amount: 1200; To: menuop');
    expect(line).toMatch(/"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}"/);
    expect(csv).not.toContain('246810');
    expect((await get('format=csv&tz=Mars/Olympus')).status).toBe(400);
  });

  it('refuses a query of another shape with a 400', async () => {
    const { cookie } = await signIn('operator');
    const answer = await send(await security.activity(), request('/api/security/activity?kind=everything&since=-1', { method: 'GET', cookie }));
    expect(answer.status).toBe(400);
  });

  it('keeps a card\'s last four digits only, and no field it does not name', () => {
    const asked = ACTIVITY['bank/create']!.asked({ number: '6222020200112233', bank: 'ICBC', branch: 'X', type: 1, holder: 'Li', pass2: PASS2 } as never);
    expect(asked).toEqual({ bank: 'ICBC', card: '•••• 2233' });
    expect(lastFour('6222 0202 0011 9876')).toBe('•••• 9876');
    for (const [path, declared] of Object.entries(ACTIVITY)) {
      const asked = declared!.asked({ pass2: PASS2, code: '246810', password: 'secret1', old: 'secret0', repeat: 'secret1', number: '6222020200112233' } as never);
      expect([path, JSON.stringify(asked)]).toEqual([path, expect.not.stringMatching(/135790|246810|secret|6222020200112233/)]);
    }
  });

  it('is capped per account', async () => {
    const store = createMemoryStore();
    for (let i = 0; i < ACTIVITY_CAP * 3; i++) await store.push('k', String(i), { cap: ACTIVITY_CAP, ttlMs: 60_000 });
    const list = await store.list('k');
    expect(list).toHaveLength(ACTIVITY_CAP);
    expect(list[0]).toBe(String(ACTIVITY_CAP * 3 - 1));
  });
});
