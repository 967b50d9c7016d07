import 'server-only';
import type { NextRequest } from 'next/server';
import { activityOf } from '@/lib/contract/activity';
import { BFF, CODE_OK } from '@/lib/contract/codes';
import { ACTIVITY_KINDS, type ActivityEntry, type ActivityQuery, type Settled } from '@/lib/contract/security';
import type { Translate } from '@/lib/i18n/messages';
import { originOf } from './devices';
import type { BffResult } from './handler';
import { journal } from './journal';
import type { SessionData } from './session';

// My activity (issue 72): every write the operator makes through the BFF, as
// lib/contract/activity.ts picks it (what was asked, never a password, a code or a card
// number in full), with what the upstream answered and, for a money move whose answer was lost,
// how it was settled. Written after the answer and not awaited: never on the money path's
// critical section, and a store that is away loses the entry, never the move (best-effort,
// docs/operations.md). 90 days, the newest 200 per account (about 75 KB in Redis at most).

export const ACTIVITY_CAP = 200;
const entries = journal<ActivityEntry>('activity', ACTIVITY_CAP);

/** How an answer to a money move says it was settled, or undefined when it was answered plainly. */
function settledOf(result: BffResult): Settled | undefined {
  if (result.headers?.['idempotent-settled'] === 'applied') return 'applied';
  if (result.body.code === BFF.notApplied) return 'notApplied';
  if (result.body.code === BFF.checking) return 'unknown';
  return undefined;
}

/**
 * Notes a write's answer in the account's activity. Not noted: a call My activity does not
 * show, a replay of a known answer, a request refused before it was sent (bad input, another
 * submission in flight) and a settling round that learnt nothing new (still checking, not known yet).
 */
export function noteActivity(session: SessionData, req: NextRequest, path: string, input: unknown, result: BffResult, { first }: { first: boolean }): void {
  const declared = activityOf(path);
  if (!declared || result.headers?.['idempotent-replay']) return;
  const { code } = result.body;
  if (code === BFF.badRequest || code === BFF.inFlight || code === BFF.conflict || code === BFF.rateLimited || code === BFF.outcomeUnknown) return;
  if (!first && code === BFF.checking) return;
  const settled = settledOf(result);
  if (!first && !settled) return;
  const { kind, action } = declared;
  noteAction(session, req, { kind, action, asked: declared.asked(input as never), code: settled === 'applied' ? CODE_OK : code, msg: result.body.msg, ...(settled && { settled }) });
}

/** Notes an action of the portal's own (a sign-out of another device) or a call's, with where it came from. */
export function noteAction(session: SessionData, req: NextRequest, entry: Omit<ActivityEntry, 'at' | 'device' | 'network'>): void {
  entries.note(session.user.account, { ...entry, msg: entry.msg.slice(0, 200), at: Date.now(), ...originOf(req) });
}

/** The account's activity of the last 90 days that the query asks for, newest first. */
export async function activityOfAccount(account: string, { kind, since = 0, until = Infinity }: ActivityQuery): Promise<ActivityEntry[]> {
  return (await entries.read(account)).filter((e) => (!kind || e.kind === kind) && e.at >= since && e.at <= until);
}

/** A moment's wall clock in a time zone, "YYYY-MM-DD HH:mm:ss". */
function wallClock(at: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The day of a moment in a time zone ("" for none): an export's file name. */
export const dayOf = (at: number | undefined, timeZone: string) => (at === undefined ? '' : wallClock(at, timeZone).slice(0, 10));

/**
 * The rows of My activity's export (lib/contract/exports.ts `activity`): what the screen shows,
 * in the operator's language and time zone; the kind by its index (a word of the sheet).
 */
export function activityRows(entries: ActivityEntry[], t: Translate, timeZone: string): Record<string, unknown>[] {
  const word = (key: string, fallback: string) => (t.has(key) ? t(key) : fallback);
  return entries.map((e) => ({
    time: wallClock(e.at, timeZone),
    kind: ACTIVITY_KINDS.indexOf(e.kind),
    action: word(`my.activity.actions.${e.action}`, e.action),
    asked: Object.entries(e.asked).map(([field, value]) => `${word(`my.activity.fields.${field}`, field)}: ${value}`).join('; '),
    answer: [e.code === CODE_OK ? t('my.activity.results.done') : e.msg || String(e.code), e.settled && t(`my.activity.settled.${e.settled}`)].filter(Boolean).join(' · '),
    device: [e.device.browser, e.device.os].filter(Boolean).join(' · '),
    network: e.network,
  }));
}
