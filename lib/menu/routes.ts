import type { RoutePath, ScreenPath } from './manifest';

// Paths by type, and links to them: what every screen needs of the routes, without the route
// manifest (lib/menu/manifest.ts) and the screens it loads.

export type { RoutePath, ScreenPath } from './manifest';

export const HOME = '/home' satisfies ScreenPath;
export const LOGIN = '/login' satisfies ScreenPath;

/** An in-app link: a route with its query (values are encoded). */
export function routeHref(path: RoutePath | '/', query?: Record<string, string | number>): string {
  const search = query ? new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString() : '';
  return search ? `${path}?${search}` : path;
}
