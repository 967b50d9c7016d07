import { NextRequest } from 'next/server';
import { allowed } from '@/components/common/nav/useAllowed';
import type { SessionView } from '@/lib/contract/auth';
import { routeAllowed, ROUTES } from '@/lib/menu/manifest';
import { MENU_KEYS } from '@/lib/menu/menu';
import { restoreTabs } from '@/lib/menu/tabs';
import { ORIGIN, signIn, withBff } from './bff-harness';

// Review 72, finding 1: a screen the operator's menu hides is refused by the guard (spec §2),
// by its URL and by a client navigation (the RSC request of the same path), and a tab of it
// restored from the settings is dropped before the shell draws it. The rule is one function,
// routeAllowed, which Home's tiles follow too.

withBff();

const guard = async (path: string, cookie: string, headers: Record<string, string> = {}) => {
  const { proxy } = await import('@/proxy');
  return proxy(new NextRequest(`${ORIGIN}${path}`, { headers: { cookie, ...headers } }));
};
const redirectedTo = (res: Response) => (res.headers.get('location') ? new URL(res.headers.get('location')!).pathname : null);
// menuop's keys (tests/upstream-stub/accounts.ts HIDDEN_FOR_LIMITED): no withdrawals, no Report group.
const HIDDEN = ['35', '36', '40', '41', '42', '43', '44', '45', '46', '47', '48'];
const MENUOP_KEYS = MENU_KEYS.filter((k) => k !== '0' && !HIDDEN.includes(k));
const HIDDEN_SCREENS = [
  '/capital/withdraw', '/capital/withdrawRecord', '/reports/integralRecord', '/reports/registerMember', '/reports/waitMember',
  '/reports/performance', '/reports/teamformance', '/reports/teamformanceInfo', '/reports/commission', '/notice', '/notice/info',
];

describe('the guard refuses a screen the menu hides', () => {
  it.each(HIDDEN_SCREENS)('%s: menuop goes to /error/403, the operator is served', async (path) => {
    const menuop = await signIn('menuop');
    const res = await guard(`${path}?id=1`, menuop.cookie);
    expect(res.status).toBe(307);
    expect(redirectedTo(res)).toBe('/error/403');
    const operator = await signIn('operator');
    expect(redirectedTo(await guard(path, operator.cookie))).toBeNull();
  });

  it('a client navigation (the RSC request of the page, a prefetch) is refused the same way; the 403 page itself is served', async () => {
    const { cookie } = await signIn('menuop');
    const rsc = await guard('/capital/withdraw?_rsc=abc12', cookie, { rsc: '1', 'next-router-state-tree': '%5B%22%22%5D' });
    expect(redirectedTo(rsc)).toBe('/error/403');
    expect(redirectedTo(await guard('/reports/salary/', cookie))).toBe('/error/404'); // unknown stays unknown
    expect(redirectedTo(await guard('/reports/integralRecord/', cookie))).toBe('/error/403'); // a trailing slash changes nothing
    expect(redirectedTo(await guard('/prefetch-me', cookie, { 'next-router-prefetch': '1' }))).toBe('/error/404');
    expect(redirectedTo(await guard('/notice/info?id=3', cookie, { rsc: '1', 'next-router-prefetch': '1' }))).toBe('/error/403');
    const page = await guard('/error/403', cookie);
    expect(page.status).toBe(200);
    expect(redirectedTo(page)).toBeNull();
  });

  it('serves what the menu shows, the screens reached from them and those outside the menu', async () => {
    const { cookie } = await signIn('menuop');
    for (const path of ['/home', '/capital/recharge', '/capital/transfer', '/my/bankCardList', '/memberNode', '/memberNode/register', '/inviteNode', '/extensionOfficer', '/my/editEmail', '/validateTelEmail', '/memberProduct/chargebackRecord']) {
      expect([path, redirectedTo(await guard(path, cookie))]).toEqual([path, null]);
    }
    expect(redirectedTo(await guard('/reports', cookie))).toBe('/reports/integralRecord'); // the redirect first, then refused there
  });

  it('signed out, a hidden screen still asks for the sign-in first (nothing of the menu is known)', async () => {
    expect(redirectedTo(await guard('/capital/withdraw', ''))).toBe('/login');
  });
});

describe('routeAllowed, the one rule', () => {
  it("a route's own keys (\"0\" always), else the nearest route above it that has entries, else allowed", () => {
    expect(routeAllowed('/home', [])).toBe(true);
    expect(routeAllowed('/capital/recharge', [])).toBe(false);
    expect(routeAllowed('/my/bankCardList', ['37'])).toBe(true); // either of its two entries
    expect(routeAllowed('/my/bankCardList', ['53'])).toBe(true);
    expect(routeAllowed('/my/bankCardList', ['50'])).toBe(false);
    expect(routeAllowed('/memberNode/register', ['11'])).toBe(true);
    expect(routeAllowed('/memberNode/register', ['10'])).toBe(false);
    expect(routeAllowed('/notice/info', ['47'])).toBe(true);
    expect(routeAllowed('/validateTelEmail/validate', [])).toBe(true);
    expect(routeAllowed('/error/403', [])).toBe(true);
    expect(routeAllowed('/login', [])).toBe(true);
  });

  it('Home offers a tile exactly when the guard would open its screen (and its permission is held)', () => {
    const session = (menuKeys: string[], permissions = ['sys:user:add']) => ({ menuKeys, permissions }) as unknown as SessionView;
    const screens = ROUTES.filter((r) => r.screen).map((r) => r.path as Parameters<typeof allowed>[0]['href']);
    for (const keys of [[], MENUOP_KEYS, [...MENU_KEYS], ['11'], ['47']]) {
      for (const href of screens) expect([href, keys, allowed({ href }, session(keys))]).toEqual([href, keys, routeAllowed(href, keys)]);
    }
    expect(allowed({ href: '/memberNode/register', permission: 'sys:user:add' }, session(['11'], []))).toBe(false);
  });
});

describe('a restored tab of a hidden screen', () => {
  it('is dropped before it is drawn; until the session is known only screens every session may open stay', () => {
    const saved = ['/capital/withdraw?card=3', '/reports/performance', '/notice/info?id=2', '/capital/recharge', '/memberNode/register?sponsor=m000003', '/extensionOfficer'];
    expect(restoreTabs(saved, MENUOP_KEYS).map((t) => t.url)).toEqual(['/capital/recharge', '/memberNode/register?sponsor=m000003', '/extensionOfficer']);
    expect(restoreTabs(saved, [...MENU_KEYS])).toHaveLength(saved.length);
    expect(restoreTabs(saved).map((t) => t.url)).toEqual(['/extensionOfficer']);
  });
});
