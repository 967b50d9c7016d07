import { spawn } from 'node:child_process';

// server/process.ts in a real process: an uncaught exception or an unhandled rejection is one
// fatal line with its stack, then exit 1; SIGTERM before the server listens exits 0 at once,
// and after it hands over, the drain takes it (issue 56).

function run(what: string, signalAfterStart?: NodeJS.Signals) {
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'tests/unit/process-guard.fixture.ts', what], { env: { ...process.env, LOG_LEVEL: 'info' } });
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
    if (signalAfterStart && out.includes('started')) child.kill(signalAfterStart);
  });
  child.stderr.on('data', (chunk) => (out += chunk));
  return new Promise<{ code: number | null; out: string }>((resolve) => child.on('exit', (code) => resolve({ code, out })));
}

const fatalLine = (out: string) => JSON.parse(out.split('\n').find((line) => line.includes('"level":60')) ?? '{}');

describe('the process guard', () => {
  it.each([
    ['throw', 'uncaughtException', /SyntaxError/],
    ['reject', 'unhandledRejection', /a promise nobody awaited/],
  ])('%s: a fatal line with the stack, then exit 1', async (what, origin, message) => {
    const { code, out } = await run(what);
    expect(code).toBe(1);
    const line = fatalLine(out);
    expect(line).toMatchObject({ level: 60, origin, msg: 'process: uncaught error; exiting' });
    expect(`${line.err.type}: ${line.err.message}`).toMatch(message);
    expect(line.err.stack).toMatch(/process-guard\.fixture\.ts/);
    expect(out).not.toContain('still running');
  }, 20_000);

  it('SIGTERM before the server listens: exit 0 at once; after, the drain has it', async () => {
    const early = await run('wait', 'SIGTERM');
    expect(early.code).toBe(0);
    expect(early.out).toContain('shut down before serving');
    const later = await run('drain', 'SIGTERM');
    expect(later.code).toBe(0);
    expect(later.out).toContain('draining on SIGTERM');
  }, 20_000);
});
