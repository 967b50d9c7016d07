import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { SCREENS } from '@/components/shell/screens';
import { REDIRECTS, ROUTES } from '@/lib/menu/routes';

// The route table (lib/menu/routes.ts), the page folders under app/ and the shell's screen
// table (components/shell/screens.tsx) name the same routes.

/** The route of every page.tsx under a folder, route groups "(…)" left out of the path. */
function pagesUnder(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name === 'page.tsx') found.push('/' + relative(root, dir).split(sep).filter((s) => !/^\(.*\)$/.test(s)).join('/'));
    }
  };
  walk(root);
  return found.sort();
}

const appRoot = join(__dirname, '../../app');
const pages = pagesUnder(appRoot).filter((p) => !p.startsWith('/api') && p !== '/error/[status]');
const routes = ROUTES.map((r) => r.path);
const errorRoutes = routes.filter((p) => p.startsWith('/error/'));

describe('routes, pages and screens', () => {
  it('has a page folder for every route and a route for every page', () => {
    expect(pages).toEqual(routes.filter((p) => !errorRoutes.includes(p)).sort());
  });

  it('renders a screen for every page of the portal, and no screen without a page', () => {
    const portal = pagesUnder(join(appRoot, '(portal)'));
    expect(Object.keys(SCREENS).sort()).toEqual(portal);
  });

  it('serves the error pages from one dynamic page', () => {
    expect(pagesUnder(appRoot)).toContain('/error/[status]');
    expect(errorRoutes.sort()).toEqual(['/error/401', '/error/403', '/error/404', '/error/500']);
  });

  it('redirects only to routes', () => {
    for (const target of Object.values(REDIRECTS)) expect(routes).toContain(target);
  });
});
