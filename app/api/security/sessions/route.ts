import { CODE_OK } from '@/lib/contract/codes';
import { liveSessions } from '@/lib/session/devices';
import { envelope, withSession } from '@/lib/session/handler';

// GET /api/security/sessions – the account's live sessions, this one first (issue 72).
export const GET = withSession(async ({ session }) => ({ body: envelope(CODE_OK, '', await liveSessions(session!)) }));
