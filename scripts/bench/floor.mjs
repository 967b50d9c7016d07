// The floor app (scripts/bench/floor), shared by bench:lighthouse and bench:inp: one page per kind
// of route, each drawing what that kind's libraries draw and nothing of the portal's.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ENTRY } from '../standalone.mjs';

export const FLOOR_DIR = 'scripts/bench/floor';

/** Which floor page each measured route is held to (printed by both benches). */
export function floorOf(route) {
  if (route.startsWith('/reports/')) return 'reports';
  if (/Record$/.test(route) || route === '/notice') return 'records'; // lists with date filters
  if (route === '/home') return 'home'; // the dashboard: the frame over Home's cards
  if (route === '/login' || route === '/inviteNode' || route === '/memberNode' || route === '/extensionOfficer' || route === '/my' || route === '/notice/info' || route.startsWith('/my/bankCardList')) return 'shell';
  return 'forms'; // /capital/transfer, /capital/withdraw, /my/editInfo, /memberNode/register …
}

const newest = (dir) =>
  Math.max(...readdirSync(dir, { withFileTypes: true }).map((e) => (e.isDirectory() ? newest(join(dir, e.name)) : statSync(join(dir, e.name)).mtimeMs)));

/** Builds the floor with the repo's node_modules; with `ifStale`, only when its sources are newer than its build. */
export function buildFloor(env, { ifStale = false } = {}) {
  const id = join(FLOOR_DIR, '.next/BUILD_ID');
  if (ifStale && existsSync(id) && statSync(id).mtimeMs > Math.max(newest(join(FLOOR_DIR, 'app')), statSync(join(FLOOR_DIR, 'next.config.mjs')).mtimeMs)) return;
  console.log(`building the floor (${FLOOR_DIR}) …`);
  const built = spawnSync('node_modules/.bin/next', ['build', FLOOR_DIR], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error('the floor did not build');
}

/**
 * What a browser bench measures, started: the stub, the portal (its server entry), the floor
 * and, with `beforeDir`, another checkout's build. Returns the processes (kill them at the end).
 */
export function startTargets(env, { stub, app, floor, before, beforeDir }) {
  const on = (port) => ({ env: { ...env, PORT: String(port) }, stdio: 'ignore' });
  return [
    spawn('node_modules/.bin/tsx', ['tests/upstream-stub/main.ts'], on(stub)),
    spawn(process.execPath, [SERVER_ENTRY], { ...on(app), env: { ...on(app).env, HOSTNAME: '', METRICS_PORT: String(app + 6000) } }),
    ...(floor ? [spawn('node_modules/.bin/next', ['start', FLOOR_DIR, '-p', String(floor)], on(floor))] : []), // none: no step has a floor
    ...(beforeDir ? [spawn('node_modules/.bin/next', ['start', '-p', String(before)], { ...on(before), cwd: beforeDir })] : []),
  ];
}
