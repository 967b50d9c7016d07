import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CALLS, type CallSpec } from '@/lib/contract/calls';
import { validIdempotencyKey } from '@/lib/session/idempotency';
import { SESSION_COOKIE } from '@/lib/session/session';
import { contractFiles, IDEMPOTENCY_KEY, OUT, SESSION_COOKIE as DOCUMENTED_COOKIE } from '@/scripts/contract.mjs';

// The published contract (docs/contract/, issue 59): what scripts/contract.mjs makes of the
// registry's zod schemas. The stub's answers are held to the same schemas in stub-contract.test.ts.

const files = contractFiles() as Record<string, string>;
type Schema = { title?: string; description?: string; properties?: Record<string, Schema>; items?: Schema; [key: string]: unknown };
const upstream = JSON.parse(files['upstream.schema.json']) as { $defs: Record<string, Schema> };
const openapi = JSON.parse(files['openapi.json']) as {
  openapi: string;
  paths: Record<string, { post: { requestBody: unknown; responses: Record<string, unknown>; parameters?: { name: string }[] } }>;
  components: { schemas: Record<string, Schema>; securitySchemes: { session: { name: string } } };
};
const name = (path: string) => path.replaceAll('/', '.');

describe('docs/contract/', () => {
  it('is what scripts/contract.mjs writes from lib/contract (`npm run generate`)', () => {
    const committed = readdirSync(OUT).filter((f) => f.endsWith('.json')).sort();
    const made = Object.keys(files).sort();
    const extra = committed.filter((file) => !made.includes(file));
    if (extra.length) throw new Error(`docs/contract/ holds ${extra.join(', ')}, which scripts/contract.mjs does not write: remove it, or run npm run generate`);
    const stale = made.filter((file) => !committed.includes(file) || readFileSync(join(OUT, file), 'utf8') !== files[file]);
    if (stale.length) throw new Error(`${stale.map((file) => `docs/contract/${file}`).join(' and ')} ${stale.length > 1 ? 'are' : 'is'} stale: run npm run generate`);
  });

  it('has every upstream call, its input and its answer', () => {
    const defs = Object.keys(CALLS).flatMap((path) => [`${name(path)}.input`, `${name(path)}.answer`]);
    expect(Object.keys(upstream.$defs).sort()).toEqual(defs.sort());
  });

  it('carries each field\'s comment as its description, and a call\'s line of its area\'s table', () => {
    const teamDays = upstream.$defs['ability.teamdays.input'];
    expect(teamDays.description).toMatch(/^the performance detail: one row per day and leg/);
    expect(teamDays.properties!.member.description).toBe('a member of the team: its downline only; "" or absent = the whole team');
    expect(teamDays.properties!.page.description).toBe('1-based'); // a field spread from records.ts
    // One schema (`day`) for two fields, each described by its own comment.
    expect([teamDays.properties!.from.description, teamDays.properties!.to.description]).toEqual(['first day', 'last day']);
    const card = upstream.$defs['bank.edit.answer'];
    expect(card.properties!.number.description).toMatch(/^masked but for the last 4 digits/);
    expect(upstream.$defs['product.communi.input'].properties!.id.description).toBe('product id'); // "z.object({ id }); // product id"
  });

  it('documents the BFF\'s POST /api/call/<path> for every call it forwards, and only those', () => {
    expect(openapi.openapi).toBe('3.1.0');
    const forwarded = Object.entries(CALLS).filter(([, spec]) => spec.via === 'call').map(([path]) => `/api/call/${path}`);
    expect(Object.keys(openapi.paths).sort()).toEqual(forwarded.sort());
    for (const [path, spec] of Object.entries(CALLS as Record<string, CallSpec>)) {
      if (spec.via !== 'call') continue;
      const { post } = openapi.paths[`/api/call/${path}`];
      expect(openapi.components.schemas[`${name(path)}.input`]).toBeDefined();
      expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '502']));
      expect(post.parameters?.map((p) => p.name) ?? []).toEqual(spec.once ? ['Idempotency-Key'] : []);
    }
  });

  it('names the session cookie and the Idempotency-Key as the BFF takes them', () => {
    expect(DOCUMENTED_COOKIE).toBe(SESSION_COOKIE);
    expect(openapi.components.securitySchemes.session.name).toBe(SESSION_COOKIE);
    for (const key of ['0123456789abcdef', 'a'.repeat(64), 'a'.repeat(15), 'a'.repeat(65), 'no spaces in here!', 'f47ac10b-58cc-4372-a567-0e02b2c3d479']) {
      expect([key, IDEMPOTENCY_KEY.test(key)]).toEqual([key, validIdempotencyKey(key)]);
    }
  });
});
