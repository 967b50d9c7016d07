import { optionsFromEnv } from './config';
import { createStub } from './server';

// `npm run upstream` (tsx tests/upstream-stub/main.ts): the stub upstream from the environment.
// Env: PORT, UPSTREAM_AES_KEY, UPSTREAM_AES_IV, STUB_MEMBERS, STUB_SEED, STUB_TOKEN_TTL_S,
// STUB_CONTROL=1 (control endpoints), STUB_HOST, STUB_FULL_ROWS=<n> (the top n rows of the
// placement tree under operator are all VIPs, breadth-first; novip moves below them; the
// benchmark's full 6-level window; default 0, the world the e2e tests know).

async function main() {
  const { port, options } = optionsFromEnv(process.env);
  const stub = createStub(options);
  await stub.listen(port);
  console.log(`stub upstream listening on ${stub.origin} (${stub.world.members.length} members)`);
  const stop = () => void stub.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
