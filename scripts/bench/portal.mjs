// Shared by the benchmarks: start the stub and the built portal, wait for a server, sign in as the
// demo operator, a process tree and its RSS.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { devEnv } from '../dev-env.mjs';
import { SERVER_ENTRY } from '../standalone.mjs';

/**
 * Starts the stub (port `stub`) and the built portal's server entry (port `app`, production mode,
 * the demo's development keys), each with its own extra environment. `stop(code)` ends both and
 * exits the process with `code`. Exits at once when there is no build.
 */
export function startPortal({ app, stub, stubEnv = {}, env = {} }) {
  if (!existsSync(SERVER_ENTRY)) {
    console.error('No production build: run `npm run build` first.');
    process.exit(1);
  }
  const children = [
    spawn('node_modules/.bin/tsx', ['tests/upstream-stub/main.ts'], { env: { ...process.env, ...devEnv(stub), PORT: String(stub), LOG_LEVEL: 'warn', ...stubEnv }, stdio: 'ignore' }),
  ];
  const portal = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, ...devEnv(stub), PORTAL_DEMO: '1', NODE_ENV: 'production', PORT: String(app), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(portal);
  const stop = async (code) => {
    const exits = children.filter((c) => c.exitCode === null).map((c) => new Promise((r) => (c.once('exit', r), c.kill('SIGTERM'))));
    await Promise.race([Promise.all(exits), new Promise((r) => setTimeout(r, 15_000))]);
    process.exit(code);
  };
  return { portal, stop };
}

/** A process and its descendants (Linux /proc): a server may run workers of its own. */
export function processTree(pid) {
  const kids = new Map();
  for (const entry of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))[1]);
      kids.set(ppid, [...(kids.get(ppid) ?? []), Number(entry)]);
    } catch {}
  }
  const tree = [];
  for (const stack = [pid]; stack.length; ) {
    const p = stack.pop();
    tree.push(p);
    stack.push(...(kids.get(p) ?? []));
  }
  return tree;
}

/** RSS in MiB of a process and its descendants (Linux /proc). */
export function rssOf(pid) {
  let kb = 0;
  for (const p of processTree(pid)) {
    try {
      kb += Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {}
  }
  return kb / 1024;
}

/** Resolves once `url` answers below 500; polls every 250 ms up to `seconds`. */
export async function waitFor(url, seconds = 30) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url, { redirect: 'manual' })).status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** The session cookie header of the operator signed in through the BFF at `base`. */
export async function signIn(base) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: 'operator', password: '123456' }),
  });
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** The operator's session at `base` as [name, value] pairs (each portal keeps its own sessions). */
export async function sessionPairs(base) {
  const pairs = (await signIn(base)).split('; ').map((c) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1)]);
  if (!pairs.some(([name]) => name === 'portal_session')) throw new Error(`the operator did not sign in at ${base}`);
  return pairs;
}

/**
 * The session cookie header after a verified step (a code sent to the bound phone and checked:
 * the stub's code is 246810), so that the screens that need one (changing the phone or the
 * e-mail) show themselves instead of sending the operator to verify first.
 */
export async function verifyStep(base, cookie) {
  const call = (path, body) =>
    fetch(`${base}/api/call/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base, cookie }, body: JSON.stringify(body) });
  await call('store/sendcode', {});
  const res = await call('store/codecheck', { way: 'phone', code: '246810' });
  if ((await res.json()).code !== 20000) throw new Error('the verified step failed');
  const fresh = new Map(cookie.split('; ').map((c) => [c.slice(0, c.indexOf('=')), c]));
  for (const c of res.headers.getSetCookie()) fresh.set(c.slice(0, c.indexOf('=')), c.split(';')[0]);
  return [...fresh.values()].join('; ');
}
