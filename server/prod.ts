// The production start: built by scripts/build-server.mjs into .next/standalone/portal-server.js,
// beside the server.js that `next build` writes there, and run with `node portal-server.js`
// (Dockerfile CMD, npm start, the demo, the tests).
//
// Next's custom-server guide (nextjs.org/docs/app/guides/custom-server) says of standalone
// output: "it does not trace custom server files. This mode outputs a separate minimal server.js
// file, instead. These cannot be used together." So the entry is not traced but bundled on its
// own (scripts/build-server.mjs: `next` and `pino`, which the standalone output holds, stay
// outside), and it starts Next with the documented `next({ dev: false, dir })`, which reads
// next.config.mjs from `dir` as `next start` does: the standalone output's is the runtime part
// of the portal's config (next.runtime.mjs, written there by scripts/standalone.mjs).

import { guardProcess } from './process';

guardProcess(); // signals and uncaught errors, from the first line (server/process.ts)
Object.assign(process.env, { NODE_ENV: 'production' });
const dir = __dirname;
process.chdir(dir);

// Loaded after NODE_ENV is set, as Next's own server.js requires next only then. A failed
// start is an unhandled rejection: its fatal line (server/process.ts), then exit 1.
void import('./main').then(({ main }) => main({ dev: false, dir }));
