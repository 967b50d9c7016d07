import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { SCREENS } from '@/components/shell/screens';
import { MENU_TREE } from '@/lib/menu/menu';
import { AREAS, areaOf, REDIRECTS, routeOf, ROUTES } from '@/lib/menu/manifest';
import { checkMenuKeys } from '@/lib/menu/menu-keys';
import en from '@/messages/en-US.json';

// The route manifest (lib/menu/manifest.ts) is the one place a route is written: the pages, the
// screens, the menu and the areas agree with it, and nothing else registers a screen.

const root = join(__dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** Every file under a folder, as a path from the repository's root. */
function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(root, path)).isDirectory() ? filesUnder(path) : [path.split(sep).join('/')];
  });
}

/** The route of every page.tsx under app/, route groups "(…)" left out of the path. */
const pages = filesUnder('app')
  .filter((f) => f.endsWith('/page.tsx'))
  .map((f) => '/' + relative('app', f).split(sep).slice(0, -1).filter((s) => !/^\(.*\)$/.test(s)).join('/'));

const MANIFEST = 'lib/menu/manifest.ts';
/** The screen module each route's entry imports, read from the manifest's own text. */
const screenModules = new Map(
  read(MANIFEST)
    .split(/\n  route\(/)
    .slice(1)
    .flatMap((entry) => {
      const path = /^'([^']+)'/.exec(entry)?.[1];
      const screen = /screen: dynamic\(\(\) => import\('#screens\/([^']+)'\)/.exec(entry)?.[1];
      return path && screen ? [[path, screen] as const] : [];
    }),
);

describe('the route manifest', () => {
  it('serves every portal screen from the one catch-all page, and the other pages are the ones outside the shell', () => {
    expect(pages.sort()).toEqual(['/[...route]', '/error/[status]', '/login']);
    for (const route of ROUTES.filter((r) => r.screen)) expect(route.requireAuth).toBe(true);
  });

  it('gives the shell a screen for every route that has one, and none for another', () => {
    expect(Object.keys(SCREENS).sort()).toEqual(ROUTES.filter((r) => r.screen).map((r) => r.path).sort());
    expect(Object.keys(SCREENS)).not.toContain('/login');
  });

  it("takes each screen from its own area's folder (a list's plain screen from components/common/records)", () => {
    expect(screenModules.size).toBe(ROUTES.filter((r) => r.screen && !(r.list && !screenModules.has(r.path))).length);
    for (const route of ROUTES.filter((r) => r.list && !screenModules.has(r.path))) expect(route.screen).toBeDefined();
    for (const [path, module] of screenModules) {
      const area = areaOf(routeOf(path)!);
      expect(`${path} → ${module.split('/')[0]}`).toBe(`${path} → ${area}`);
    }
  });

  it('refuses a menu key used twice, naming both routes and the group’s free keys', () => {
    expect(() => checkMenuKeys(ROUTES)).not.toThrow();
    const group = [41, 42, 43, 44, 45, 46, 47].map((n) => ({ path: `/reports/r${n}`, menu: [{ key: String(n), in: '/reports' }] }));
    expect(() => checkMenuKeys([...group, { path: '/reports/fundsFlow', menu: [{ key: '47', in: '/reports' }] }])).toThrow(
      "menu key '47' of /reports/fundsFlow is already /reports/r47's. Free keys of its group: 48, 49.",
    );
    expect(() => checkMenuKeys([...group, { path: '/reports/fundsFlow', menu: [{ key: '48', in: '/reports' }] }])).not.toThrow();
    // A route in two groups, and the portal's own key 0 on many routes, are no collision.
    expect(() => checkMenuKeys([{ path: '/a', menu: [{ key: '0', in: '/my' }] }, { path: '/b', menu: [{ key: '0', in: '/my' }] }])).not.toThrow();
  });

  it('names every area folder of components/ as an area, and every area has its folder', () => {
    const folders = readdirSync(join(root, 'components')).filter((d) => !['common', 'shell'].includes(d));
    expect(folders.sort()).toEqual([...AREAS].sort());
  });

  it('is the only place a screen is registered', () => {
    const sources = ['app', 'components', 'lib'].flatMap(filesUnder).filter((f) => /\.tsx?$/.test(f) && f !== MANIFEST);
    for (const file of sources) {
      const text = read(file);
      expect(`${file}: ${/import\(\s*['"](@\/components\/[^'"]*Screen|#screens\/[^'"]*)['"]\)/.test(text)}`).toBe(`${file}: false`);
      expect(`${file}: ${/Record<(Screen|Route)Path/.test(text)}`).toBe(`${file}: false`);
    }
  });

  it('redirects only to screens, and "/" to Home', () => {
    for (const target of Object.values(REDIRECTS)) expect(routeOf(target)?.screen).toBeDefined();
    expect(REDIRECTS['/']).toBe('/home');
  });

  it('titles every route and menu group in the messages', () => {
    for (const route of ROUTES) expect(en.menu).toHaveProperty(route.titleKey);
  });

  it('puts every menu entry in a group that is a route of its own, with a key used once', () => {
    const keys = ROUTES.flatMap((r) => r.menu ?? []).map((m) => m.key).filter((k) => k !== '0');
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of ROUTES.flatMap((r) => r.menu ?? [])) if (entry.in) expect(routeOf(entry.in)?.menu).toBeDefined();
    expect(MENU_TREE.map((e) => e.id)).toEqual(['/home', '/inviteNode', '/memberNode', '/memberProduct', '/capital', '/reports', '/my', '/logout']);
  });
});
