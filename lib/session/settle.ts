import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CallSpec } from '@/lib/contract/calls';
import { BFF, CODE_OK } from '@/lib/contract/codes';
import type { Effect, Found } from '@/lib/contract/effects';
import { countOnce } from '@/lib/ops/metrics';
import { config } from '@/lib/upstream/config';
import { log } from '@/lib/upstream/log';
import { envelope, type BffContext, type BffResult } from './handler';
import { claimEffect, type Submission } from './idempotency';

// Settling a money move whose answer was lost (issue 71). The upstream has no idempotency key,
// so when the answer to a `once` call is lost after its request was written, the BFF looks for
// the move's effect where the upstream already shows it (the call's `effect`,
// lib/contract/effects.ts) and settles the submission:
//   applied      the row found (claimed, so that it settles this submission only), answered as
//                the success would have been;
//   not applied  nothing found once the read answered after the grace period, in which the
//                upstream may still apply a call it holds: the same submission may be sent again;
//   unknown      the settle window ended without either: the operator checks the record.
// Each request with the submission's key (the browser asks again while it shows "checking")
// runs one round of reads, with back-off, of at most six seconds; the state is in the shared store,
// so a request on another instance goes on where this one stopped.

/** The upstream may still apply a call it holds for this many time-outs after the send. */
const GRACE_TIMEOUTS = 3;
/** After this many time-outs unsettled (2 minutes by default), the operator is told the outcome is not known yet. */
const WINDOW_TIMEOUTS = 24;
/** One request's round of reads: at most this long (and a quarter of the window). */
const roundMs = () => Math.min(6_000, (WINDOW_TIMEOUTS * config().timeoutMs) / 4);
/** Reads of one round: at once, then after these waits. */
const BACKOFF_MS = [500, 1000, 2000, 2000];
/** A record's times may be this far behind the portal's clock. */
const CLOCK_SKEW_MS = 60_000;
/** Rows read per page of a record list. */
const PAGE_ROWS = 100;

/** Whether a claim is of a call in flight still, or one an instance that died left (its outcome unknown). */
export const stuckAfterMs = () => 2 * config().timeoutMs;

export type Settling = { outcome: 'checking' | 'notApplied' | 'unknown'; sentAt: string; day: string; checks: number; graceMs: number; windowMs: number };

/** An ms time as the upstream writes its times: "YYYY-MM-DD HH:mm:ss" in its zone. */
export function upstreamTime(ms: number, timeZone = config().timeZone): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

type Ctx = Pick<BffContext, 'upstream' | 't'> & { call: string; spec: CallSpec; scope: string[]; key: string; save: (record: Submission) => Promise<void>; decide: (record: Submission) => Promise<boolean> };

/** What the effect's read shows: the rows found, and whether it answered (and in full). */
async function look(ctx: Ctx, effect: Effect, record: Submission): Promise<{ found: Found[]; answered: boolean }> {
  const since = upstreamTime(record.at - CLOCK_SKEW_MS);
  const days = { from: since.slice(0, 10), to: upstreamTime(Date.now() + CLOCK_SKEW_MS).slice(0, 10) };
  try {
    let also: unknown;
    if (effect.also) {
      const env = await ctx.upstream(effect.also, {});
      if (env.code !== CODE_OK) return { found: [], answered: false };
      also = env.data;
    }
    let data: { list?: unknown[]; total?: number } | undefined;
    const rows: unknown[] = [];
    let complete = true;
    for (let page = 1; page <= (effect.pages ?? 1); page++) {
      const env = await ctx.upstream(effect.read, effect.ask(record.kept, days, page));
      if (env.code !== CODE_OK) return { found: [], answered: false };
      data = env.data as typeof data;
      if (!effect.pages) break;
      rows.push(...(data?.list ?? []));
      complete = rows.length >= Number(data?.total ?? 0) || (data?.list?.length ?? 0) < PAGE_ROWS;
      if (complete) break;
    }
    const read = effect.pages ? { ...data, list: rows } : data;
    return { found: effect.find(read as never, record.kept, since, complete, also as never), answered: complete };
  } catch (error) {
    log.warn({ call: ctx.call, read: effect.read, err: (error as Error).message }, 'bff: settling read failed');
    return { found: [], answered: false };
  }
}

