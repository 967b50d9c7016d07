// The published contract (issue 59, docs/contract/README.md): a JSON Schema of every upstream
// call's input and answer, and an OpenAPI 3.1 document of the BFF's POST /api/call/<path>, both
// made by zod's own JSON Schema output (z.toJSONSchema) from the registry's schemas
// (lib/contract/calls.ts). Run `npm run generate` (scripts/generate.mjs: this and the find box's
// index) or `npm run contract` after changing a schema or a field's comment;
// tests/unit/contract.test.ts fails while docs/contract/ is not what this script writes.
//
// Each field's comment in lib/contract/*.ts (a `//` after it on its line, a comment on the lines
// above it) is its description. The comments stay comments: the schemas reach the browser with
// the forms, whose first-load budgets have no room for the text. This script loads the contract's
// modules from their source with each commented field's schema described, the zod way (a copy of
// it registered in a registry of its own with { description }), and hands that registry to
// z.toJSONSchema as its metadata. A call's own description is its line in its area's table of
// "what each call serves" (the comment at the top of each lib/contract/<area>.ts).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import * as z from 'zod/mini';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CONTRACT = join(ROOT, 'lib', 'contract');
export const OUT = join(ROOT, 'docs', 'contract');

// ---- the comments ----

/** The text of a comment: without its markers, its lines joined. */
const commentText = (raw) =>
  raw.startsWith('//')
    ? raw.slice(2).trim()
    : raw
        .replace(/^\/\*\*?/, '')
        .replace(/\*\/$/, '')
        .split('\n')
        .map((line) => line.replace(/^\s*\*?\s?/, '').trim())
        .filter(Boolean)
        .join(' ');

/** A property's comments: those on the lines above it, then the one after it on its own line (after its comma). */
function commentOf(text, node) {
  const above = (ts.getLeadingCommentRanges(text, node.pos) ?? []).map((r) => text.slice(r.pos, r.end));
  let end = node.end;
  const comma = /^[ \t]*,/.exec(text.slice(end));
  if (comma) end += comma[0].length;
  const after = (ts.getTrailingCommentRanges(text, end) ?? []).map((r) => text.slice(r.pos, r.end));
  const parts = [...above, ...after].map(commentText).filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

/**
 * A TypeScript transform that wraps each commented property's value in
 * `__described(value, comment)` (a no-op on anything that is not a zod schema: the registry's own
 * entries, code tables, …).
 */
const describeFields = (context) => (file) => {
  const { factory } = context;
  const described = (value, comment) => factory.createCallExpression(factory.createIdentifier('__described'), undefined, [value, factory.createStringLiteral(comment)]);
  const property = (node, fromLine) => {
    const named = ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node);
    const comment = named ? (commentOf(file.text, node) ?? fromLine.get(node.name.getText(file))) : undefined;
    if (ts.isPropertyAssignment(node)) {
      const value = ts.visitNode(node.initializer, visit);
      return factory.updatePropertyAssignment(node, node.name, comment ? described(value, comment) : value);
    }
    if (comment) return factory.createPropertyAssignment(factory.createIdentifier(node.name.text), described(node.name, comment));
    return ts.visitEachChild(node, visit, context);
  };
  const visit = (node) => {
    if (!ts.isObjectLiteralExpression(node)) return ts.visitEachChild(node, visit, context);
    const fromLine = lineComments(file, node);
    return factory.updateObjectLiteralExpression(node, node.properties.map((p) => property(p, fromLine)));
  };
  return ts.visitNode(file, visit);
};

/**
 * The descriptions an object written on one line takes from the comment that ends its line:
 * "<field>: …" parts name theirs ("// newest first; status: the state reached"), and an object
 * that is the whole statement with one field of its own ("z.object({ id }); // product id") gives
 * it the whole comment.
 */
function lineComments(file, node) {
  const out = new Map();
  const { text } = file;
  const start = node.getStart(file);
  const lineEnd = text.indexOf('\n', node.end) === -1 ? text.length : text.indexOf('\n', node.end);
  if (text.slice(start, node.end).includes('\n')) return out;
  const rest = text.slice(node.end, lineEnd);
  const at = rest.indexOf('//');
  if (at === -1) return out;
  const comment = rest.slice(at + 2).trim();
  const own = node.properties.filter((p) => ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)).map((p) => p.name.getText(file));
  for (const part of comment.split(/;\s+/)) {
    const named = /^(\w+): (.+)$/.exec(part);
    if (named && own.includes(named[1])) out.set(named[1], named[2]);
  }
  if (!out.size && own.length === 1 && /^[)\s]*;\s*$/.test(rest.slice(0, at))) out.set(own[0], comment);
  return out;
}

