import { CODE_OK } from '@/lib/contract/codes';
import { envelope, withSession } from '@/lib/session/handler';
import { endSession } from '@/lib/session/records';

// POST /api/auth/logout – ends the session: its record is deleted (a copy of the cookie is refused
// from now on, on every instance) and the cookie cleared. The device id stays (spec §7).
export const POST = withSession(
  async ({ t, session }) => {
    if (session) await endSession(session);
    return { body: envelope(CODE_OK, t('login.loggedOut')), session: null };
  },
  { auth: false },
);
