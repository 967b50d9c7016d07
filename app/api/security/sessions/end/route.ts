import { BFF, CODE_OK } from '@/lib/contract/codes';
import { signOutInput } from '@/lib/contract/security';
import { noteAction } from '@/lib/session/activity';
import { endSessions } from '@/lib/session/devices';
import { envelope, jsonObjectBody, validate, withSession } from '@/lib/session/handler';
import { clientAddress, loginLimits } from '@/lib/session/rate-limit';

// POST /api/security/sessions/end {session: <handle> | "others", password} – signs out one other
// session of the account, or every other one (issue 72), once the account's password has been
// typed again: checked by the upstream's own sign-in (its answer is thrown away; the password is
// never kept), and counted as a failed login when wrong, so this is no way round the login limits.
export const POST = withSession(async (ctx) => {
  const { req, t, session, upstream } = ctx;
  const body = jsonObjectBody(ctx);
  if (!body.ok) return body.result;
  const input = validate(signOutInput, body.body, t);
  if (!input.ok) return input.result;
  const account = session!.user.account;
  const keys = { account: account.toLowerCase(), ip: clientAddress(req.headers) };
  const limited = (await Promise.all([loginLimits.account.check(keys.account), loginLimits.ip.check(keys.ip)])).find((r) => !r.allowed);
  if (limited) return { status: 429, body: envelope(BFF.rateLimited, t('bff.rateLimited', { seconds: limited.retryAfterS })), headers: { 'retry-after': String(limited.retryAfterS) } };
  const check = await upstream('login/index', { username: account, password: input.data.password, csrf: session!.csrf }, { as: { token: '' } });
  if (check.code !== CODE_OK) {
    await Promise.all([loginLimits.account.hit(keys.account), loginLimits.ip.hit(keys.ip)]);
    return { status: 400, body: envelope(BFF.badRequest, t('my.security.errors.wrongPassword'), { fieldErrors: { password: 'my.security.errors.wrongPassword' } }) };
  }
  const ended = await endSessions(session!, input.data.session);
  const msg = t('my.security.signedOut', { count: ended });
  noteAction(session!, req, { kind: 'security', action: input.data.session === 'others' ? 'signOutOthers' : 'signOutDevice', asked: { sessions: ended }, code: CODE_OK, msg });
  return { body: envelope(CODE_OK, msg, { ended }) };
});
