import { main } from './main';

// `npm run dev`: the same server entry with Next in development mode (hot reload), run from
// the repository (scripts/run.mjs dev builds this file with scripts/build-server.mjs).
void main({ dev: true, dir: process.cwd() }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
