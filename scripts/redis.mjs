// A throw-away redis-server for the tests (test:scale, test:store-outage, test:failover, the Redis
// unit tests, bench:load): on loopback, on a free port, in its own temp dir, with no persistence
// (no RDB, no AOF); or, for test:store-outage, with an append-only file in a dir the caller keeps.
// Extra arguments make it a replica, a cluster node or a sentinel (test:failover).
// Debian's redis-server (.ci/run installs it).
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

/** The redis-server binary on PATH or in /usr/bin, or undefined. */
export const redisServerPath = () =>
  [...(process.env.PATH ?? '').split(delimiter), '/usr/bin', '/usr/sbin'].map((dir) => join(dir, 'redis-server')).find((p) => existsSync(p));

/** @returns {Promise<number>} a port nobody listens on right now (the OS picks it) */
const probePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const handedOut = new Set();
/**
 * A port nobody listens on right now, never one this process has handed out before: the OS may
 * give a port just closed again, and two ports picked one after the other were once the same (a
 * portal's PORT and METRICS_PORT, which its configuration then refuses).
 * @returns {Promise<number>}
 */
export async function freePort() {
  for (;;) {
    const port = await probePort();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

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

/**
 * Starts redis-server; resolves once it answers PING. `stop()` ends it (and removes its dir when
 * it made it), `kill()` ends it at once (SIGKILL). `dir`: keep the data there, in an append-only
 * file (fsync every second), for a restart to load. `args`: more arguments (`--replicaof …`,
 * `--cluster-enabled yes`, `--sentinel`); `config`: the text of a config file, written in its dir
 * and read first (a sentinel needs one it can rewrite).
 * @param {{ port?: number, dir?: string, args?: string[], config?: string }} [options]
 */
export async function startRedis({ port, dir: keptDir, args = [], config } = {}) {
  const bin = redisServerPath();
  if (!bin) throw new Error('redis-server not found (Debian: apt-get install -y redis-server)');
  port ??= await freePort();
  const dir = keptDir ?? mkdtempSync(join(tmpdir(), 'portal-redis-'));
  if (keptDir) mkdirSync(keptDir, { recursive: true });
  const removeDir = () => keptDir || rmSync(dir, { recursive: true, force: true });
  const persistence = keptDir ? ['--appendonly', 'yes', '--appendfsync', 'everysec'] : ['--appendonly', 'no'];
  const file = config === undefined ? [] : [join(dir, 'redis.conf')];
  if (config !== undefined) writeFileSync(file[0], config);
  const child = spawn(bin, [...file, '--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', ...persistence, '--protected-mode', 'yes', '--loglevel', 'warning', ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let i = 0; i < 100 && child.exitCode === null; i++) {
    if (await answersPing(port)) {
      const end = async (signal) => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill(signal);
          const force = setTimeout(() => child.kill('SIGKILL'), 3000);
          await exited;
          clearTimeout(force);
        }
        removeDir();
      };
      return { url: `redis://127.0.0.1:${port}`, port, pid: child.pid, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  removeDir();
  throw new Error(`redis-server did not answer on :${port}`);
}

/**
 * One command through redis-cli (beside redis-server) to the server on `port`: its output.
 * @type {(port: number, ...args: string[]) => Promise<string>}
 */
export const redisCli = (port, ...args) =>
  new Promise((resolve, reject) =>
    execFile(join(dirname(redisServerPath()), 'redis-cli'), ['-p', String(port), ...args], { timeout: 10_000 }, (error, stdout) => (error ? reject(error) : resolve(stdout))),
  );

/** Resolves once the replica on `port` has synced with its primary (or throws after `ms`). */
export async function replicaSynced(port, ms = 15_000) {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
    if ((await redisCli(port, 'info', 'replication').catch(() => '')).includes('master_link_status:up')) return;
  }
  throw new Error(`the replica on :${port} did not sync within ${ms / 1000} s`);
}
