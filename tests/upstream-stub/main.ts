import { optionsFromEnv } from './config';
import { createStub } from './server';

// `npm run upstream` (tsx tests/upstream-stub/main.ts): the stub upstream from the environment.
// Env: PORT, UPSTREAM_AES_KEY, UPSTREAM_AES_IV, STUB_MEMBERS, STUB_SEED, STUB_TOKEN_TTL_S,
// STUB_CONTROL=1 (control endpoints), STUB_HOST.

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
