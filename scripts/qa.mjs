// npm run qa -- <spec folder or files> [playwright options]   (docs/qa.md)
//
// Runs a QA team's Playwright specs (written with @portal/qa-kit) against the portal and its
// stub upstream: the ones at PORTAL_URL and STUB_URL when both are set, else a portal and a
// stub it starts itself on free ports (the built portal, as the image runs it: `npm run build`
// first when there is no build; the stub with its control API). HTML report in qa-report/
// (QA_REPORT_DIR), a trace and a screenshot of each failure in qa-results/.
//   npm run qa -- --serve     only starts the two and prints their URLs (Ctrl-C stops them), for
//                             a suite in another repository that sets PORTAL_URL and STUB_URL.
//   --scenario <name>         the stub it starts begins with that scenario (a reset returns to it)
//   --replay <file>           the stub it starts answers from a recording (UPSTREAM_RECORD)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { testEnv } from './dev-env.mjs';
import { freePort } from './redis.mjs';
import { SERVER_ENTRY } from './standalone.mjs';
import { killAll, startChild, waitUntil } from '../tests/engines/processes.mjs';

const argv = process.argv.slice(2);
/** The stub's own options (--scenario, --replay with their values), passed to the stub it starts. */
const stubArgs = [];
const args = argv.filter((a, i) => {
  if (a === '--scenario' || a === '--replay') return !stubArgs.push(a, argv[i + 1]);
  return !(argv[i - 1] === '--scenario' || argv[i - 1] === '--replay');
});
const serveOnly = args.includes('--serve');
const specs = args.filter((a) => !a.startsWith('-') && existsSync(a));
const passOn = args.filter((a) => a !== '--serve' && !specs.includes(a));
const log = (line) => console.log(`qa: ${line}`);

/** The folder the specs share (Playwright's testDir) and the files among them (its filters). */
function specsDir() {
  if (!specs.length) return { dir: resolve('examples/qa'), files: [] };
  const paths = specs.map((s) => resolve(s));
  const dirs = paths.map((p) => (statSync(p).isDirectory() ? p : dirname(p)));
  let dir = dirs[0];
  while (!dirs.every((d) => d === dir || d.startsWith(dir + sep))) dir = dirname(dir);
  return { dir, files: paths.filter((p) => !statSync(p).isDirectory()).map((p) => relative(dir, p)) };
}

async function startTargets() {
  if (!existsSync(SERVER_ENTRY)) {
    log('no build yet: npm run build (about two minutes)');
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const [appPort, stubPort, metricsPort] = [await freePort(), await freePort(), await freePort()];
  const env = { ...process.env, ...testEnv(stubPort) };
  const stub = startChild('stub', 'node_modules/.bin/tsx', ['tests/upstream-stub/main.ts', '--control', ...stubArgs], { env: { ...env, PORT: String(stubPort) } });
  const app = startChild('portal', process.execPath, [SERVER_ENTRY], { env: { ...env, PORT: String(appPort), METRICS_PORT: String(metricsPort), HOSTNAME: '' } });
  const urls = { portal: `http://localhost:${appPort}`, stub: `http://127.0.0.1:${stubPort}` };
  await waitUntil(`the stub on :${stubPort}`, stub, async () => (await fetch(`${urls.stub}/__stub/scenarios`)).ok, 60_000);
  await waitUntil(`the portal on :${appPort}`, app, async () => (await fetch(`${urls.portal}/login`)).ok, 90_000);
  return { urls, stop: () => Promise.all([app.stop(), stub.stop()]) };
}

async function main() {
  let portal = process.env.PORTAL_URL;
  let stubUrl = process.env.STUB_URL;
  if (Boolean(portal) !== Boolean(stubUrl)) throw new Error('set both PORTAL_URL and STUB_URL, or neither (then both are started here)');
  if (portal && stubArgs.length) throw new Error(`${stubArgs[0]} is for the stub started here: with STUB_URL, start yours with it (npm run stub -- ${stubArgs.join(' ')})`);
  let stop = async () => {};
  if (!portal) {
    const targets = await startTargets();
    ({ portal, stub: stubUrl } = targets.urls);
    stop = targets.stop;
    log(`portal ${portal}, stub ${stubUrl} (control API: ${stubUrl}/__stub/openapi.json)`);
  }
  if (serveOnly) {
    log(`serving until Ctrl-C: PORTAL_URL=${portal} STUB_URL=${stubUrl}`);
    await new Promise((resolveStop) => process.once('SIGINT', resolveStop).once('SIGTERM', resolveStop));
    return stop().then(() => 0);
  }
  const { dir, files } = specsDir();
  log(`specs in ${relative(process.cwd(), dir) || '.'}${files.length ? `: ${files.join(', ')}` : ''}`);
  const run = spawn('node_modules/.bin/playwright', ['test', '--config', 'playwright.qa.config.ts', ...files, ...passOn], {
    stdio: 'inherit',
    env: { ...process.env, QA_SPECS_DIR: dir, PORTAL_URL: portal, STUB_URL: stubUrl },
  });
  const code = await new Promise((done) => run.on('exit', (c, signal) => done(c ?? (signal ? 1 : 0))));
  await stop();
  log(`HTML report: npx playwright show-report ${process.env.QA_REPORT_DIR ?? 'qa-report'}`);
  return code;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`qa: ${error.message}`);
    killAll();
    process.exit(1);
  },
);