/** The success answer the move would have had, from the row found. */
async function appliedAnswer(ctx: Ctx, effect: Effect, row: unknown): Promise<BffResult> {
  const then = effect.answer?.then ? await ctx.upstream(effect.answer.then, {}).catch(() => undefined) : undefined;
  const data = effect.answer ? effect.answer.make(row as never, (then?.code === CODE_OK ? then.data : {}) as never) : null;
  return { body: envelope(CODE_OK, ctx.t('bff.settled.applied'), data), headers: { 'idempotent-settled': 'applied' } };
}

function settlingAnswer(record: Submission, outcome: Settling['outcome'], ctx: Ctx): BffResult {
  const { timeoutMs } = config();
  const data: Settling = { outcome, sentAt: new Date(record.at).toISOString(), day: upstreamTime(record.at).slice(0, 10), checks: record.checks ?? 0, graceMs: GRACE_TIMEOUTS * timeoutMs, windowMs: WINDOW_TIMEOUTS * timeoutMs };
  if (outcome === 'checking') return { status: 202, body: envelope(BFF.checking, ctx.t('bff.settled.checking'), data) };
  if (outcome === 'notApplied') return { status: 409, body: envelope(BFF.notApplied, ctx.t('bff.settled.notApplied'), data) };
  return { status: 504, body: envelope(BFF.outcomeUnknown, ctx.t('bff.settled.unknown'), data) };
}

/** The answer to a lost answer: recorded as unknown, counted, and said to be checked. */
export async function lost(ctx: Ctx, record: Submission, why: string): Promise<BffResult> {
  const open: Submission = { ...record, outcome: 'unknown', checks: 0 };
  await ctx.save(open);
  countOnce(ctx.call, 'unknown');
  log.warn({ call: ctx.call, attempt: record.attempt, why }, 'bff: a money move\'s answer was lost; settling it from the records');
  return settlingAnswer(open, 'checking', ctx);
}

/**
 * The submission moved on while this round read (another tab sent it again, or another round
 * settled it): its state now is what a check answers, so the browser asks again.
 */
const moved = (ctx: Ctx): BffResult => ({ status: 409, body: envelope(BFF.inFlight, ctx.t('capital.errors.inFlight')) });

/** One round of settling an open submission (see the top of this file). */
export async function settle(ctx: Ctx, record: Submission): Promise<BffResult> {
  const effect = ctx.spec.effect!;
  const graceEnd = record.at + GRACE_TIMEOUTS * config().timeoutMs;
  const roundEnd = Date.now() + roundMs();
  const current = { ...record, outcome: 'unknown' as const, checks: record.checks ?? 0 };
  for (let i = 0; ; i++) {
    const seen = await look(ctx, effect, current);
    current.checks++;
    current.checkedAt = Date.now();
    for (const found of seen.found) {
      if (found.claim !== undefined && !(await claimEffect(ctx.scope, found.claim, ctx.key))) continue; // another submission's row
      const answer = await appliedAnswer(ctx, effect, found.row);
      if (!(await ctx.decide({ ...current, outcome: undefined, answer }))) return moved(ctx);
      countOnce(ctx.call, 'applied');
      return answer;
    }
    if (seen.answered && current.checkedAt >= graceEnd) {
      if (!(await ctx.decide({ ...current, outcome: 'notApplied' }))) return moved(ctx);
      countOnce(ctx.call, 'not_applied');
      return settlingAnswer(current, 'notApplied', ctx);
    }
    const wait = BACKOFF_MS[Math.min(i, BACKOFF_MS.length - 1)];
    if (Date.now() + wait > roundEnd) break;
    await sleep(wait);
  }
  if (Date.now() - record.at < WINDOW_TIMEOUTS * config().timeoutMs) {
    if (!(await ctx.decide(current))) return moved(ctx);
    return settlingAnswer(current, 'checking', ctx);
  }
  if (!(await ctx.decide({ ...current, gaveUp: true }))) return moved(ctx);
  if (!record.gaveUp) countOnce(ctx.call, 'unsettled');
  return settlingAnswer(current, 'unknown', ctx);
}
