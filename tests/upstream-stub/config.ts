import { scenarioNamed, SCENARIOS } from './scenarios';
import { defaultOptions, type StubOptions } from './state';

// The stub's environment, read once; every bad variable is listed before it refuses to start.

/** Key material as lib/upstream/config.ts reads it: UTF-8, or base64:… / hex:… */
export function keyMaterial(value: string): Buffer {
  if (value.startsWith('base64:')) return Buffer.from(value.slice(7), 'base64');
  if (value.startsWith('hex:')) return Buffer.from(value.slice(4), 'hex');
  return Buffer.from(value, 'utf8');
}

type Env = Record<string, string | undefined>;

/** Command-line flags of `npm run stub -- …`, as the variables they stand for. */
const FLAGS: Record<string, string> = { '--port': 'PORT', '--scenario': 'STUB_SCENARIO', '--members': 'STUB_MEMBERS', '--seed': 'STUB_SEED', '--replay': 'STUB_REPLAY' };

/** The environment with the command line's flags over it (`--control` sets STUB_CONTROL=1). */
export function envWithArgs(env: Env, args: readonly string[]): Env {
  const out = { ...env };
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split('=', 2);
    if (flag === '--control') out.STUB_CONTROL = '1';
    else if (FLAGS[flag]) out[FLAGS[flag]] = inline ?? args[++i];
    else throw new Error(`unknown option ${args[i]}; the options are --control, ${Object.keys(FLAGS).join(', ')}`);
  }
  return out;
}

export function optionsFromEnv(env: Env): { port: number; options: StubOptions } {
  const problems: string[] = [];
  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (Number.isInteger(n) && n >= min && n <= max) return n;
    problems.push(`${name}: must be a whole number from ${min} to ${max}, got "${raw}"`);
    return fallback;
  };
  const defaults = defaultOptions();
  const key = env.UPSTREAM_AES_KEY ? keyMaterial(env.UPSTREAM_AES_KEY) : defaults.key;
  const iv = env.UPSTREAM_AES_IV ? keyMaterial(env.UPSTREAM_AES_IV) : defaults.iv;
  if (![16, 24, 32].includes(key.length)) problems.push(`UPSTREAM_AES_KEY: must be 16, 24 or 32 bytes, got ${key.length}`);
  if (iv.length !== 16) problems.push(`UPSTREAM_AES_IV: must be 16 bytes, got ${iv.length}`);

  const port = int('PORT', 4010, 0, 65535);
  const options: StubOptions = {
    ...defaults,
    key,
    iv,
    members: int('STUB_MEMBERS', defaults.members, 1, 5_000_000),
    seed: int('STUB_SEED', defaults.seed, 0, 2 ** 32 - 1),
    fullRows: int('STUB_FULL_ROWS', defaults.fullRows, 0, 20),
    tokenTtlS: int('STUB_TOKEN_TTL_S', defaults.tokenTtlS, 1, 365 * 86_400),
    control: env.STUB_CONTROL === '1' || env.STUB_CONTROL === 'true',
    scenario: env.STUB_SCENARIO || defaults.scenario,
    host: env.STUB_HOST || defaults.host,
  };
  if (!scenarioNamed(options.scenario)) problems.push(`STUB_SCENARIO: unknown scenario "${options.scenario}"; the scenarios are ${SCENARIOS.map((s) => s.name).join(', ')}`);
  if (problems.length) throw new Error(`Invalid stub configuration:\n  - ${problems.join('\n  - ')}`);
  return { port, options };
}
