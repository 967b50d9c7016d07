import { callSpec } from '@/lib/contract/calls';
import { BFF } from '@/lib/contract/codes';
import { envelope, jsonObjectBody, upstreamFailure, validate, withSession, type BffResult } from '@/lib/session/handler';
import { IDEMPOTENCY_HEADER, once, validIdempotencyKey } from '@/lib/session/idempotency';
import { afterCall, beforeCall } from '@/lib/session/verified';
import { UpstreamError } from '@/lib/upstream/client';

// POST /api/call/<path> – the allow-listed forwarder: only registered calls, only JSON
// objects that pass the call's schema; never an open proxy. Calls marked `once` move money:
// they need an Idempotency-Key, and a replayed key is answered without forwarding.
export const POST = withSession<{ path: string[] }>(async ({ req, t, upstream, session }, { path }) => {
  const name = path.join('/');
  const spec = callSpec(name);
  if (!spec || spec.via !== 'call') return { status: 404, body: envelope(BFF.unknownCall, t('bff.unknownCall')) };
  const body = await jsonObjectBody(req, t);
  if (!body.ok) return body.result;
  const input = validate(spec.input, body.body, t);
  if (!input.ok) return input.result;
  const refused = beforeCall(spec, session, t); // Me's verified step (lib/session/verified.ts)
  if (refused) return refused;
  if (!spec.once) return afterCall(spec, session, await upstream(name, input.data));

  const key = req.headers.get(IDEMPOTENCY_HEADER);
  if (!validIdempotencyKey(key)) return { status: 400, body: envelope(BFF.badRequest, t('funds.errors.idempotencyKey')) };
  // Scoped to the session's device and the call, so one user's key never answers another's.
  // A time-out is kept as the answer too: the upstream may have moved the money, so a replay
  // must not be forwarded; the operator checks the records and submits anew (a new key).
  const run = await once(`${session?.dvId}:${name}:${key}`, async (): Promise<BffResult> => {
    try {
      return { body: await upstream(name, input.data) };
    } catch (error) {
      if (error instanceof UpstreamError) return upstreamFailure(error, t);
      throw error;
    }
  });
  if (run.kind === 'inFlight') return { status: 409, body: envelope(BFF.inFlight, t('funds.errors.inFlight')) };
  return run.kind === 'replay' ? { ...run.answer, headers: { 'idempotent-replay': 'true' } } : run.answer;
});
