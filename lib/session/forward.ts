import 'server-only';
import { callSpec, type CallSpec } from '@/lib/contract/calls';
import { BFF, CODE_OK, type Envelope } from '@/lib/contract/codes';
import { log } from '@/lib/upstream/log';
import { envelope, jsonObjectBody, upstreamFailure, validate, withSession, type BffContext, type BffResult } from './handler';
import { bodyHash, IDEMPOTENCY_HEADER, once, validIdempotencyKey } from './idempotency';
import { codeLimit } from './rate-limit';
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
    const answer = conform(name, spec, await upstream(name, input.data), t);
    return answer.ok ? afterCall(spec, session, answer.body) : answer.result;
  }

  const key = req.headers.get(IDEMPOTENCY_HEADER);
  if (!validIdempotencyKey(key)) return { status: 400, body: envelope(BFF.badRequest, t('funds.errors.idempotencyKey')) };
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
  if (run.kind === 'inFlight') return { status: 409, body: envelope(BFF.inFlight, t('funds.errors.inFlight')) };
  if (run.kind === 'conflict') return { status: 422, body: envelope(BFF.conflict, t('funds.errors.idempotencyConflict')) };
  return run.kind === 'replay' ? { ...run.answer, headers: { 'idempotent-replay': 'true' } } : run.answer;
});

/**
 * A successful answer's data as the call's `output` schema makes it (lib/contract/calls.ts):
 * the browser gets only that. Data that does not match is never passed on: a 502, logged with
 * the fields at fault (never their values).
 */
function conform(name: string, spec: CallSpec, answer: Envelope, t: BffContext['t']): { ok: true; body: Envelope } | { ok: false; result: BffResult } {
  if (!spec.output || answer.code !== CODE_OK) return { ok: true, body: answer };
  const parsed = spec.output.safeParse(answer.data);
  if (parsed.success) return { ok: true, body: { ...answer, data: parsed.data } };
  log.warn({ call: name, fields: parsed.error.issues.slice(0, 5).map((issue) => issue.path.join('.')) }, 'bff: upstream answer does not match its schema');
  return { ok: false, result: { status: 502, body: envelope(BFF.badGateway, t('bff.badGateway')) } };
}
