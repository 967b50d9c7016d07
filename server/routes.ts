import { CALLS } from '@/lib/contract/calls';
import { ROUTES } from '@/lib/menu/manifest';
import { checkMenuKeys } from '@/lib/menu/menu-keys';

// The `route` label of http_server_request_duration_seconds: a template, never the raw path,
// so that the series stay bounded. Pages: the paths of the route manifest (lib/menu/manifest.ts;
// its screens are the empty module here, scripts/build-server.mjs). BFF calls: `/api/call/<path>`
// for a path of the registry (lib/contract/calls.ts). Anything else: `other`.

/** The route handlers under app/api other than the call forward (dynamic segments as Next names them). */
const API_ROUTES = ['/api/auth/login', '/api/auth/logout', '/api/auth/logout-everywhere', '/api/health', '/api/prefs', '/api/ready', '/api/session', '/api/upload', '/api/verified', '/api/security/sessions', '/api/security/sessions/end', '/api/security/signins', '/api/security/activity'];

// A menu key used twice is refused at start, naming both routes and the group's free keys.
checkMenuKeys(ROUTES);

export const OTHER = 'other';
const exact = new Set<string>(['/', ...ROUTES.map((r) => r.path), ...API_ROUTES]);
const calls = new Set(Object.keys(CALLS));

/** The route template of a request URL (its path; the query is ignored). */
export function routeLabel(url: string | undefined): string {
  const raw = url ?? '';
  const q = raw.indexOf('?');
  const path = q === -1 ? raw : raw.slice(0, q);
  if (exact.has(path)) return path;
  if (path.startsWith('/_next/static/')) return '/_next/static/*';
  if (path.startsWith('/api/call/')) return calls.has(path.slice(10)) ? path : OTHER;
  if (/^\/api\/upload\/[^/]+$/.test(path)) return '/api/upload/[name]';
  if (/^\/api\/export\/[^/]+$/.test(path)) return '/api/export/[list]'; // one label for the registry's lists and any other name
  return OTHER;
}
