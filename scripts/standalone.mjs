// The standalone output as the image runs it (Dockerfile, runner stage): `next build` with
// output: 'standalone' writes .next/standalone/ and its traced node_modules; the portal's own
// server entry (server/*.ts) is built into it as portal-server.js (scripts/build-server.mjs); the
// static assets and public/ are not part of it and go beside it, where the server serves them.
// Used by `npm run demo` (scripts/run.mjs) and `npm run smoke:standalone`.
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';

export const STANDALONE = '.next/standalone';
/** The portal's own server entry, built into the standalone output (scripts/build-server.mjs). */
export const SERVER_ENTRY = `${STANDALONE}/portal-server.js`;

/**
 * Copies .next/static and public/ next to server.js (the Dockerfile's COPY lines), and gives the
 * output the runtime part of the config as its next.config.mjs (next.runtime.mjs), which Next
 * reads from `dir` when the server entry starts it.
 */
export function assembleStandalone() {
  if (!existsSync(`${STANDALONE}/server.js`)) throw new Error(`no ${STANDALONE}/server.js (is output: 'standalone' set?)`);
  cpSync('next.runtime.mjs', `${STANDALONE}/next.runtime.mjs`);
  writeFileSync(`${STANDALONE}/next.config.mjs`, "export { runtimeConfig as default } from './next.runtime.mjs';\n");
  rmSync(`${STANDALONE}/.next/static`, { recursive: true, force: true });
  cpSync('.next/static', `${STANDALONE}/.next/static`, { recursive: true });
  rmSync(`${STANDALONE}/public`, { recursive: true, force: true });
  mkdirSync(`${STANDALONE}/public`);
  if (existsSync('public')) cpSync('public', `${STANDALONE}/public`, { recursive: true });
}
