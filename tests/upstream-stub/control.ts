import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { FormFields } from './checks';
import { editMember, memberEditOf } from './edit';
import { faultOf, MAX_FAULTS, type Fault } from './faults';
import { readBody } from './multipart';
import { noSuchCall, sendJson } from './respond';
import { SCENARIOS, scenarioNamed } from './scenarios';
import type { StubState } from './state';
import { memberByAccount } from './world';

// The stub's control API (STUB_CONTROL=1, `npm run stub`), specified in docs/stub-openapi.json
// and served at GET /__stub/openapi.json: reset, named scenarios, faults, member edits, the
// journal of upstream calls (with filters and verify), token expiry. Without the flag none of
// it exists (404 like any unknown path); the portal's image holds no stub at all.

export type LogEntry = {
  time: string; // ISO
  method: string;
  path: string;
  form: FormFields | null;
  payload: Record<string, unknown> | null; // decrypted; null when it could not be read (or was too large to keep)
  code: number | null; // null: no JSON answer (dropped, non-JSON, HTTP status)
  requestId?: string;
};

export type ControlState = { faults: Fault[]; log: LogEntry[]; scenario: string };

export const newControl = (scenario = 'default'): ControlState => ({ faults: [], log: [], scenario });
export const LOG_CAP = 1000; // entries kept, oldest dropped first
const PAYLOAD_CAP = 32 * 1024; // bytes of one logged payload's JSON
const BODY_CAP = 64 * 1024; // bytes of one control request

/** What the control needs of the server: a fresh world, optionally of another size. */
export type Reset = (members?: number) => void;

export function record(state: StubState, entry: LogEntry) {
  if (!state.opts.control) return;
  const tooLarge = entry.payload && JSON.stringify(entry.payload).length > PAYLOAD_CAP;
  state.control.log.push(tooLarge ? { ...entry, payload: null } : entry);
  if (state.control.log.length > LOG_CAP) state.control.log.shift();
}

/** Regenerates the world and applies a named scenario (its size, its changes, its faults). */
export function loadScenario(state: StubState, name: string, reset: Reset): string | undefined {
  const scenario = scenarioNamed(name);
  if (!scenario) return `unknown scenario "${String(name).slice(0, 64)}"; GET /__stub/scenarios lists them`;
  reset(scenario.members);
  scenario.apply?.(state);
  state.control.faults.push(...(scenario.faults ?? []).map((f) => ({ ...f })));
  state.control.scenario = scenario.name;
  return undefined;
}

async function jsonBody(req: IncomingMessage): Promise<{ body: unknown } | { error: string }> {
  const text = (await readBody(req, BODY_CAP)).toString('utf8');
  if (!text) return { body: {} };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return { error: 'body must be JSON' };
  }
}

/**
 * Whether `value` holds `match`: objects by their named keys (others ignored), arrays item by
 * item, and scalars as text (the wire carries "1" and 1 alike).
 */
export function matches(value: unknown, match: unknown): boolean {
  if (match === null || typeof match !== 'object') return value !== undefined && value !== null && typeof value !== 'object' ? String(value) === String(match) : value === match;
  if (Array.isArray(match)) return Array.isArray(value) && value.length === match.length && match.every((m, i) => matches(value[i], m));
  if (!value || typeof value !== 'object') return false;
  return Object.entries(match).every(([k, m]) => matches((value as Record<string, unknown>)[k], m));
}

type Filter = { path?: string; code?: number; since?: string; match?: unknown };

/** The journal entries a filter selects: by path ("*" or none: all), answer code, time and payload. */
export function journal(state: StubState, f: Filter): LogEntry[] {
  return state.control.log.filter(
    (e) => (!f.path || f.path === '*' || e.path === f.path) && (f.code === undefined || e.code === f.code) && (!f.since || e.time >= f.since) && (f.match === undefined || matches(e.payload, f.match)),
  );
}

type Ctx = { state: StubState; req: IncomingMessage; res: ServerResponse; url: URL; reset: Reset; param: string };
type Route = (ctx: Ctx) => unknown;

const bad = (res: ServerResponse, error: string) => sendJson(res, 400, { ok: false, error });

let openapi: string | undefined;
const OPENAPI_FILE = join(__dirname, '..', '..', 'docs', 'stub-openapi.json');

