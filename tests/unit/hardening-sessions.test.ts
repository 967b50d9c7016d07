import { sealData } from 'iron-session';
import { NextRequest } from 'next/server';
import { loginMenu } from '@/tests/upstream-stub/menu';
import { ACCOUNTS, menuKeysOf } from '@/tests/upstream-stub/accounts';
import { ORIGIN, request, routes, send, signIn, withBff } from './bff-harness';

// Issue 14, defects 4 (logout and "sign out everywhere" end sessions, on the guard and the
// BFF), 7 (permissions fail closed), 8 (a session that does not parse is none) and the
// cookie budget (3 KB with the largest menu).

const harness = withBff();

const guard = async (path: string, cookie: string) => {
  const { proxy } = await import('@/proxy');
  return proxy(new NextRequest(`${ORIGIN}${path}`, { headers: { cookie } }));
};
const redirectedTo = (res: Response) => (res.headers.get('location') ? new URL(res.headers.get('location')!).pathname : null);
const sessionOf = async (cookie: string) => send(await routes.session(), request('/api/session', { method: 'GET', cookie }));

describe('defect 4: logout ends the session', () => {
  it('refuses a cookie saved before logout, on the BFF and the guard, though it is cached', async () => {
    const { cookie } = await signIn();
    expect((await sessionOf(cookie)).status).toBe(200); // now in the unseal cache
    expect(redirectedTo(await guard('/home', cookie))).toBeNull();
    const out = await send(await routes.logout(), request('/api/auth/logout', { body: {}, cookie }));
    expect(out.status).toBe(200);
    expect(out.cookies.portal_session).toBe('');
    // The saved copy of the cookie:
    expect((await sessionOf(cookie)).status).toBe(401);
    expect(redirectedTo(await guard('/home', cookie))).toBe('/login');
    expect((await send(await routes.call(), request('/api/call/notice/unread', { body: {}, cookie }), { path: ['notice', 'unread'] })).status).toBe(401);
  });

  it('signs out everywhere: every session of the account, and only those; a later sign-in works', async () => {
    const a = await signIn('operator');
    const b = await signIn('operator');
    const other = await signIn('novip');
    const { POST } = await import('@/app/api/auth/logout-everywhere/route');
    expect((await send(POST, request('/api/auth/logout-everywhere', { body: {}, cookie: a.cookie }))).status).toBe(200);
    expect((await sessionOf(a.cookie)).status).toBe(401);
    expect((await sessionOf(b.cookie)).status).toBe(401);
    expect(redirectedTo(await guard('/home', b.cookie))).toBe('/login');
    expect((await sessionOf(other.cookie)).status).toBe(200);
    const later = await signIn('operator');
    expect((await sessionOf(later.cookie)).status).toBe(200);
  });

  it('endAccount (for the password change) ends the account\'s sessions whatever the case of its name', async () => {
    const { endAccount } = await import('@/lib/session/records');
    const a = await signIn('menuop');
    await endAccount('MenuOp');
    expect((await sessionOf(a.cookie)).status).toBe(401);
  });
});

describe('defect 8: a session without user is no session', () => {
  it('is refused by the BFF and the guard, and its cookie cleared', async () => {
    const password = { 1: process.env.SESSION_SECRET! };
    const sealed = await sealData({ dvId: 'V1StGXR8_Z5jdHi6B-myT', csrf: 'c', token: 'tok', exp: Date.now() + 60_000 }, { password, ttl: 3600 });
    const cookie = `portal_session=${sealed}`;
    const answer = await sessionOf(cookie);
    expect(answer.status).toBe(401);
    expect(answer.cookies.portal_session).toBe('');
    expect(redirectedTo(await guard('/home', cookie))).toBe('/login');
  });
});

describe('defect 7: permissions fail closed', () => {
  const fault = (path: string) =>
    fetch(`${harness.stub.origin}/__stub/fault`, { method: 'POST', body: JSON.stringify({ path, count: 1, code: 50000, msg: 'down' }) });

  it.each([['user/permission'], ['user/menu']])('when %s fails: no permission, no hidden entry, and the operator is told', async (path) => {
    await fault(path);
    const { answer } = await signIn('operator');
    const view = answer.body.data as { permissions: string[]; menuKeys: string[]; limited?: boolean; menu: { key: string; children?: unknown[] }[] };
    expect(view.limited).toBe(true);
    expect(answer.body.msg).toMatch(/permissions could not be loaded|无法加载您的权限/);
    if (path === 'user/permission') expect(view.permissions).toEqual([]);
    else expect(view.menuKeys).toEqual([]);
    if (path === 'user/menu') expect(view.menu.every((m) => m.key === '0')).toBe(true);
  });
});

describe('the session cookie budget', () => {
  const BUDGET = 3 * 1024;

  it.each(ACCOUNTS.map((a) => [a.username]))('%s: the sealed session is at most 3 KB', async (username) => {
    const { answer } = await signIn(username);
    expect(answer.cookies.portal_session.length).toBeLessThanOrEqual(BUDGET);
  });

  it('holds with the largest menu (menuop with every entry visible)', async () => {
    const { sealSession } = await import('@/lib/session/session');
    const menuop = ACCOUNTS.find((a) => a.username === 'menuop')!;
    const menu = loginMenu(menuop, 1, 'https://help.service-center.example.com');
    const sealed = await sealSession({
      sid: 'V1StGXR8_Z5jdHi6B-myT', dvId: 'V1StGXR8_Z5jdHi6B-myT', csrf: 'x'.repeat(24), token: 'f'.repeat(40),
      exp: Date.now() + 3600_000, user: { account: 'menuop', name: '张明', nickname: 'MenuOp', level: 2, levelName: 'VIP', vip: true },
      menu, menuKeys: menuKeysOf({ ...menuop, limitedMenu: false }), permissions: ['sys:user:add', 'sys:user:edit', 'sys:user:delete', 'sys:user:import', 'sys:user:export'],
      verifyRule: { phone: true, email: true }, country: 'CN', verified: { way: 'email', until: Date.now() + 300_000 },
    });
    expect(sealed.length).toBeLessThanOrEqual(BUDGET);
  });

  it('seals plain menu keys as numbers and reads back the keys it sealed, whatever their shape', async () => {
    const { readSession, sealSession } = await import('@/lib/session/session');
    const base = {
      sid: 'V1StGXR8_Z5jdHi6B-myT', dvId: 'V1StGXR8_Z5jdHi6B-myT', csrf: 'x'.repeat(24), token: 'f'.repeat(40), exp: Date.now() + 3600_000,
      user: { account: 'menuop', name: '张明', level: 2, levelName: 'VIP', vip: true },
    };
    for (const menuKeys of [['0', '10', '48'], ['10', '048', 'x,y']]) expect((await readSession(await sealSession({ ...base, menuKeys })))?.menuKeys).toEqual(menuKeys);
  });
});
