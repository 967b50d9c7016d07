import 'server-only';
import { callSpec } from '@/lib/contract/calls';
import { BFF, CODE_OK, type Envelope } from '@/lib/contract/codes';
import { noteActivity } from './activity';
import { conform, envelope, jsonObjectBody, upstreamFailure, validate, withSession, type BffContext, type BffResult } from './handler';
import { bodyHash, CHECK_HEADER, claimEffect, IDEMPOTENCY_HEADER, submissionOf, validIdempotencyKey } from './idempotency';
import { lost, settle, stuckAfterMs } from './settle';
import { codeLimit, lookupLimit } from './rate-limit';
import { takeFirstAnswer } from './firstAnswers';
import { afterCall, beforeCall } from './verified';
import { UpstreamError } from '@/lib/upstream/client';

// The allow-listed forwarder of POST /api/call/<path>: only registered calls, only JSON
// objects that pass the call's schema; never an open proxy. Calls marked `once` move money:
// they need an Idempotency-Key, and a replayed key is answered without forwarding (a lost
// answer is settled from the upstream's records: ./settle.ts). Calls that
// send a verification code, and lookups that reveal members (`reveals`), are throttled per
// account and call on every instance (./rate-limit.ts).
export const forwardCall = withSession<{ path: string[] }>(async (ctx, { path }) => {
  const name = path.join('/');
  // What My activity notes of a write (./activity.ts), once it was sent or settled: after the answer.
  const sent: Sent = {};
  const note = (result: BffResult) => sent.input !== undefined && noteActivity(ctx.session!, ctx.req, name, sent.input, result, { first: sent.first ?? true });
  try {
    const result = await forward(ctx, name, sent);
    note(result);
    return result;
  } catch (error) {
    if (error instanceof UpstreamError) note(upstreamFailure(error, ctx.t)); // answered 502/504 by withSession
    throw error;
  }
});

/** The input of a call that was sent (first) or whose lost answer a round settled. */
type Sent = { input?: unknown; first?: boolean };

async function forward(ctx: BffContext, name: string, sent: Sent): Promise<BffResult> {
  const { req, t, upstream, session } = ctx;
  const spec = callSpec(name);
  if (!spec || spec.via !== 'call') return { status: 404, body: envelope(BFF.unknownCall, t('bff.unknownCall')) };
  const body = jsonObjectBody(ctx);
  if (!body.ok) return body.result;
  const input = validate(spec.input, body.body, t);
  if (!input.ok) return input.result;
  const account = session!.user.account;

  const throttle = spec.sendsCode ? { limit: codeLimit, refusal: 'bff.codeLimited' } : spec.reveals ? { limit: lookupLimit, refusal: 'bff.lookupLimited' } : undefined;
  if (throttle) {
    const limited = await throttle.limit.take(`${account}\u0000${name}`);
    if (!limited.allowed) {
      const seconds = limited.retryAfterS;
      return { status: 429, body: envelope(BFF.rateLimited, t(throttle.refusal, { seconds })), headers: { 'retry-after': String(seconds) } };
    }
  }
  const refused = beforeCall(spec, session, t); // Me's verified step (lib/session/verified.ts)
  if (refused) return refused;
  if (!spec.once) {
    sent.input = input.data;
    // The page may have asked this read already while the server rendered it (./firstAnswers.ts).
    const answer = conform(name, spec, await (takeFirstAnswer(session!, name, input.data) ?? upstream(name, input.data)), t);
    return answer.ok ? afterCall(spec, session, answer.body) : answer.result;
  }

  const key = req.headers.get(IDEMPOTENCY_HEADER);
  if (!validIdempotencyKey(key)) return { status: 400, body: envelope(BFF.badRequest, t('capital.errors.idempotencyKey')) };
  // Scoped to the account and the call, so one user's key never answers another's, and bound
  // to the body. A replay is never forwarded blind: it gets the known answer, or the settling of
  // an answer that was lost (./settle.ts); only a submission settled as not applied, or one that
  // never reached the upstream, is sent again, once, with its key.
  const scope = [account, name];
  const submission = submissionOf(scope, key);
  const effect = spec.effect!;
  const moving = { upstream, t, call: name, spec, scope, key, save: submission.save, decide: submission.decide };
  const claim = await submission.claim(bodyHash(input.data), effect.keep(input.data), stuckAfterMs(), { check: req.headers.get(CHECK_HEADER) === '1' });
  switch (claim.kind) {
    case 'conflict':
      return { status: 422, body: envelope(BFF.conflict, t('capital.errors.idempotencyConflict')) };
    case 'inFlight':
      return { status: 409, body: envelope(BFF.inFlight, t('capital.errors.inFlight')) };
    case 'gone':
      return { status: 504, body: envelope(BFF.outcomeUnknown, t('bff.settled.unknown')) };
    case 'known':
      return { ...claim.answer, headers: { ...claim.answer.headers, 'idempotent-replay': 'true' } };
    case 'notApplied':
      return { status: 409, body: envelope(BFF.notApplied, t('bff.settled.notApplied')) };
    case 'open':
      sent.input = input.data;
      sent.first = false;
      // Left in flight by an instance that died: its outcome is unknown from now on.
      if (claim.record.checks === undefined) return lost(moving, claim.record, 'left in flight');
      return settle(moving, claim.record);
  }
  const record = claim.record;
  sent.input = input.data;
  let answer: Envelope;
  try {
    answer = await upstream(name, input.data);
  } catch (error) {
    if (error instanceof UpstreamError && !error.sent) {
      // It never reached the upstream: nothing was applied, and the same submission may go again.
      await submission.free();
      return { status: 502, body: envelope(BFF.notApplied, t('bff.settled.notSent')) };
    }
    return lost(moving, record, error instanceof UpstreamError ? error.kind : 'error');
  }
  const known = conform(name, spec, answer, t);
  // A success whose data is not what the call answers: the money may have moved; settle it.
  if (!known.ok) return lost(moving, record, 'answer out of shape');
  const id = (known.body.data as { id?: unknown } | null)?.id;
  if (known.body.code === CODE_OK && (typeof id === 'number' || typeof id === 'string')) await claimEffect(scope, String(id), key);
  await submission.save({ ...record, answer: { body: known.body } });
  return { body: known.body };
}