/**
 * The calls' own descriptions: "//   <path>   <what it serves>" in an area's table (continued on
 * the lines indented as far; "pservice/vname, vtel, videntityid   …" names three).
 */
function callDescriptions(paths) {
  const found = {};
  for (const file of readdirSync(CONTRACT).filter((f) => f.endsWith('.ts')).sort()) {
    const lines = readFileSync(join(CONTRACT, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      const entry = /^\/\/(\s+)([a-z0-9]+)(\/[a-z0-9]+)?((?:, [a-z0-9]+)*)(\s+)(\S.*)$/.exec(line);
      if (!entry) return;
      const [, indent, area, first = '', more, gap, description] = entry;
      const named = [`${area}${first}`, ...more.split(', ').filter(Boolean).map((name) => `${area}/${name}`)].filter((path) => paths.has(path) && !found[path]);
      if (!named.length) return;
      const column = 2 + indent.length + area.length + first.length + more.length + gap.length;
      const text = [description.trim()];
      for (let j = i + 1; j < lines.length; j++) {
        const next = /^\/\/(\s+)(\S.*)$/.exec(lines[j]);
        if (!next || 2 + next[1].length < column - 1 || next[1].length <= indent.length) break;
        text.push(next[2].trim());
      }
      for (const path of named) found[path] = text.join(' ');
    });
  }
  return found;
}

// ---- the registry, loaded with its comments ----

const isSchema = (value) => typeof value === 'object' && value !== null && '_zod' in value;

/** lib/contract's modules, each evaluated from its described source; `calls` is the registry. */
export function loadContract() {
  const metadata = z.registry();
  const described = (value, description) => {
    if (!isSchema(value)) return value;
    const copy = value.clone(); // a schema used by two fields (`from: day, to: day`) is described twice
    metadata.add(copy, { description });
    return copy;
  };
  const modules = new Map();
  const load = (name) => {
    if (modules.has(name)) return modules.get(name).exports;
    const fileName = join(CONTRACT, `${name}.ts`);
    const { outputText } = ts.transpileModule(readFileSync(fileName, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
      fileName,
      transformers: { before: [describeFields] },
    });
    const loaded = { exports: {} };
    modules.set(name, loaded);
    const require = (spec) => {
      if (spec === 'zod/mini') return z;
      if (spec.startsWith('./')) return load(spec.slice(2));
      throw new Error(`lib/contract/${name}.ts imports ${spec}: the contract imports only zod and itself`);
    };
    new Function('exports', 'require', 'module', '__described', outputText)(loaded.exports, require, loaded, described);
    return loaded.exports;
  };
  return { CALLS: load('calls').CALLS, BFF: load('codes').BFF, metadata };
}

// ---- the documents ----

const DRAFT = 'https://json-schema.org/draft/2020-12/schema';
/** The session cookie's name and the Idempotency-Key's shape (lib/session/session.ts, idempotency.ts; tests/unit/contract.test.ts holds them equal). */
export const SESSION_COOKIE = 'portal_session';
export const IDEMPOTENCY_KEY = /^[\w-]{16,64}$/;
/** A call's name in $defs and components: its path with dots ("bank/getlist" → "bank.getlist"). */
const defName = (path) => path.replaceAll('/', '.');

function jsonSchema(schema, metadata, io) {
  const out = z.toJSONSchema(schema, { metadata, io, target: 'draft-2020-12', unrepresentable: 'any', reused: 'inline' });
  delete out.$schema;
  return out;
}

