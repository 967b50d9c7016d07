// The run's child processes: each in its own process group (xvfb-run's X server, the browsers
// a driver starts and `next start`'s workers go with it), every one stopped when the run ends,
// also on a failure, an exception or Ctrl-C.
import { spawn } from 'node:child_process';

const children = new Set();

/** Kills what is left, at once: for process 'exit', where nothing can be awaited. */
export function killAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {}
  }
  children.clear();
}
process.on('exit', killAll);

/** Starts a long-running child; keeps the end of its output for error messages. */
export function startChild(name, cmd, args, options = {}) {
  const child = spawn(cmd, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  child.label = name;
  child.output = '';
  const keep = (chunk) => (child.output = (child.output + chunk).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.done = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  child.on('error', (error) => (child.output += `\n${error.message}`));
  children.add(child);
  /** SIGTERM to the group, SIGKILL after 5 s. */
  child.stop = async () => {
    if (!children.delete(child)) return;
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const force = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }, 5000);
    await child.done;
    clearTimeout(force);
    try {
      process.kill(-child.pid, 'SIGKILL'); // what the leader left behind in its group
    } catch {}
  };
  child.tail = (lines = 25) => child.output.trimEnd().split('\n').slice(-lines).map((l) => `    | ${l}`).join('\n');
  return child;
}

/** Polls `probe` until it answers true; fails early when the child has exited. */
export async function waitUntil(what, child, probe, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${child.label} exited (${child.exitCode ?? child.signalCode}) before ${what} answered\n${child.tail()}`);
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: no answer within ${timeoutMs / 1000} s\n${child.tail()}`);
}

/** Whether something answers HTTP on the port. */
export const answers = (url) => fetch(url, { signal: AbortSignal.timeout(2000) }).then(() => true, () => false);

/** `promise`, or an error once `ms` have passed (the promise's own later failure is ignored). */
export async function within(ms, what, promise) {
  let timer;
  const limit = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms)));
  try {
    return await Promise.race([promise, limit]);
  } finally {
    clearTimeout(timer);
  }
}
