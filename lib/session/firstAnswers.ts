import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID } from 'node:crypto';
import { dehydrate, hashKey, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { setServerTransport } from '@/lib/api/bff';
import { firstQueries } from '@/lib/api/first';
import { callSpec, type CallSpec } from '@/lib/contract/calls';
import type { Envelope } from '@/lib/contract/codes';
import type { Locale } from '@/lib/contract/locale';
import { translator } from '@/lib/i18n/messages';
import { routeOf } from '@/lib/menu/routes';
import { UpstreamError } from '@/lib/upstream/client';
import { config } from '@/lib/upstream/config';
import { log } from '@/lib/upstream/log';
import { conform, sessionUpstream, upstreamFailure, validate, type BffContext } from './handler';
import type { SessionData } from './session';

// A screen's first answers, asked by the server while it renders the page (issue 15): the
// screen's text is in the HTML instead of being asked for once the script has loaded and run.
// The page asks with the screen's own query options (lib/api/first.ts) through the forwarder's
// own steps (validate, the upstream, the answer's schema), waits WAIT_MS for them, and renders
// what came as the query cache's first state. An answer that did not come in time, or that
// failed, is kept for the browser's own call of the same read (takeFirstAnswer, in the
// forwarder): the upstream is asked once, and a failure is shown as the browser's own.

const WAIT_MS = 300; // how long a page waits for its first answers before it is sent without them
const KEEP_MS = 10_000; // how long an answer the page did not show waits for the browser's call
const MAX_KEPT = 1_000;

// Kept as plain data: the page and the forwarder may run in different module instances (Next's
// bundles), where one's UpstreamError is not the other's class.
type Outcome = { envelope: Envelope } | { failed: UpstreamError['kind']; detail: string };
type Kept = { outcome: Promise<Outcome>; until: number };
const SLOT = Symbol.for('portal.firstAnswers');
const slot = globalThis as unknown as { [SLOT]?: Map<string, Kept> };
const kept = (slot[SLOT] ??= new Map()); // one per process: the pages and the forwarder share it

const keptKey = (session: SessionData, path: string, input: unknown) =>
  createHash('sha256').update(`${session.sid}\u0000${path}\u0000${JSON.stringify(input)}`).digest('base64url');

function keep(key: string, answer: Promise<Envelope>) {
  const now = Date.now();
  if (kept.size >= MAX_KEPT) for (const [k, entry] of kept) if (entry.until <= now) kept.delete(k);
  if (kept.size >= MAX_KEPT) return;
  const outcome = answer.then(
    (envelope): Outcome => ({ envelope }),
    (error): Outcome => (error instanceof UpstreamError ? { failed: error.kind, detail: error.detail } : { failed: 'bad_gateway', detail: String(error) }),
  );
  kept.set(key, { outcome, until: now + config().timeoutMs + KEEP_MS });
}

/** The answer this session's page asked for this read, taken once; undefined: ask the upstream. */
export function takeFirstAnswer(session: SessionData, path: string, input: unknown): Promise<Envelope> | undefined {
  if (kept.size === 0) return undefined;
  const key = keptKey(session, path, input);
  const entry = kept.get(key);
  if (!entry) return undefined;
  kept.delete(key);
  if (entry.until <= Date.now()) return undefined;
  return entry.outcome.then((o: Outcome) => ('envelope' in o ? o.envelope : Promise.reject(new UpstreamError(o.failed, o.detail))));
}

/** Reads only: nothing that moves money, sends a code or touches the verified step or the session. */
const plainRead = (spec: CallSpec | undefined): spec is CallSpec =>
  spec !== undefined && spec.via === 'call' && !spec.once && !spec.sendsCode && !spec.verifies && !spec.needsVerified && !spec.endsSession;

type Asking = { session: SessionData; t: BffContext['t']; upstream: BffContext['upstream']; asked: (key: string) => void };
const asking = new AsyncLocalStorage<Asking>();
const CALL = '/api/call/';

// The BFF's forward, for a query function run by firstAnswers below (lib/api/bff.ts).
setServerTransport(async (url, body) => {
  const ask = asking.getStore();
  const name = url.startsWith(CALL) ? url.slice(CALL.length) : '';
  const spec = callSpec(name);
  if (!ask || !plainRead(spec)) throw new Error(`not a first answer: ${url}`);
  const input = validate(spec.input, body ?? {}, ask.t);
  if (!input.ok) return input.result.body;
  const key = keptKey(ask.session, name, input.data);
  const answer = ask.upstream(name, input.data);
  keep(key, answer);
  ask.asked(key);
  try {
    const conformed = conform(name, spec, await answer, ask.t);
    return conformed.ok ? conformed.body : conformed.result.body;
  } catch (error) {
    if (error instanceof UpstreamError) return upstreamFailure(error, ask.t).body;
    throw error;
  }
});

/** The browser's own hint that it is a phone (the page's request headers): the page is rendered for a phone's width. */
export const saysPhone = (headers: Headers) => headers.get('sec-ch-ua-mobile') === '?1' || /Mobi/i.test(headers.get('user-agent') ?? '');

/**
 * The first answers of the page at `url` (path and query) that came within WAIT_MS, or null.
 * `phone`: the page is rendered for a phone's width (what depends on the width is asked only then).
 */
export async function firstAnswers(session: SessionData, locale: Locale, url: string, phone: boolean): Promise<DehydratedState | null> {
  const { pathname, searchParams } = new URL(url, 'http://portal');
  const route = routeOf(pathname);
  if (!route) return null;
  const started = performance.now();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const requestId = randomUUID();
  const called: string[] = [];
  const base = { session, t: translator(locale), upstream: sessionUpstream(session, locale, requestId, (path) => called.push(path)) };
  const keyOf = new Map<string, string>(); // query hash → kept key
  const all = Promise.allSettled(
    firstQueries(route.path, searchParams, phone).map((options) =>
      asking.run({ ...base, asked: (key) => keyOf.set(hashKey(options.queryKey), key) }, () => client.prefetchQuery(options)),
    ),
  );
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([all, new Promise((resolve) => (timer = setTimeout(resolve, WAIT_MS)))]);
  clearTimeout(timer);
  const state = dehydrate(client); // the answers that came (successes only)
  for (const query of state.queries) kept.delete(keyOf.get(query.queryHash) ?? '');
  // One line per page, as the BFF logs its requests: what it asked and how many came in time.
  const ms = Math.round((performance.now() - started) * 10) / 10;
  log.info({ requestId, route: pathname, upstream: called.join(',') || undefined, shown: state.queries.length, ms }, 'page first answers');
  return state.queries.length ? state : null;
}