/** The JSON Schema of every upstream call: `<call>.input` (what is sent) and `<call>.answer` (the data of a success). */
function upstreamSchema({ CALLS, metadata }, about) {
  const $defs = {};
  for (const [path, spec] of Object.entries(CALLS)) {
    const call = { 'x-call': path, 'x-method': spec.method, 'x-via': spec.via, ...(spec.once ? { 'x-once': true } : {}) };
    $defs[`${defName(path)}.input`] = {
      title: `${path}: input`,
      ...(about[path] ? { description: about[path] } : {}),
      ...call,
      ...jsonSchema(spec.input, metadata, 'input'),
    };
    // What the upstream answers is read through the answer schema (its input side: the numbers it
    // may send as strings, the fields it may add); a call without one answers data nobody reads.
    $defs[`${defName(path)}.answer`] = {
      title: `${path}: answer data`,
      ...call,
      ...(spec.output ? jsonSchema(spec.output, metadata, 'input') : { description: 'Not read: the portal uses only the answer\'s code and message.' }),
    };
  }
  return {
    $schema: DRAFT,
    $id: 'https://service-center-portal.invalid/contract/upstream.schema.json',
    title: 'The upstream calls of the service-center portal',
    description:
      'Each upstream call (lib/contract/calls.ts) as $defs["<path with dots>.input"] (the fields of its payload, before the common fields and encryption) and $defs["<path with dots>.answer"] (the data of a successful answer, code 20000, or 200 for the GET calls). Generated by scripts/contract.mjs from the zod schemas; do not edit.',
    $defs,
  };
}

const envelopeOf = (data, codeDescription) => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: {
    code: { type: 'integer', description: codeDescription },
    msg: { type: 'string', description: 'the message to show, in the language of the NEXT_LOCALE cookie; "" when there is none' },
    data,
  },
});

