import { CODE_OK } from '@/lib/contract/codes';
import { activityQuery } from '@/lib/contract/security';
import { activityOfAccount } from '@/lib/session/activity';
import { envelope, validate, withSession } from '@/lib/session/handler';

// GET /api/security/activity?kind=&since=&until= – what the operator did through the BFF (issue 72).
export const GET = withSession(async ({ req, session, t }) => {
  const query = validate(activityQuery, Object.fromEntries(req.nextUrl.searchParams), t);
  if (!query.ok) return query.result;
  return { body: envelope(CODE_OK, '', await activityOfAccount(session!.user.account, query.data)) };
});
