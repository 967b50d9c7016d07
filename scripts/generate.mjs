// Every generated file of the repository, in one go (issue 73): `npm run generate`.
//
//   lib/find/screen-keys.json                  the find box's index of screen titles, from
//                                              messages/*.json (scripts/find-keys.mjs)
//   docs/contract/upstream.schema.json,        the published contract, from lib/contract
//   docs/contract/openapi.json                 (scripts/contract.mjs, `npm run contract`)
//
// Run it after changing a menu title, a schema or a field's comment; tests/unit/find.test.ts and
// tests/unit/contract.test.ts fail while a file is stale and name this command. Each script still
// runs on its own. A new generated file is one more line here (and its test's message).
import { writeContract } from './contract.mjs';
import { writeFindKeys } from './find-keys.mjs';

writeFindKeys();
writeContract();