/** The OpenAPI 3.1 document of POST /api/call/<path>: the calls the forwarder takes (`via: 'call'`). */
function bffOpenApi({ CALLS, BFF, metadata }, about) {
  const retryAfter = { 'retry-after': { description: 'seconds to wait', schema: { type: 'integer' } } };
  const refusal = (description, code, headers) => ({
    description: `${description} (code ${code})`,
    ...(headers ? { headers } : {}),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' }, example: { code, msg: '…', data: null } } },
  });
  // The answers the BFF gives on its own (lib/session/handler.ts, forward.ts), by name.
  const responses = {
    BadRequest: {
      description: `The body is not a JSON object, is too deep, or fails the call's schema; or a money move's Idempotency-Key is missing or malformed. Nothing was forwarded (code ${BFF.badRequest})`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/BadRequest' } } },
    },
    NotSignedIn: refusal('No session: sign in first (the login page, POST /api/auth/login); the session cookie is cleared', BFF.notSignedIn),
    CrossSite: refusal('Sent by another site: Sec-Fetch-Site (else Origin) is not this site', BFF.crossSite),
    NotFound: refusal('Not a call of the registry, or not one this door forwards', BFF.unknownCall),
    TooLarge: refusal('The body is over 64 KB (by its Content-Length, or as read)', BFF.tooLarge),
    UnsupportedType: refusal('A body not declared Content-Type: application/json', BFF.unsupportedType),
    InFlight: refusal('The same submission (Idempotency-Key) is still being answered', BFF.inFlight),
    Conflict: refusal('The Idempotency-Key was used with another body', BFF.conflict),
    RateLimited: refusal('Too many verification codes or lookups asked of this call by this account', BFF.rateLimited, retryAfter),
    BadGateway: refusal('The upstream failed (HTTP 5xx, not JSON), or its answer does not match the call\'s answer schema', BFF.badGateway),
    Unavailable: refusal('The shared store (Redis) did not answer; nothing was done', BFF.unavailable, retryAfter),
    Timeout: refusal('The upstream did not answer in time (UPSTREAM_TIMEOUT_MS)', BFF.timeout),
  };
  const schemas = {
    Refusal: envelopeOf({ type: 'null' }, 'one of the BFF\'s own codes (lib/contract/codes.ts, BFF)'),
    BadRequest: envelopeOf(
      {
        anyOf: [
          {
            type: 'object',
            required: ['fieldErrors'],
            properties: {
              fieldErrors: {
                type: 'object',
                additionalProperties: { type: 'string' },
                description: 'the first refusal of each field by its dotted path ("_": the body as a whole), a message key of messages/*.json',
              },
            },
          },
          { type: 'null' },
        ],
        description: 'the fields refused when the body failed the call\'s schema; null otherwise',
      },
      `${BFF.badRequest}`,
    ),
  };
  const ref = (name) => ({ $ref: `#/components/responses/${name}` });
  const paths = {};
  for (const [path, spec] of Object.entries(CALLS)) {
    if (spec.via !== 'call') continue;
    const name = defName(path);
    schemas[`${name}.input`] = jsonSchema(spec.input, metadata, 'input');
    // What the BFF passes on is the answer schema's output: numbers coerced, unknown fields dropped.
    schemas[`${name}.answer`] = envelopeOf(
      spec.output
        ? { anyOf: [jsonSchema(spec.output, metadata, 'output'), {}], description: 'on code 20000, the data as the call\'s answer schema makes it; with another code, what the upstream sent (mostly null)' }
        : { description: 'the upstream\'s data, passed on unread' },
      '20000 on success; otherwise the upstream\'s refusal (spec §8: 30140/30142 end the session, 30010/30030/30033 are not shown)',
    );
    const notes = [
      spec.once && 'Moves money: send an Idempotency-Key, one per submission. A replay of the same key and body is answered with the first answer (idempotent-replay: true) and not forwarded.',
      spec.sendsCode && 'Sends a verification code: throttled per account and call across instances (429).',
      spec.reveals && 'Looks members up by what was typed: throttled per account and call across instances (429; LOOKUP_LIMIT_PER_ACCOUNT a minute).',
      spec.verifies && 'A code check: on success the session remembers a verified step.',
      spec.needsVerified && 'Needs a fresh verified step (store/codecheck), which its success spends: 403 without one.',
      spec.endsSession && 'On success every session of the account ends (the login password changed).',
    ].filter(Boolean);
    paths[`/api/call/${path}`] = {
      post: {
        operationId: name,
        summary: about[path] ?? path,
        ...(notes.length ? { description: notes.join(' ') } : {}),
        tags: [path.split('/')[0]],
        ...(spec.once ? { parameters: [{ name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string', pattern: IDEMPOTENCY_KEY.source } }] } : {}),
        requestBody: {
          description: 'The call\'s fields (an empty body is {})',
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}.input` } } },
        },
        responses: {
          200: {
            description: 'Forwarded: the upstream\'s answer, code 20000 or its own refusal',
            ...(spec.once ? { headers: { 'idempotent-replay': { description: 'the first answer to this key, replayed', schema: { type: 'string', enum: ['true'] } } } } : {}),
            content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}.answer` } } },
          },
          400: ref('BadRequest'),
          401: ref('NotSignedIn'),
          403: spec.needsVerified
            ? { description: 'Sent by another site (code 40300), or no fresh verified step (the call\'s own code)', content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } } }
            : ref('CrossSite'),
          ...(spec.once ? { 409: ref('InFlight'), 422: ref('Conflict') } : {}),
          413: ref('TooLarge'),
          415: ref('UnsupportedType'),
          ...(spec.sendsCode || spec.reveals ? { 429: ref('RateLimited') } : {}),
          502: ref('BadGateway'),
          503: ref('Unavailable'),
          504: ref('Timeout'),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Service-center portal BFF: the call forwarder',
      version: '1',
      description:
        'POST /api/call/<path> sends one registered upstream call (lib/contract/calls.ts, those marked via "call") as the signed-in session and answers the upstream\'s {code, msg, data} as plain JSON. The BFF adds the upstream\'s token, device id and CSRF value itself (they never reach the browser), encrypts the payload, and forwards no body that fails the call\'s schema. Any other path answers 404 (code 40400), nothing forwarded. A request another site made the browser send is refused (403). msg is in the language of the NEXT_LOCALE cookie. Every answer carries X-Request-Id (a caller\'s own is kept when it looks like one) and Cache-Control: no-store. Generated by scripts/contract.mjs from the zod schemas (npm run contract); do not edit.',
    },
    jsonSchemaDialect: DRAFT,
    servers: [{ url: '/' }],
    security: [{ session: [] }],
    paths,
    components: {
      schemas,
      responses,
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'the sealed httpOnly session cookie the login route sets' } },
    },
  };
}

/** The files of docs/contract/ as this script writes them, by name. */
export function contractFiles() {
  const contract = loadContract();
  const about = callDescriptions(new Set(Object.keys(contract.CALLS)));
  const json = (value) => `${JSON.stringify(value, null, 1)}\n`;
  return {
    'upstream.schema.json': json(upstreamSchema(contract, about)),
    'openapi.json': json(bffOpenApi(contract, about)),
  };
}

/** Writes docs/contract/. */
export function writeContract() {
  mkdirSync(OUT, { recursive: true });
  for (const [name, text] of Object.entries(contractFiles())) {
    writeFileSync(join(OUT, name), text);
    console.log(`wrote docs/contract/${name}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeContract();
