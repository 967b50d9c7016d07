import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The production start: built by scripts/build-server.mjs into .next/standalone/portal-server.js,
// beside the server.js that `next build` writes there, and run with `node portal-server.js`
// (Dockerfile CMD, npm start, the demo, the tests).
//
// Next's custom-server guide (nextjs.org/docs/app/guides/custom-server) says: "When using
// standalone output mode, it does not trace custom server files. This mode outputs a separate
// minimal server.js file, instead. These cannot be used together." Its `next()` options table
// lists `conf`: "The same object you would use in next.config.js". So the nearest supported
// way: our entry is bundled on its own (nothing of it needs tracing; `next` and `pino`, which the
// standalone output already holds, stay outside), and it starts Next as the generated
// standalone server.js does: production mode, this directory as `dir`, the build's config from
// .next/required-server-files.json as `conf`. Next 16.4's custom server does not hand `conf` on
// to the router it starts (next/dist/server/next.js, NextCustomServer.prepare), which loads
// next.config from `dir` unless __NEXT_PRIVATE_STANDALONE_CONFIG holds the config, so it is set
// exactly as the generated server.js sets it (there is no next.config.mjs in the standalone
// output: its plugins are build-time only). Re-check both on every Next upgrade
// (docs/operations.md, "Upgrades").

Object.assign(process.env, { NODE_ENV: 'production' });
const dir = __dirname;
process.chdir(dir);
const conf = JSON.parse(readFileSync(join(dir, '.next', 'required-server-files.json'), 'utf8')).config;
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(conf);

// Loaded after NODE_ENV is set, as the generated server.js requires next only then.
void import('./main')
  .then(({ main }) => main({ dev: false, dir, conf }))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
