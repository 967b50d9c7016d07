import { CODE_OK } from '@/lib/contract/codes';
import { envelope, withSession } from '@/lib/session/handler';
import { endAccount } from '@/lib/session/records';

// POST /api/auth/logout-everywhere – "sign out everywhere": every session of the account
// is refused from now on, on every device and instance, this one included.
export const POST = withSession(async ({ t, session }) => {
  await endAccount(session!.user.account);
  return { body: envelope(CODE_OK, t('login.signedOutEverywhere')), session: null };
});
