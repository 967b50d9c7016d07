import { CODE_OK } from '@/lib/contract/codes';
import { envelope, withSession } from '@/lib/session/handler';
import { sessionView } from '@/lib/session/session';

// GET /api/session – who is signed in: user summary, menu, permissions, locale (or 401).
export const GET = withSession(async ({ session, locale }) => ({
  body: envelope(CODE_OK, '', sessionView(session!, locale)),
}));
