// The kit as a QA team gets it (issue 41): packed (`npm pack`, which builds dist/ through
// `prepare`) and installed from the tarball into a new project, and installed from its folder
// by path into another; in each, a spec typed against the installed declarations and run by
// Playwright against a stub started here. Run from the repository root:
//   node packages/qa-kit/test/consumer.mjs      (npm run test:qa-kit)
// @playwright/test is the kit's peer: each project gets the repository's (a link), as a QA
// project has its own.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..', '..');
const kit = join(root, 'packages', 'qa-kit');
const work = mkdtempSync(join(tmpdir(), 'qa-kit-consumer-'));
const log = (line) => console.log(`qa-kit consumer: ${line}`);
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

const freePort = () =>
  new Promise((ok) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
  });

const SPEC = `import { expect, SCENARIO_NAMES, test, type ScenarioName } from '@portal/qa-kit';

test.use({ scenario: 'codes-locked' satisfies ScenarioName });

test('the installed kit drives the stub: scenarios, a fault, a member edit, the journal', async ({ stub, expectUpstream }) => {
  expect((await stub.scenarios()).map((s) => s.name)).toEqual([...SCENARIO_NAMES]);
  await stub.fault({ path: 'store/info', code: 30010, untilCleared: true });
  expect(await stub.faults()).toEqual([{ path: 'store/info', count: 1, untilCleared: true, code: 30010 }]);
  expect(await stub.editMember('novip', { vip: true })).toMatchObject({ account: 'novip', vip: true });
  await expectUpstream('patlas/register').not.toHaveBeenCalled();
});
`;

function project(name, install) {
  const dir = join(work, name);
  mkdirSync(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version: '1.0.0', private: true }));
  run('npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', '--prefer-offline', install], dir);
  // The peer, as the QA project's own.
  for (const pkg of ['@playwright/test', 'playwright', 'playwright-core']) {
    mkdirSync(join(dir, 'node_modules', ...pkg.split('/').slice(0, -1)), { recursive: true });
    symlinkSync(join(root, 'node_modules', pkg), join(dir, 'node_modules', pkg));
  }
  writeFileSync(join(dir, 'flow.spec.ts'), SPEC);
  writeFileSync(join(dir, 'playwright.config.ts'), "import { defineConfig } from '@playwright/test';\nimport type { StubOptions } from '@portal/qa-kit';\nexport default defineConfig<StubOptions>({ testDir: '.', workers: 1, use: { stubUrl: process.env.STUB_URL } });\n");
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'nodenext', moduleResolution: 'nodenext', strict: true, noEmit: true, skipLibCheck: true, types: [] }, include: ['flow.spec.ts'] }));
  return dir;
}

let stub;
try {
  log(`npm pack (builds dist/) into ${work}`);
  run('npm', ['pack', '--pack-destination', work], kit);
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  const projects = [project('from-tarball', join(work, tarball)), project('from-path', kit)];

  const port = await freePort();
  stub = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['tests/upstream-stub/main.ts', '--control', '--port', String(port)], { cwd: root, stdio: 'ignore' });
  const stubUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    if (await fetch(`${stubUrl}/__stub/scenarios`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  for (const dir of projects) {
    run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', '.'], dir);
    const out = execFileSync(process.execPath, [join(dir, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--reporter=line'], { cwd: dir, encoding: 'utf8', env: { ...process.env, STUB_URL: stubUrl } });
    if (!/1 passed/.test(out)) throw new Error(`${dir}: ${out}`);
    log(`${dir.split('/').pop()}: typed and passed`);
  }
  log('OK');
} catch (error) {
  console.error(`qa-kit consumer: FAILED\n${error.stdout ?? ''}${error.stderr ?? ''}${error.message}`);
  process.exitCode = 1;
} finally {
  stub?.kill();
  rmSync(work, { recursive: true, force: true });
}
