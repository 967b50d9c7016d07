// The stub's control API is never part of the portal (issue 41): the image holds no stub (the
// standalone output traces only the portal's own code) and the portal answers every control
// route of docs/stub-openapi.json with a 404. Checked by `npm run smoke:standalone` on the
// image's contents.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const doc = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'docs', 'stub-openapi.json'), 'utf8'));

/** Every documented control route, as method and path on a server (`{account}` filled in). */
export const controlRoutes = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path: `/__stub${path.replace('{account}', 'operator')}` })));

/**
 * Throws unless the portal at `app` has none of the control routes: to a signed-in session
 * (`cookie`), each, whatever its method, ends on the portal's 404 as a browser follows it
 * (proxy.ts sends an unknown path to /error/404, and a form posted to an unknown page back to
 * it with a 303); and unless `entry`, the server bundle, names none.
 */
export async function checkNoStubControl(app, entry, cookie) {
  const wrong = [];
  for (const { method, path } of controlRoutes()) {
    const get = method === 'GET';
    const res = await fetch(app + path, { method, headers: get ? { cookie } : { cookie, 'content-type': 'application/json', origin: app }, body: get ? undefined : '{}', signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    const at = new URL(res.url).pathname;
    if (res.status !== 404 && at !== '/error/404') wrong.push(`${method} ${path} → ${res.status} at ${at}`);
  }
  if (wrong.length) throw new Error(`the portal serves stub control routes: ${wrong.join(', ')}`);
  const bundle = readFileSync(entry, 'utf8');
  for (const marker of ['__stub/', 'upstream-stub']) if (bundle.includes(marker)) throw new Error(`${entry} contains "${marker}"`);
  if (existsSync(join(dirname(entry), 'tests'))) throw new Error(`${dirname(entry)} holds tests/`);
  return `${controlRoutes().length} control routes → 404; the image holds no stub`;
}
