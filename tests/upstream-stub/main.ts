import { envWithArgs, optionsFromEnv } from './config';
import { createStub } from './server';

// `npm run upstream` (tsx tests/upstream-stub/main.ts): the stub upstream from the environment;
// `npm run stub -- [--port 4010] [--scenario <name>]` the same with its control API on (docs/qa.md).
// Env: PORT, UPSTREAM_AES_KEY, UPSTREAM_AES_IV, STUB_MEMBERS, STUB_SEED, STUB_TOKEN_TTL_S,
// STUB_CONTROL=1 (control endpoints), STUB_SCENARIO=<name> (scenarios.ts),
// STUB_HOST, STUB_FULL_ROWS=<n> (the top n rows of the
// placement tree under operator are all VIPs, breadth-first; novip moves below them; the
// benchmark's full 6-level window; default 0, the world the e2e tests know).

async function main() {
  const { port, options } = optionsFromEnv(envWithArgs(process.env, process.argv.slice(2)));
  const stub = createStub(options);
  await stub.listen(port);
  const control = options.control ? `, control API at ${stub.origin}/__stub/openapi.json` : '';
  console.log(`stub upstream listening on ${stub.origin} (${stub.world.members.length} members, scenario ${options.scenario}${control})`);
  const stop = () => void stub.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
