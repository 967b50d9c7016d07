import fc from 'fast-check';
import { MENU_KEYS } from '@/lib/menu/menu';
import { routeAllowed, ROUTES } from '@/lib/menu/manifest';
import { ACTIVITY_KINDS } from '@/lib/contract/security';
import {
  adoptTabs, arrive, closeTabs, MAX_TAB_URL, MAX_TABS, parseTabEntry, restoreTabs, tabEntryAt, tabsFrom, tabTitle,
  type TabEntry, type TabState,
} from '@/lib/menu/tabs';
import { decodeSettingsCookie, DEFAULT_SETTINGS, encodeSettingsCookie, parseSettings, SETTINGS_COOKIE_BUDGET } from '@/lib/settings/settings';

// Tabs are URLs (issue 17): the parser of saved entries (local storage, the cookie, the
// server copy: all writable by a hostile hand), the menu check at restore, titles, and where a
// navigation lands.

const entry = (url: string) => parseTabEntry(url) as TabEntry;
const ALL_KEYS = [...MENU_KEYS];

describe('parseTabEntry', () => {
  it('takes a screen with the parameters it declares, in canonical order', () => {
    expect(parseTabEntry('/memberNode?root=m000003')).toEqual({ path: '/memberNode', url: '/memberNode?root=m000003', key: '/memberNode?root=m000003' });
    expect(parseTabEntry('/notice')).toEqual({ path: '/notice', url: '/notice', key: '/notice' });
    const detail = entry('/reports/teamformanceInfo?to=2026-02-01&leg=1&from=2026-01-01&depth=3');
    expect(detail.url).toBe('/reports/teamformanceInfo?leg=1&depth=3&from=2026-01-01&to=2026-02-01');
    expect(detail.key).toBe('/reports/teamformanceInfo?leg=1&depth=3'); // the range moves the tab, the leg and depth choose it
    expect(entry('/capital/withdraw?card=7').key).toBe('/capital/withdraw');
    expect(entry('/memberNode?root=a%40b.c').url).toBe('/memberNode?root=a%40b.c');
  });

  it.each([
    ['another origin', '//evil.example'],
    ['another origin, path-like', '//evil.example/memberNode'],
    ['a backslash origin', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/memberNode'],
    ['a script URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['markup in the path', '/<img src=x onerror=alert(1)>'],
    ['markup in a value', '/memberNode?root=<script>alert(1)</script>'],
    ['encoded markup in a value', '/memberNode?root=%3Cscript%3E'],
    ['a quote', '/memberNode?root=a"onmouseover="x'],
    ['a space', '/memberNode?root=a b'],
    ['dot segments', '/memberNode/../capital/transfer'],
    ['an encoded slash', '/memberNode%2F..%2Fcapital'],
    ['a fragment', '/memberNode#x'],
    ['an unknown screen', '/admin'],
    ['a signed-out page', '/login'],
    ['an error page', '/error/404'],
    ['an undeclared parameter', '/memberNode?next=//evil.example'],
    ['a repeated parameter', '/memberNode?root=a&root=b'],
    ['a bad date', '/reports/performance?from=2026-13-01'],
    ['a bad leg', '/reports/teamformanceInfo?leg=3'],
    ['a next elsewhere', '/validateTelEmail?next=https://evil.example'],
    ['an empty string', ''],
    ['too long', `/memberNode?root=${'a'.repeat(MAX_TAB_URL)}`],
  ])('drops %s', (_, raw) => {
    expect(parseTabEntry(raw)).toBeNull();
  });

  it('drops what is not a string', () => {
    for (const raw of [null, undefined, 1, {}, ['/notice'], { toString: () => '/notice' }]) expect(parseTabEntry(raw)).toBeNull();
  });

  it('never lets anything out of the portal, whatever the input (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath(), fc.constantFrom('//', '/\\', 'javascript:', '/memberNode?root=').chain((p) => fc.string().map((s) => p + s))), (raw) => {
        const parsed = parseTabEntry(raw);
        if (!parsed) return;
        expect(new URL(parsed.url, 'http://portal.test').origin).toBe('http://portal.test');
        expect(parsed.url).toMatch(/^\/[A-Za-z]/);
        expect(parsed.url).not.toMatch(/[<>"'\\\s]/);
        expect(parsed.url.length).toBeLessThanOrEqual(MAX_TAB_URL);
        expect(parseTabEntry(parsed.url)).toEqual(parsed); // canonical: parsing again changes nothing
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips every declared parameter of every screen (property)', () => {
    const value = { account: fc.stringMatching(/^[A-Za-z0-9_.@-]{1,32}$/), id: fc.integer({ min: 1, max: 99_999 }).map(String), leg: fc.constantFrom('1', '2'), date: fc.constant('2026-02-28'), side: fc.constantFrom('L', 'R'), way: fc.constantFrom('phone', 'email'), next: fc.constantFrom('/my/editPhone', '/my/editPass'), state: fc.integer({ min: 0, max: 99 }).map(String), flag: fc.constant('1'), activity: fc.constantFrom(...ACTIVITY_KINDS) };
    for (const { path, params } of ROUTES.filter((r) => r.params)) {
      const arbitrary = fc.record(Object.fromEntries(Object.entries(params!).map(([name, p]) => [name, value[p.kind]])), { requiredKeys: [] });
      fc.assert(
        fc.property(arbitrary, (query) => {
          const url = `${path}?${new URLSearchParams(query as Record<string, string>)}`;
          const parsed = parseTabEntry(url);
          if (url.length > MAX_TAB_URL) return expect(parsed).toBeNull();
          expect(Object.fromEntries(new URLSearchParams(parsed!.url.split('?')[1] ?? ''))).toEqual(query);
        }),
        { numRuns: 100 },
      );
    }
  });
});

describe('the page shown as a tab', () => {
  it('leaves out what the screen does not read, and the not-sent flag', () => {
    expect(tabEntryAt('/memberNode', 'root=m000003&utm=x&notSent=1')?.url).toBe('/memberNode?root=m000003');
    expect(tabEntryAt('/memberNode', 'root=%3Cb%3E')?.url).toBe('/memberNode');
    expect(tabEntryAt('/login', '')).toBeNull();
    expect(tabEntryAt('/home', '')?.url).toBe('/home');
  });
});

describe('restoring a saved list', () => {
  const operator = ALL_KEYS;
  const menuop = ALL_KEYS.filter((k) => !['35', '36', '40', '41', '42', '43', '44', '45', '46', '47'].includes(k));

  it('keeps good entries, drops bad ones, Home and duplicates', () => {
    const saved = ['/notice', '//evil.example', '/home', '/memberNode?root=m000003', '<b>x</b>', '/notice', 42, '/memberNode?root=m000005'];
    expect(restoreTabs(saved, operator).map((e) => e.url)).toEqual(['/notice', '/memberNode?root=m000003', '/memberNode?root=m000005']);
    expect(restoreTabs('not a list')).toEqual([]);
  });

  it('caps 10,000 tabs at MAX_TABS without looking at them all', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => `/memberNode?root=m${String(i).padStart(6, '0')}`);
    const started = performance.now();
    const restored = restoreTabs(many, operator);
    expect(restored).toHaveLength(MAX_TABS);
    expect(performance.now() - started).toBeLessThan(100);
    expect(parseSettings({ keepAliveList: many }).keepAliveList).toHaveLength(MAX_TABS);
  });

  it('drops screens the menu no longer shows, quietly', () => {
    const saved = ['/capital/withdraw', '/reports/teamformanceInfo?leg=1', '/notice/info?id=3', '/capital/recharge', '/memberNode/register', '/validateTelEmail'];
    expect(restoreTabs(saved, operator)).toHaveLength(6);
    expect(restoreTabs(saved, menuop).map((e) => e.url)).toEqual(['/capital/recharge', '/memberNode/register', '/validateTelEmail']);
    expect(routeAllowed('/notice/info', menuop)).toBe(false); // under /notice, hidden
    expect(routeAllowed('/extensionOfficer', menuop)).toBe(true); // not a menu screen
    // Until the session is known, only the screens every session may open.
    expect(restoreTabs(saved).map((e) => e.url)).toEqual(['/validateTelEmail']);
  });
});

describe('tab titles', () => {
  it('are message keys plus values, never stored text', () => {
    expect(tabTitle(entry('/memberNode?root=m000003'))).toEqual([{ key: 'menu.memberNode' }, { text: 'm000003' }]);
    expect(tabTitle(entry('/reports/teamformanceInfo?leg=2&depth=3&from=2026-01-01'))).toEqual([
      { key: 'menu.teamformanceInfo' },
      { key: 'reports.legs.right' },
      { key: 'reports.team.depthN', values: { depth: 3 } },
    ]);
    expect(tabTitle(entry('/notice/info?id=12'))).toEqual([{ key: 'menu.noticeInfo' }, { text: '#12' }]);
    expect(tabTitle(entry('/capital/withdraw?card=3'))).toEqual([{ key: 'menu.withdraw' }]);
  });
});

describe('where a navigation lands', () => {
  const urls = (s: TabState) => s.tabs.map((t) => t.url);
  const open = (...list: string[]) => list.reduce((s, url) => arrive(s, entry(url)), tabsFrom([]));

  it('the same route with other parameters opens its own tab; the same URL selects it', () => {
    let s = open('/notice', '/memberNode?root=m000003');
    s = arrive({ ...s, active: 't0' }, entry('/memberNode?root=m000005')); // from another screen: a new tab
    expect(urls(s)).toEqual(['/notice', '/memberNode?root=m000003', '/memberNode?root=m000005']);
    s = arrive(s, entry('/memberNode?root=m000003'));
    expect(s.active).toBe('t1');
    expect(s.tabs).toHaveLength(3);
  });

  it('moving inside the screen shown moves its tab (and keeps its id)', () => {
    let s = open('/memberNode');
    s = arrive(s, entry('/memberNode?root=m000004')); // bottom-left
    s = arrive(s, entry('/memberNode?root=menuop')); // up
    expect(s.tabs).toEqual([{ id: 't0', url: '/memberNode?root=menuop' }]);
    s = arrive(s, entry('/reports/performance?from=2026-01-01'));
    s = arrive(s, entry('/reports/performance?from=2026-02-01')); // another range
    expect(urls(s)).toEqual(['/memberNode?root=menuop', '/reports/performance?from=2026-02-01']);
  });

  it('a link to a tab\'s key moves that tab; a page load never moves the shown one', () => {
    let s = open('/capital/withdraw', '/my/bankCardListSelect');
    s = arrive(s, entry('/capital/withdraw?card=9'));
    expect(urls(s)).toEqual(['/capital/withdraw?card=9', '/my/bankCardListSelect']);
    expect(s.active).toBe('t0');
    s = arrive(open('/memberNode?root=m000003'), entry('/memberNode?root=m000005'), true);
    expect(urls(s)).toEqual(['/memberNode?root=m000003', '/memberNode?root=m000005']);
  });

  it('keeps at most MAX_TABS, closing the oldest', () => {
    const links = Array.from({ length: MAX_TABS + 3 }, (_, i) => `/notice/info?id=${i + 1}`); // each from the list
    const s = links.reduce((state, url) => arrive(arrive(state, entry('/notice')), entry(url)), tabsFrom([]));
    expect(s.tabs).toHaveLength(MAX_TABS);
    expect(s.tabs.map((t) => t.url)).toEqual(expect.arrayContaining(links.slice(-3)));
    expect(s.tabs.map((t) => t.url)).not.toContain(links[0]);
  });

  it('closing the shown tab shows the one before it; Home stays', () => {
    const s = open('/notice', '/capital/transfer', '/memberNode');
    const closed = closeTabs({ ...s, active: 't1' }, ['t1']);
    expect(closed.show?.url).toBe('/notice');
    expect(closeTabs(s, ['t0', 't1', 't2']).show?.url).toBe('/home');
    expect(closeTabs({ ...s, active: 't1' }, ['t2']).show).toBeUndefined();
  });

  it('a list changed elsewhere is adopted; open tabs with the same URL keep their id', () => {
    const s = adoptTabs(open('/notice', '/memberNode'), [entry('/memberNode'), entry('/capital/transfer')]);
    expect(s.tabs).toEqual([{ id: 't1', url: '/memberNode' }, { id: 't2', url: '/capital/transfer' }]);
  });
});

describe('the settings cookie', () => {
  it('stays within its budget, leaving out the last tabs but never the active one', () => {
    const keepAliveList = Array.from({ length: MAX_TABS }, (_, i) => `/reports/teamformanceInfo?leg=1&depth=${i + 1}&member=m${String(i).padStart(6, '0')}&from=2026-01-01&to=2026-02-01`);
    const settings = { ...DEFAULT_SETTINGS, tab: true, keepAliveList, activeTab: keepAliveList[MAX_TABS - 1] };
    const value = encodeSettingsCookie(settings);
    expect(value.length).toBeLessThanOrEqual(SETTINGS_COOKIE_BUDGET);
    const back = decodeSettingsCookie(value);
    expect(back.keepAliveList.length).toBeGreaterThan(3);
    expect(back.keepAliveList).toContain(settings.activeTab);
    expect(back.keepAliveList[0]).toBe(keepAliveList[0]);
  });
});