/** Every route of the control API, as "METHOD path" with {param} as docs/stub-openapi.json writes it. */
export const CONTROL_ROUTES: Record<string, Route> = {
  'GET openapi.json': ({ res }) => {
    openapi ??= readFileSync(OPENAPI_FILE, 'utf8');
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(openapi);
  },
  'POST reset': ({ state, res, reset }) => {
    loadScenario(state, state.opts.scenario, reset); // the world the stub started with
    sendJson(res, 200, { ok: true, members: state.world.members.length, scenario: state.control.scenario });
  },
  'GET scenarios': ({ res }) => sendJson(res, 200, SCENARIOS.map(({ name, description }) => ({ name, description }))),
  'POST scenario': async ({ state, req, res, reset }) => {
    const read = await jsonBody(req);
    if ('error' in read) return bad(res, read.error);
    const name = (read.body as { name?: unknown } | null)?.name;
    if (typeof name !== 'string') return bad(res, 'name must be a scenario name; GET /__stub/scenarios lists them');
    const error = loadScenario(state, name, reset);
    if (error) return bad(res, error);
    sendJson(res, 200, { ok: true, scenario: name, members: state.world.members.length });
  },
  'POST fault': async ({ state, req, res }) => {
    const read = await jsonBody(req);
    if ('error' in read) return bad(res, read.error);
    const fault = faultOf(read.body);
    if (typeof fault === 'string') return bad(res, fault);
    if (state.control.faults.length >= MAX_FAULTS) return bad(res, `at most ${MAX_FAULTS} faults may be armed; DELETE /__stub/fault clears them`);
    state.control.faults.push(fault);
    sendJson(res, 200, { ok: true, fault });
  },
  'GET fault': ({ state, res }) => sendJson(res, 200, state.control.faults),
  'DELETE fault': ({ state, res }) => {
    state.control.faults = [];
    sendJson(res, 200, { ok: true });
  },
  'PATCH members/{account}': async ({ state, req, res, param }) => {
    const member = memberByAccount(state.world, param);
    if (!member) return sendJson(res, 404, { ok: false, error: `no member "${param.slice(0, 64)}"` });
    const read = await jsonBody(req);
    if ('error' in read) return bad(res, read.error);
    const edit = memberEditOf(read.body);
    if (typeof edit === 'string') return bad(res, edit);
    editMember(state, member, edit);
    sendJson(res, 200, { ok: true, account: member.account, vip: member.vip });
  },
  'GET requests': ({ state, res, url }) => {
    const q = url.searchParams;
    const code = q.get('code');
    const limit = Math.min(LOG_CAP, Math.max(1, Number(q.get('limit')) || LOG_CAP));
    if (code !== null && !/^-?\d{1,10}$/.test(code)) return bad(res, 'code must be a whole number');
    const rows = journal(state, { path: q.get('path') ?? undefined, code: code === null ? undefined : Number(code), since: q.get('since') ?? undefined });
    sendJson(res, 200, rows.slice(-limit));
  },
  'DELETE requests': ({ state, res }) => {
    state.control.log = [];
    sendJson(res, 200, { ok: true });
  },
  'POST verify': async ({ state, req, res }) => {
    const read = await jsonBody(req);
    if ('error' in read) return bad(res, read.error);
    const b = (read.body ?? {}) as { path?: unknown; match?: unknown; times?: unknown; since?: unknown };
    if (typeof b.path !== 'string' || !b.path) return bad(res, 'path must be an upstream path or "*"');
    if (b.times !== undefined && !(Number.isInteger(b.times) && (b.times as number) >= 0)) return bad(res, 'times must be a whole number ≥ 0');
    if (b.since !== undefined && typeof b.since !== 'string') return bad(res, 'since must be an ISO time');
    const found = journal(state, { path: b.path, match: b.match ?? {}, since: b.since as string | undefined });
    const ok = b.times === undefined ? found.length > 0 : found.length === b.times;
    const calls = journal(state, { path: b.path, since: b.since as string | undefined });
    sendJson(res, 200, { ok, count: found.length, times: b.times ?? null, matching: found.slice(-20), calls: calls.slice(-20) });
  },
  'POST expire-tokens': ({ state, res }) => {
    const expired = state.tokens.size;
    state.tokens.clear();
    sendJson(res, 200, { ok: true, expired });
  },
};

/** The route of "METHOD path", and the value of its {param} if it has one. */
function routeOf(method: string, path: string): { route: Route; param: string } | undefined {
  const exact = CONTROL_ROUTES[`${method} ${path}`];
  if (exact) return { route: exact, param: '' };
  const [head, ...rest] = path.split('/');
  const param = rest.join('/');
  if (!param || rest.length > 1) return undefined;
  const key = Object.keys(CONTROL_ROUTES).find((k) => k.startsWith(`${method} ${head}/{`));
  return key ? { route: CONTROL_ROUTES[key], param: decodeURIComponent(param) } : undefined;
}

/** Serves /__stub/<path>; `reset` regenerates the world (server.ts owns that). */
export async function handleControl(state: StubState, req: IncomingMessage, res: ServerResponse, path: string, reset: Reset) {
  if (!state.opts.control) return noSuchCall(res);
  const found = routeOf(req.method ?? 'GET', path);
  if (!found) return noSuchCall(res);
  await found.route({ state, req, res, url: new URL(req.url ?? '/', 'http://stub'), reset, param: found.param });
}
