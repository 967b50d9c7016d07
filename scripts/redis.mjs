// A throw-away redis-server for the tests (test:scale, the Redis unit tests, bench:load): on
// loopback, on a free port, in its own temp dir, with no persistence (no RDB, no AOF).
// Debian's redis-server (.ci/run installs it).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/** The redis-server binary on PATH or in /usr/bin, or undefined. */
export const redisServerPath = () =>
  [...(process.env.PATH ?? '').split(delimiter), '/usr/bin', '/usr/sbin'].map((dir) => join(dir, 'redis-server')).find((p) => existsSync(p));

/** A port nobody listens on right now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const answersPing = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

/** Starts redis-server; resolves once it answers PING. `stop()` ends it and removes its dir. */
export async function startRedis({ port } = {}) {
  const bin = redisServerPath();
  if (!bin) throw new Error('redis-server not found (Debian: apt-get install -y redis-server)');
  port ??= await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'portal-redis-'));
  const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', '--protected-mode', 'yes', '--loglevel', 'warning'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let i = 0; i < 100 && child.exitCode === null; i++) {
    if (await answersPing(port)) {
      const stop = async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          const force = setTimeout(() => child.kill('SIGKILL'), 3000);
          await exited;
          clearTimeout(force);
        }
        rmSync(dir, { recursive: true, force: true });
      };
      return { url: `redis://127.0.0.1:${port}`, port, pid: child.pid, stop };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  throw new Error(`redis-server did not answer on :${port}`);
}
