#!/usr/bin/env node
// Starts the stub upstream and the portal together.
//   node scripts/run.mjs demo   build, then serve on :3000 as the image does: the standalone
//                               server.js with its static assets beside it (scripts/standalone.mjs)
//   node scripts/run.mjs dev    next dev on :3000 with hot reload
// Ctrl-C stops both. Environment variables already set win over the development values.
import { spawn, spawnSync } from 'node:child_process';
import { devEnv, STUB_PORT } from './dev-env.mjs';
import { assembleStandalone, STANDALONE } from './standalone.mjs';

const mode = process.argv[2] ?? 'demo';
const port = process.env.PORT ?? '3000';
const stubPort = Number(process.env.STUB_PORT ?? STUB_PORT); // both overridable: two checkouts side by side
// The heap cap of the manifests (deploy/k8s): the demo runs with the memory production has.
const HEAP_CAP = '--max-old-space-size=384';
const env = { ...devEnv(stubPort), PORTAL_DEMO: '1', NEXT_MANUAL_SIG_HANDLE: 'true', ...process.env };
const bin = (name) => `node_modules/.bin/${name}`;
const children = [];

function start(cmd, args, extra = {}) {
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...env, ...extra } });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${cmd} ${args.join(' ')} exited with ${code}; stopping`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (mode === 'demo') {
  const build = spawnSync(bin('next'), ['build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
  assembleStandalone();
}
start(bin('tsx'), ['tests/upstream-stub/main.ts'], { PORT: String(stubPort) });
if (mode === 'dev') start(bin('next'), ['dev', '-p', port], { PORT: port });
else {
  // `next start` refuses to serve output: 'standalone' properly (and says so); the image runs
  // server.js with node, and so does the demo. HOSTNAME is set: a shell's own would bind one interface.
  start(process.execPath, [`${STANDALONE}/server.js`], {
    PORT: port,
    HOSTNAME: '0.0.0.0',
    NODE_ENV: 'production',
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${HEAP_CAP}`.trim(),
  });
}
console.log(`\n  Portal: http://localhost:${port}   (stub upstream on :${stubPort})\n  Accounts: operator / 123456, novip / 123456, menuop / 123456\n`);
