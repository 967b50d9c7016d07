import { main } from './main';
import { guardProcess } from './process';

// `npm run dev`: the same server entry with Next in development mode (hot reload), run from
// the repository (scripts/run.mjs dev builds this file with scripts/build-server.mjs).
guardProcess();
void main({ dev: true, dir: process.cwd() }); // a failed start is an unhandled rejection: its fatal line, then exit 1
