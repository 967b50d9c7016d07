import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { dehydrate, hashKey, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { callSpec, type CallSpec } from '@/lib/contract/calls';
import { CODE_OK, type Envelope } from '@/lib/contract/codes';
import type { Locale } from '@/lib/contract/locale';
import { noticeCountRead, type AnyRead } from '@/lib/contract/reads';
import { translator } from '@/lib/i18n/messages';
import { routeOf } from '@/lib/menu/manifest';
import { processWide } from '@/lib/ops/processWide';
import { UpstreamError } from '@/lib/upstream/client';
import { config } from '@/lib/upstream/config';
import { log } from '@/lib/upstream/log';
import { conform, sessionUpstream, validate, type BffContext } from './handler';
import type { SessionData } from './session';

// A screen's first answers, asked by the server while it renders the page (issue 15): the
// screen's text is in the HTML instead of being asked for once the script has loaded and run.
// The route manifest names the reads of each screen (`first` in lib/menu/manifest.ts: plain data,
// lib/contract/reads.ts). The page asks them through the forwarder's own steps (validate, the
// upstream, the answer's schema), waits FIRST_ANSWER_WAIT_MS (300 ms unless configured), and
// renders what came under the reads' query keys as the query cache's first state. An answer that
// did not come in time, or that failed, is kept for the browser's own call of the same read
// (takeFirstAnswer, in the forwarder): the upstream is asked once, and a failure is shown as the
// browser's own.

const KEEP_MS = 10_000; // how long an answer the page did not show waits for the browser's call
const MAX_KEPT = 1_000;

// Kept as plain data: the page and the forwarder may run in different module instances (Next's
// bundles), where one's UpstreamError is not the other's class. The kept answers are this
// process's: they hold answers still in flight, which no shared store can. A browser call that
// reaches another instance asks the upstream itself (the same answer, one call more).
type Outcome = { envelope: Envelope } | { failed: UpstreamError['kind']; detail: string };
type Kept = { outcome: Promise<Outcome>; until: number };
/** The answers kept in this process, made on first use (the pages and the forwarder share them). */
const keptAnswers = () => processWide('firstAnswers', () => new Map<string, Kept>());

const keptKey = (session: SessionData, path: string, input: unknown) =>
  createHash('sha256').update(`${session.sid}\u0000${path}\u0000${JSON.stringify(input)}`).digest('base64url');

function keep(key: string, answer: Promise<Envelope>) {
  const kept = keptAnswers();
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
  const kept = keptAnswers();
  if (kept.size === 0) return undefined;
  const key = keptKey(session, path, input);
  const entry = kept.get(key);
  if (!entry) return undefined;
  kept.delete(key);
  if (entry.until <= Date.now()) return undefined;
  return entry.outcome.then((o: Outcome) => ('envelope' in o ? o.envelope : Promise.reject(new UpstreamError(o.failed, o.detail))));
}

/**
 * Reads only: nothing that moves money, sends a code or touches the verified step or the
 * session, and no lookup of members (each is counted against the account's limit, and a URL's
 * query would otherwise be a way around it).
 */
const plainRead = (spec: CallSpec | undefined): spec is CallSpec =>
  spec !== undefined && spec.via === 'call' && !spec.once && !spec.sendsCode && !spec.reveals && !spec.verifies && !spec.needsVerified && !spec.endsSession;

type Asking = { session: SessionData; t: BffContext['t']; upstream: BffContext['upstream'] };

/**
 * One read asked as the forwarder would ask it for the browser: its data as the browser's query
 * would hold it, or undefined when it failed. The answer is kept for the browser's call (under
 * the key given to `asked`) until the page shows it.
 */
async function ask({ session, t, upstream }: Asking, read: AnyRead, asked: (key: string) => void): Promise<unknown> {
  const spec = callSpec(read.path);
  if (!plainRead(spec)) throw new Error(`not a first answer: ${read.path}`);
  const input = validate(spec.input, read.input, t);
  if (!input.ok) return undefined;
  const key = keptKey(session, read.path, input.data);
  const answer = upstream(read.path, input.data);
  keep(key, answer);
  asked(key);
  try {
    const conformed = conform(read.path, spec, await answer, t);
    if (!conformed.ok || conformed.body.code !== CODE_OK) return undefined;
    return read.pick ? read.pick(conformed.body.data as never) : conformed.body.data;
  } catch (error) {
    if (error instanceof UpstreamError) return undefined;
    throw error;
  }
}

/** The browser's own hint that it is a phone (the page's request headers): the page is rendered for a phone's width. */
export const saysPhone = (headers: Headers) => headers.get('sec-ch-ua-mobile') === '?1' || /Mobi/i.test(headers.get('user-agent') ?? '');

/**
 * The first answers of the page at `url` (path and query) that came within the wait
 * (config's firstAnswerWaitMs), or null.
 * `phone`: the page is rendered for a phone's width (what depends on the width is asked only then).
 */
export async function firstAnswers(session: SessionData, locale: Locale, url: string, phone: boolean): Promise<DehydratedState | null> {
  const { pathname, searchParams } = new URL(url, 'http://portal');
  const route = routeOf(pathname);
  if (!route) return null;
  const started = performance.now();
  const requestId = randomUUID();
  const called: string[] = [];
  const asking: Asking = { session, t: translator(locale), upstream: sessionUpstream(session, locale, requestId, (path) => called.push(path)) };
  const client = new QueryClient();
  const keptKeyOf = new Map<string, string>(); // query hash → kept key
  const reads = [noticeCountRead, ...(route.first?.(searchParams, phone) ?? [])];
  const all = Promise.allSettled(
    reads.map(async (read) => {
      const data = await ask(asking, read, (key) => keptKeyOf.set(hashKey(read.key), key));
      if (data !== undefined) client.setQueryData(read.key, data);
    }),
  );
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([all, new Promise((resolve) => (timer = setTimeout(resolve, config().firstAnswerWaitMs)))]);
  clearTimeout(timer);
  const state = dehydrate(client); // the answers that came in time
  // Shown with the page: the browser will not ask for them.
  for (const query of state.queries) keptAnswers().delete(keptKeyOf.get(query.queryHash) ?? '');
  // One line per page, as the BFF logs its requests: what it asked and how many came in time.
  const ms = Math.round((performance.now() - started) * 10) / 10;
  log.info({ requestId, route: pathname, upstream: called.join(',') || undefined, shown: state.queries.length, ms }, 'page first answers');
  return state.queries.length ? state : null;
}
