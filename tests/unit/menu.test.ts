import type { MenuItem } from '@/lib/contract/auth';
import { isOwnEntry, MENU_KEYS, MENU_TREE, shellMenu, titleKeyOf, trailOf, visibleMenu } from '@/lib/menu/menu';
import { ROUTES } from '@/lib/menu/manifest';
import enUS from '@/messages/en-US.json';
import zhCN from '@/messages/zh-CN.json';
import zhTW from '@/messages/zh-TW.json';
import { loginMenu } from '@/tests/upstream-stub/menu';

const ids = (menu: MenuItem[]): string[] => menu.flatMap((m) => [m.id, ...ids(m.children ?? [])]);
const allKeys = [...MENU_KEYS];

describe('menu visibility (spec §2)', () => {
  it('shows everything when every key is allowed', () => {
    expect(visibleMenu(MENU_TREE, allKeys)).toEqual(MENU_TREE);
  });

  it('always shows key 0 entries and hides the rest without keys', () => {
    expect(ids(visibleMenu(MENU_TREE, []))).toEqual(['/home', '/logout']);
  });

  it('hides single entries and groups left empty', () => {
    const keys = allKeys.filter((k) => !['35', '36', '40', '41', '42', '43', '44', '45', '46', '47'].includes(k));
    const shown = ids(visibleMenu(MENU_TREE, keys));
    expect(shown).not.toContain('/capital/withdraw');
    expect(shown).not.toContain('/capital/withdrawRecord');
    expect(shown).not.toContain('/reports');
    expect(shown).toContain('/capital/recharge');
    const onlyChildKey = visibleMenu(MENU_TREE, ['30']);
    expect(ids(onlyChildKey)).not.toContain('/capital');
  });

  it('uses the login menu when there is one, the spec tree otherwise', () => {
    const login: MenuItem[] = [{ id: 'https://help.example/x', title: 'Help', key: '0', type: 'modal' }];
    expect(shellMenu(login, [])).toEqual(login);
    expect(ids(shellMenu([], allKeys))).toEqual(ids(shellMenu(undefined, allKeys)));
    expect(ids(shellMenu(undefined, allKeys)).filter((id) => id !== '/my')).toEqual(ids(MENU_TREE).filter((id) => id !== '/my'));
  });

  it("opens Me's own screen from the first entry of its group (the spec's tree and a login menu alike)", () => {
    const me = (menu: MenuItem[]) => menu.find((e) => e.id === '/my')!.children!.map((c) => c.id);
    expect(me(MENU_TREE)[0]).toBe('/my/editInfo');
    expect(me(shellMenu(undefined, allKeys))[0]).toBe('/my');
    expect(me(shellMenu(MENU_TREE, allKeys))).toEqual(me(shellMenu(undefined, allKeys)));
  });
});

describe('menu structure', () => {
  it('names every entry with a translated title', () => {
    for (const id of ids(MENU_TREE)) expect(titleKeyOf(id)).toBeDefined();
  });

  it('points every leaf at a route of the route table', () => {
    const routes = new Set<string>(ROUTES.map((r) => r.path));
    const leaves = (menu: MenuItem[]): string[] => menu.flatMap((m) => (m.children ? leaves(m.children) : [m.id]));
    for (const id of leaves(MENU_TREE).filter((id) => id !== '/logout')) expect(routes.has(id)).toBe(true);
  });

  it('finds the trail to an entry for the breadcrumb', () => {
    expect(trailOf(MENU_TREE, '/capital/transfer').map((m) => m.id)).toEqual(['/capital', '/capital/transfer']);
    expect(trailOf(MENU_TREE, '/home').map((m) => m.id)).toEqual(['/home']);
    expect(trailOf(MENU_TREE, '/nowhere')).toEqual([]);
  });
});

const flat = (menu: MenuItem[]): MenuItem[] => menu.flatMap((m) => [m, ...flat(m.children ?? [])]);

describe("the stub's login menu", () => {
  it('is the manifest\'s tree with the portal\'s own titles in each language, the link items before Logout, without the portal\'s own entries', () => {
    const catalogues = { 1: zhCN, 2: zhTW, 3: enUS } as const;
    for (const lac of [1, 2, 3] as const) {
      const menu = loginMenu({ linkItems: true }, lac, 'http://stub');
      const routes = flat(menu).filter((m) => m.id.startsWith('/'));
      expect(routes.map((m) => [m.id, m.key])).toEqual(flat(MENU_TREE).filter((m) => !isOwnEntry(m)).map((m) => [m.id, m.key]));
      for (const entry of routes) expect(entry.title).toBe((catalogues[lac].menu as Record<string, string>)[titleKeyOf(entry.id)!]);
      expect(menu.at(-1)!.id).toBe('/logout');
      expect(menu.filter((m) => m.type).map((m) => m.type)).toEqual(['modal', 'blank']);
    }
  });
});

describe("the portal's own entries (issue 72)", () => {
  it('come at the end of the Me group of the spec tree and of a login menu that lacks them, for every session', () => {
    const me = (menu: MenuItem[]) => menu.find((m) => m.id === '/my')!.children!.map((c) => c.id);
    const login = loginMenu({}, 3, 'http://stub');
    expect(flat(login).some(isOwnEntry)).toBe(false);
    for (const menu of [shellMenu(undefined, MENU_KEYS), shellMenu(login, MENU_KEYS)]) expect(me(menu).slice(-2)).toEqual(['/my/security', '/my/activity']);
    expect(me(shellMenu(login, MENU_KEYS))[0]).toBe('/my');
  });
});
