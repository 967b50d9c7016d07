import 'server-only';
import { callSpec } from '@/lib/contract/calls';
import { BFF } from '@/lib/contract/codes';
import { conform, envelope, jsonObjectBody, upstreamFailure, validate, withSession, type BffResult } from './handler';
import { bodyHash, IDEMPOTENCY_HEADER, once, validIdempotencyKey } from './idempotency';
import { codeLimit } from './rate-limit';
import { takeFirstAnswer } from './firstAnswers';
import { afterCall, beforeCall } from './verified';
import { UpstreamError } from '@/lib/upstream/client';

// The allow-listed forwarder of POST /api/call/<path>: only registered calls, only JSON
// objects that pass the call's schema; never an open proxy. Calls marked `once` move money:
// they need an Idempotency-Key, and a replayed key is answered without forwarding. Calls that
// send a verification code are throttled per account on every instance.
export const forwardCall = withSession<{ path: string[] }>(async (ctx, { path }) => {
  const { req, t, upstream, session } = ctx;
  const name = path.join('/');
  const spec = callSpec(name);
  if (!spec || spec.via !== 'call') return { status: 404, body: envelope(BFF.unknownCall, t('bff.unknownCall')) };
  const body = jsonObjectBody(ctx);
  if (!body.ok) return body.result;
  const input = validate(spec.input, body.body, t);
  if (!input.ok) return input.result;
  const account = session!.user.account;

  if (spec.sendsCode) {
    const limited = await codeLimit.take(`${account}\u0000${name}`);
    if (!limited.allowed) {
      const seconds = limited.retryAfterS;
      return { status: 429, body: envelope(BFF.rateLimited, t('bff.codeLimited', { seconds })), headers: { 'retry-after': String(seconds) } };
    }
  }
  const refused = beforeCall(spec, session, t); // Me's verified step (lib/session/verified.ts)
  if (refused) return refused;
  if (!spec.once) {
    // The page may have asked this read already while the server rendered it (./firstAnswers.ts).
    const answer = conform(name, spec, await (takeFirstAnswer(session!, name, input.data) ?? upstream(name, input.data)), t);
    return answer.ok ? afterCall(spec, session, answer.body) : answer.result;
  }

  const key = req.headers.get(IDEMPOTENCY_HEADER);
  if (!validIdempotencyKey(key)) return { status: 400, body: envelope(BFF.badRequest, t('capital.errors.idempotencyKey')) };
  // Scoped to the account and the call, so one user's key never answers another's, and bound
  // to the body. A time-out is kept as the answer too: the upstream may have moved the money,
  // so a replay must not be forwarded; the operator checks the records and submits anew.
  const run = await once([account, name], key, bodyHash(input.data), async (): Promise<BffResult> => {
    try {
      const answer = conform(name, spec, await upstream(name, input.data), t);
      return answer.ok ? { body: answer.body } : answer.result;
    } catch (error) {
      if (error instanceof UpstreamError) return upstreamFailure(error, t);
      throw error;
    }
  });
  if (run.kind === 'inFlight') return { status: 409, body: envelope(BFF.inFlight, t('capital.errors.inFlight')) };
  if (run.kind === 'conflict') return { status: 422, body: envelope(BFF.conflict, t('capital.errors.idempotencyConflict')) };
  return run.kind === 'replay' ? { ...run.answer, headers: { 'idempotent-replay': 'true' } } : run.answer;
});
