#!/usr/bin/env node
// Starts the stub upstream and the portal together.
//   node scripts/run.mjs demo   build, then serve on :3000 as the image does: the portal's server
//                               entry in the standalone output (scripts/build-server.mjs)
//   node scripts/run.mjs dev    the same server entry with Next in development mode on :3000
//                               (hot reload); metrics on :9464 in both (METRICS_PORT)
// Ctrl-C stops both. Environment variables already set win over the development values.
import { spawn, spawnSync } from 'node:child_process';
import { devEnv, STUB_PORT } from './dev-env.mjs';
import { buildServer } from './build-server.mjs';

const mode = process.argv[2] ?? 'demo';
const port = process.env.PORT ?? '3000';
const stubPort = Number(process.env.STUB_PORT ?? STUB_PORT); // both overridable: two checkouts side by side
// The heap cap of the manifests (deploy/k8s): the demo runs with the memory production has.
const HEAP_CAP = '--max-old-space-size=384';
const env = { ...devEnv(stubPort), PORTAL_DEMO: '1', ...process.env };
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
}
const entry = await buildServer(mode === 'dev');
start(bin('tsx'), ['tests/upstream-stub/main.ts'], { PORT: String(stubPort) });
if (mode === 'dev') start(process.execPath, [entry], { PORT: port, NODE_ENV: 'development' });
else {
  // The image's CMD: node on the built entry. HOSTNAME is cleared: a shell's own would bind one interface.
  start(process.execPath, [entry], {
    PORT: port,
    HOSTNAME: '',
    NODE_ENV: 'production',
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${HEAP_CAP}`.trim(),
  });
}
console.log(`\n  Portal: http://localhost:${port}   (stub upstream on :${stubPort})\n  Accounts: operator / 123456, novip / 123456, menuop / 123456\n`);
