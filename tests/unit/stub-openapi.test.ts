import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPERATIONS } from '@/packages/qa-kit/src/client';
import { CONTROL_ROUTES } from '@/tests/upstream-stub/control';
import { withStub } from './stub-harness';

// The control API, its OpenAPI document (docs/stub-openapi.json) and the kit's typed client name
// the same routes: every route the stub serves is documented, every documented one is served,
// and the client calls exactly the documented operations.

type Doc = { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
const doc = JSON.parse(readFileSync(join(__dirname, '..', '..', 'docs', 'stub-openapi.json'), 'utf8')) as Doc;
const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, id: op.operationId })));

it('documents exactly the routes the control serves', () => {
  expect(doc.openapi).toBe('3.1.0');
  const served = Object.keys(CONTROL_ROUTES).map((k) => k.replace(' ', ' /'));
  expect(documented.map((d) => d.route).sort()).toEqual(served.sort());
});

it("the kit's client has one method per operation, on the documented method and path", () => {
  const client = Object.entries(OPERATIONS).map(([id, [method, path]]) => ({ route: `${method} ${path}`, id }));
  expect(client.sort((a, b) => a.id.localeCompare(b.id))).toEqual(documented.sort((a, b) => a.id.localeCompare(b.id)));
});

describe('served', () => {
  const h = withStub({ control: true, members: 20 });
  it('at /__stub/openapi.json, the document itself', async () => {
    const res = await fetch(`${h.stub.origin}/__stub/openapi.json`);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual(doc);
  });
});
