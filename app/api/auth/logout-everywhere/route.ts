import { CODE_OK } from '@/lib/contract/codes';
import { envelope, withSession } from '@/lib/session/handler';
import { revokeAccount } from '@/lib/session/revocation';

// POST /api/auth/logout-everywhere – "sign out everywhere": every session of the account
// issued until now is refused, on every device and instance, this one included.
export const POST = withSession(async ({ t, session }) => {
  await revokeAccount(session!.user.account);
  return { body: envelope(CODE_OK, t('login.signedOutEverywhere')), session: null };
});
