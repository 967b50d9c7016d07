#!/usr/bin/env node
// Builds the server entry (server/*.ts) with esbuild into one CommonJS file:
//   node scripts/build-server.mjs        .next/standalone/portal-server.js (after next build;
//                                        npm run build runs it, and assembles the standalone
//                                        output as the image has it) – what production runs
//   node scripts/build-server.mjs dev    node_modules/.cache/portal-server/dev.js (npm run dev)
// `next` (next/dynamic too, which the route manifest uses) and `pino` stay outside (the standalone output holds them, traced by next build);
// prom-client and OpenTelemetry are bundled in. `server-only` is the empty module it is for
// server code (Next resolves it so under the react-server condition).
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assembleStandalone, SERVER_ENTRY } from './standalone.mjs';

export { SERVER_ENTRY };
export const DEV_ENTRY = 'node_modules/.cache/portal-server/dev.js';

export async function buildServer(dev = false) {
  if (!dev && !existsSync('.next/standalone')) throw new Error('no .next/standalone: run next build first');
  await build({
    entryPoints: [dev ? 'server/dev.ts' : 'server/prod.ts'],
    outfile: dev ? DEV_ENTRY : SERVER_ENTRY,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: ['next', 'pino'],
    alias: { 'server-only': './server/empty.ts' },
    // The route manifest (server/routes.ts reads its paths) names each screen as '#screens/…':
    // on the server, as under Next's react-server condition, that is the empty module.
    plugins: [{ name: 'no-screens', setup: (b) => b.onResolve({ filter: /^#screens\// }, () => ({ path: resolve('lib/menu/no-screens.ts') })) }],
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
    legalComments: 'none',
  });
  // Static assets and public/ beside it, as the image has them: `npm start` runs it in place.
  if (!dev) assembleStandalone();
  return dev ? DEV_ENTRY : SERVER_ENTRY;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`server entry: ${await buildServer(process.argv[2] === 'dev')}`);
}
