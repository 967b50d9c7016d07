#!/usr/bin/env node
// npm run bench:first-load – the JavaScript a browser downloads on the first visit of a page,
// in KB gzip (level 9), summed over the <script src> chunks of the server-rendered HTML
// (what a module-capable browser fetches).
// Needs `npm run build` first. Starts its own stub (4012) and portal (3200), signs in for the
// requireAuth pages, prints one row per page.
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { devEnv } from '../dev-env.mjs';
import { signIn, waitFor } from './portal.mjs';

const STUB = 4012;
const APP = 3200;
const base = `http://localhost:${APP}`;
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/login', '/home'];
const env = { ...process.env, ...devEnv(STUB), PORTAL_DEMO: '1' };
const children = [
  spawn('node_modules/.bin/tsx', ['tests/upstream-stub/main.ts'], { env: { ...env, PORT: String(STUB) }, stdio: 'ignore' }),
  spawn('node_modules/.bin/next', ['start', '-p', String(APP)], { env: { ...env, PORT: String(APP) }, stdio: 'ignore' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));

async function firstLoad(path, cookie) {
  const html = await (await fetch(base + path, { headers: { cookie } })).text();
  // Module-capable browsers skip `nomodule` scripts (the legacy polyfills): not counted.
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\snoModule|\snomodule/.test(tag));
  const srcs = [...new Set(tags.map((tag) => tag.match(/src="([^"]+\.js[^"]*)"/)?.[1]).filter(Boolean))];
  let raw = 0;
  let gzip = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { path, chunks: srcs.length, rawKB: +(raw / 1024).toFixed(1), gzipKB: +(gzip / 1024).toFixed(1) };
}

try {
  await waitFor(`http://127.0.0.1:${STUB}/`);
  await waitFor(`${base}/login`);
  const cookie = await signIn(base);
  const rows = [];
  for (const path of pages) rows.push(await firstLoad(path, path === '/login' ? '' : cookie));
  console.table(rows);
} finally {
  stop();
}
