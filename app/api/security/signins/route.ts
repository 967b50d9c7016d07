import { CODE_OK } from '@/lib/contract/codes';
import { envelope, withSession } from '@/lib/session/handler';
import { SESSION_TTL_S } from '@/lib/session/session';
import { signInAlert, signInHistory } from '@/lib/session/signins';

// GET /api/security/signins – the account's sign-ins of the last 90 days, and what Home's
// worklist says of the failed ones since the operator's last visit (issue 72).
export const GET = withSession(async ({ session }) => {
  const account = session!.user.account;
  const signedInAt = session!.exp - SESSION_TTL_S * 1000;
  const [list, alert] = await Promise.all([signInHistory(account), signInAlert(account, signedInAt)]);
  return { body: envelope(CODE_OK, '', { list, alert }) };
});
