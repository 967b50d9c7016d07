// Long-lived child processes of the test scripts (test:store-outage, test:failover): each in
// its own process group (`npm start` runs node through a shell: both must stop), its output in
// <dir>/<name>.log.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';

/** Starts `cmd` as a group of its own, logging into <dir>/<name>.log; adds it to `children`. */
export function startChild(children, { dir, env }, name, cmd, args, extra) {
  const log = openSync(join(dir, `${name}.log`), 'a');
  const child = spawn(cmd, args, { stdio: ['ignore', log, log], env: { ...env, ...extra }, detached: true });
  child.name = name;
  children.push(child);
  return child;
}

/** Stops each child still running and its group: SIGTERM, then SIGKILL after 5 s. */
export async function stopChildren(children) {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const signal = (name) => {
      try {
        process.kill(-child.pid, name);
      } catch {
        /* gone already */
      }
    };
    signal('SIGTERM');
    const force = setTimeout(() => signal('SIGKILL'), 5000);
    await exited;
    clearTimeout(force);
  }
}
