// The standalone server as the image runs it (Dockerfile, runner stage): `next build` with
// output: 'standalone' writes .next/standalone/server.js and its traced node_modules; the
// static assets and public/ are not part of it and go beside it, where server.js serves them.
// Used by `npm run demo` (scripts/run.mjs) and `npm run smoke:standalone`.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';

export const STANDALONE = '.next/standalone';

/** Copies .next/static and public/ next to server.js (the Dockerfile's COPY lines). */
export function assembleStandalone() {
  if (!existsSync(`${STANDALONE}/server.js`)) throw new Error(`no ${STANDALONE}/server.js (is output: 'standalone' set?)`);
  rmSync(`${STANDALONE}/.next/static`, { recursive: true, force: true });
  cpSync('.next/static', `${STANDALONE}/.next/static`, { recursive: true });
  rmSync(`${STANDALONE}/public`, { recursive: true, force: true });
  mkdirSync(`${STANDALONE}/public`);
  if (existsSync('public')) cpSync('public', `${STANDALONE}/public`, { recursive: true });
}
