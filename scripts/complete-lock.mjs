#!/usr/bin/env node
// Completes package-lock.json with the other platforms' optional native binaries.
//
// The registry our machines reach serves only some platforms' builds of packages such as
// @next/swc-*, @swc/core-* and @unrs/resolver-binding-*. `npm install` then leaves them out of
// the lock, and `npm ci` refuses a lock that lacks an optional dependency. This adds an entry
// for each missing one with its exact version and its os/cpu/libc (read from its name), marked
// optional: npm skips it on other platforms without fetching it, and a laptop on that
// platform fetches it from its registry as usual. Run it after `npm install` changes the lock.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = 'package-lock.json';
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p)) ?? (parts.includes('universal') ? undefined : undefined);
  if (!os) return null;
  const libc = parts.includes('musl') || parts.includes('musleabihf') ? ['musl'] : parts.includes('gnu') || parts.includes('gnueabihf') ? ['glibc'] : undefined;
  return { os: [os], ...(cpu && { cpu: [cpu] }), ...(libc && { libc }) };
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const where = `${path ? `${path}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[where] || lock.packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    lock.packages[hoisted] = { version, optional: true, ...platform };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lock: added ${added} optional platform entries`);
