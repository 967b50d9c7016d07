import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FAULT_MODES } from '@/tests/upstream-stub/faults';
import { SCENARIOS } from '@/tests/upstream-stub/scenarios';

// docs/qa.md runs as written: its spec is examples/qa/add-member.spec.ts to the byte (which
// `npm run test:qa` runs), its commands are scripts of package.json, and its scenario and fault
// tables are the stub's.

const root = join(__dirname, '..', '..');
const doc = readFileSync(join(root, 'docs', 'qa.md'), 'utf8');
const scripts = Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts);

it('shows examples/qa/add-member.spec.ts as it is', () => {
  const block = /It is `examples\/qa\/add-member\.spec\.ts`:\n\n```ts\n([\s\S]*?)```/.exec(doc);
  expect(block?.[1]).toBe(readFileSync(join(root, 'examples', 'qa', 'add-member.spec.ts'), 'utf8'));
});

it('names only scripts that exist', () => {
  const named = [...doc.matchAll(/npm run ([a-z:-]+)/g)].map((m) => m[1]);
  expect(named.length).toBeGreaterThan(5);
  for (const name of named) expect(scripts).toContain(name);
});

it("lists the stub's scenarios, each with its own description, and its fault modes", () => {
  const table = doc.slice(doc.indexOf('## Scenarios'), doc.indexOf('## Faults'));
  const rows = [...table.matchAll(/^\| `([a-z0-9-]+)` \| (.+) \|$/gm)].map((m) => ({ name: m[1], description: m[2] }));
  expect(rows).toEqual(SCENARIOS.map(({ name, description }) => ({ name, description })));
  for (const mode of FAULT_MODES) expect(doc).toContain(`\`${mode}\``);
});

it('uses every scenario in an example', () => {
  const dir = join(root, 'examples', 'qa');
  const examples = readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
  for (const { name } of SCENARIOS) expect(examples).toMatch(new RegExp(`scenario: '${name}'`));
});
