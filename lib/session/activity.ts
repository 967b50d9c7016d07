import 'server-only';
import type { NextRequest } from 'next/server';
import { activityOf } from '@/lib/contract/activity';
import { BFF, CODE_OK } from '@/lib/contract/codes';
import type { ActivityEntry, ActivityQuery, Settled } from '@/lib/contract/security';
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
