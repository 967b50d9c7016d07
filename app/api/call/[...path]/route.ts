import { callSpec } from '@/lib/contract/calls';
import { BFF } from '@/lib/contract/codes';
import { envelope, jsonObjectBody, validate, withSession } from '@/lib/session/handler';

// POST /api/call/<path> – the allow-listed forwarder: only registered calls, only JSON
// objects that pass the call's schema; never an open proxy.
export const POST = withSession<{ path: string[] }>(async ({ req, t, upstream }, { path }) => {
  const name = path.join('/');
  const spec = callSpec(name);
  if (!spec || spec.via !== 'call') return { status: 404, body: envelope(BFF.unknownCall, t('bff.unknownCall')) };
  const body = await jsonObjectBody(req, t);
  if (!body.ok) return body.result;
  const input = validate(spec.input, body.body, t);
  if (!input.ok) return input.result;
  return { body: await upstream(name, input.data) };
});
