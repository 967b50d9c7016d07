// The typed client of the stub upstream's control API (docs/stub-openapi.json, served by a
// running stub at /__stub/openapi.json). Plain fetch: usable from Playwright tests, scripts and
// Jest alike. Each method is one operation of the document (OPERATIONS).

/** The named scenarios (GET /__stub/scenarios describes each in one line). */
export const SCENARIO_NAMES = [
  'default',
  'records-2025',
  'vip-operator',
  'non-vip-operator',
  'upgrade-deadlines',
  'empty-salary',
  'withdrawals-each-state',
  'returns-each-state',
  'promoter-applications-each-state',
  'codes-locked',
  'forced-logout-30140',
  'forced-logout-30142',
  'slow-upstream',
  'transfers-50k',
  'transfers-over-cap',
  'network-100k',
  'wide-network',
  'all-waiting',
  'nothing-waiting',
] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

export const FAULT_MODES = ['drop', 'dropAfter', 'reset', 'nonjson', 'malformed', 'timeout', 'http500'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

/** What the next matching upstream calls get instead of their answer (schema Fault). */
export type Fault = {
  path: string; // an upstream path ("store/info") or "*" for any call
  count?: number; // calls it hits, default 1
  untilCleared?: boolean; // every matching call until clearFaults()
  delayMs?: number; // waited first; alone, the normal answer comes late
  code?: number; // answer { code, msg, data: null }
  msg?: string;
  status?: number; // the answer's HTTP status
  // drop (closed unanswered, not applied), dropAfter (applied, then closed unanswered), reset
  // (TCP, not applied), nonjson (HTML), malformed (cut JSON), timeout (no answer), http500
  mode?: FaultMode;
};

/** An edit of one member's state (schema MemberEdit). */
export type MemberEdit = {
  balance?: string; // the available salary, "1500.00"
  vip?: boolean;
  daysLeft?: number; // days left in the 45-day upgrade window (not a VIP)
  phone?: string; // "" unbinds
  email?: string; // "" unbinds
  codesLocked?: boolean;
  password?: string;
  pass2?: string;
};

/** One upstream call as the stub decoded it (schema JournalEntry). */
export type JournalEntry = {
  time: string;
  method: 'GET' | 'POST';
  path: string;
  form: Record<string, string> | null;
  payload: Record<string, unknown> | null;
  code: number | null;
  requestId?: string;
};

export type JournalFilter = { path?: string; code?: number; since?: string; limit?: number };
export type VerifyRequest = { path: string; match?: Record<string, unknown>; times?: number; since?: string };
export type VerifyResult = { ok: boolean; count: number; times: number | null; matching: JournalEntry[]; calls: JournalEntry[] };
export type ScenarioInfo = { name: string; description: string };

/** The operations of docs/stub-openapi.json, by operationId: method and path under /__stub. */
export const OPERATIONS = {
  openapi: ['GET', '/openapi.json'],
  reset: ['POST', '/reset'],
  scenarios: ['GET', '/scenarios'],
  loadScenario: ['POST', '/scenario'],
  fault: ['POST', '/fault'],
  faults: ['GET', '/fault'],
  clearFaults: ['DELETE', '/fault'],
  editMember: ['PATCH', '/members/{account}'],
  requests: ['GET', '/requests'],
  clearRequests: ['DELETE', '/requests'],
  verify: ['POST', '/verify'],
  expireTokens: ['POST', '/expire-tokens'],
} as const;
type OperationId = keyof typeof OPERATIONS;

/** A control call the stub refused (400, 404) or could not answer. */
export class StubControlError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'StubControlError';
  }
}

/**
 * A client of the stub at `baseUrl` (its origin, e.g. http://127.0.0.1:4010), or of whichever
 * stub a function names at each call (a test runner's lane).
 */
export function createStubClient(baseUrl: string | (() => string)) {
  const origin = () => (typeof baseUrl === 'function' ? baseUrl() : baseUrl).replace(/\/+$/, '');

  async function send<T>(id: OperationId, { body, query, param }: { body?: unknown; query?: Record<string, string | number | undefined>; param?: string } = {}): Promise<T> {
    const [method, template] = OPERATIONS[id];
    const path = param === undefined ? template : template.replace(/\{[^}]+\}/, encodeURIComponent(param));
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) search.set(k, String(v));
    const url = `${origin()}/__stub${path}${search.toString() ? `?${search}` : ''}`;
    let res: Response;
    try {
      res = await fetch(url, { method, headers: body === undefined ? undefined : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch (error) {
      throw new StubControlError(`${method} ${url}: the stub did not answer (${(error as Error).message}); is it running with its control API (npm run stub)?`, 0);
    }
    const text = await res.text();
    if (!res.ok) {
      const hint = res.status === 404 && !text.includes('"error"') ? ' (no control API here: start the stub with npm run stub, or STUB_CONTROL=1)' : '';
      throw new StubControlError(`${method} ${url}: HTTP ${res.status} ${text.slice(0, 300)}${hint}`, res.status);
    }
    return JSON.parse(text) as T;
  }

  return {
    /** The origin the client talks to. */
    get url() {
      return origin();
    },
    /** The OpenAPI document of this API. */
    openapi: () => send<Record<string, unknown>>('openapi'),
    /** The world the stub started with, afresh; faults and journal emptied; sessions live on. */
    reset: () => send<{ ok: true; members: number; scenario: string }>('reset'),
    scenarios: () => send<ScenarioInfo[]>('scenarios'),
    /** Regenerates the world and applies a named scenario. */
    loadScenario: (name: ScenarioName) => send<{ ok: true; scenario: string; members: number }>('loadScenario', { body: { name } }),
    fault: (fault: Fault) => send<{ ok: true; fault: Fault }>('fault', { body: fault }),
    faults: () => send<Fault[]>('faults'),
    clearFaults: () => send<{ ok: true }>('clearFaults'),
    editMember: (account: string, edit: MemberEdit) => send<{ ok: true; account: string; vip: boolean }>('editMember', { param: account, body: edit }),
    /** The journal, oldest first, filtered. */
    requests: (filter: JournalFilter = {}) => send<JournalEntry[]>('requests', { query: filter }),
    clearRequests: () => send<{ ok: true }>('clearRequests'),
    /** How many calls to `path` carried `match`; `ok` when that is `times` (or ≥ 1 without it). */
    verify: (request: VerifyRequest) => send<VerifyResult>('verify', { body: request }),
    expireTokens: () => send<{ ok: true; expired: number }>('expireTokens'),
  };
}

export type StubClient = ReturnType<typeof createStubClient>;
