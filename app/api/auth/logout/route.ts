import { CODE_OK } from '@/lib/contract/codes';
import { envelope, withSession } from '@/lib/session/handler';

// POST /api/auth/logout – forgets the session (the device id stays: spec §7).
export const POST = withSession(async ({ t }) => ({ body: envelope(CODE_OK, t('login.loggedOut')), session: null }), {
  auth: false,
});
