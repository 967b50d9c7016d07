import fc from 'fast-check';
import { CALLS, callSpec, type CallSpec } from '@/lib/contract/calls';
import { call, signIn, withBff, type Answer } from './bff-harness';

// A property over every registered call (lib/contract/calls.ts): bodies built from the call's
// own fields with plausible and hostile values (wrong types, huge strings, deep nesting,
// prototype keys, extra fields, raw text), sent through the real route handler to the stub.
// The BFF never answers 5xx, and whatever it forwards passes the call's schema unchanged.

const forwarded: { path: string; fields: Record<string, unknown> }[] = [];
jest.mock('@/lib/upstream/client', () => {
  const actual = jest.requireActual('@/lib/upstream/client');
  return {
    ...actual,
    callUpstream: (path: string, fields: Record<string, unknown>, ctx: object, file?: object) => {
      forwarded.push({ path, fields });
      return actual.callUpstream(path, fields, ctx, file);
    },
  };
});
jest.mock('@/lib/upstream/log', () => {
  const actual = jest.requireActual('@/lib/upstream/log');
  return { ...actual, logRequest: () => undefined };
});

withBff();

const RUNS = Number(process.env.PROPERTY_RUNS ?? 25); // per call; ~60 calls
const calls = Object.entries(CALLS).filter(([, spec]) => spec.via === 'call');

/** The field names of a call's object schema (zod/mini keeps them in _zod.def.shape). */
const fieldsOf = (spec: CallSpec): string[] => Object.keys((spec.input as unknown as { _zod: { def: { shape?: object } } })._zod.def.shape ?? {});

const deep = (levels: number) => JSON.parse(`${'['.repeat(levels)}1${']'.repeat(levels)}`) as unknown;
const plausible = fc.constantFrom('100', '150', '50000', '1000', '1', '7', '246810', '135790', 'phone', 'email', 'novip', 'operator', '2026-01-01', '/uploads/a.png', 1, 2, 7, '');
const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 5000, maxLength: 20_000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('0x64', '1e3', ' 1e3', '-1', '1.5', 'NaN', 'Infinity', '__proto__', '<script>', '\u0000'),
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.constantFrom(deep(10), deep(20), { a: { b: { c: {} } } }),
);
const value = fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 2, arbitrary: hostile });
const extraKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'token', 'dvId', 'atype', 'lac', 'extra', 'a'.repeat(300));

/** A body for the call: its fields (some left out), extra keys, or raw text. */
const bodyFor = (fields: string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] }) },
    { weight: 2, arbitrary: fc.tuple(fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] }), fc.dictionary(extraKey, value, { maxKeys: 3 })).map(([a, b]) => JSON.stringify({ ...a, ...b }).replace(/^\{\}$/, '{}')) },
    { weight: 1, arbitrary: fc.constantFrom('', '[]', 'null', '"x"', '{', `{"a":${'['.repeat(3000)}${']'.repeat(3000)}}`, '{"__proto__":{"x":1}}', `{${'"k":1,'.repeat(3000)}"z":1}`) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  );

let cookie = '';
beforeAll(async () => {
  ({ cookie } = await signIn('operator'));
}, 30_000);

it.each(calls.map(([path, spec]) => [path, spec] as const))('%s: never 5xx, never an invalid body forwarded', async (path, spec) => {
  const fields = fieldsOf(spec);
  let n = 0;
  await fc.assert(
    fc.asyncProperty(bodyFor(fields), async (body) => {
      forwarded.length = 0;
      const key = `prop-key-${path.replace(/\W/g, '-')}-${n++}-${Date.now()}`.slice(0, 64);
      const headers = { 'content-type': 'application/json', 'idempotency-key': key };
      const answer: Answer = await call(path, typeof body === 'string' ? body : JSON.stringify(body), { cookie, headers });
      expect(answer.status).toBeLessThan(500);
      for (const sent of forwarded) {
        expect(sent.path).toBe(path);
        const again = callSpec(path)!.input.safeParse(sent.fields);
        expect(again.success).toBe(true);
        expect(again.data).toEqual(sent.fields);
        expect(() => JSON.stringify(sent.fields)).not.toThrow();
      }
    }),
    { numRuns: RUNS },
  );
}, 60_000);
