import { CODE_OK } from '@/lib/contract/codes';
import { envelope, withSession } from '@/lib/session/handler';
import { freshVerified } from '@/lib/session/verified';

// GET /api/verified – whether this session has a fresh verified step (Me), so a screen that
// needs one sends the operator to verify first; the forwarder refuses without it regardless.
export const GET = withSession(async ({ session }) => {
  const verified = freshVerified(session);
  return { body: envelope(CODE_OK, '', verified ? { way: verified.way, left: Math.ceil((verified.until - Date.now()) / 1000) } : null) };
});
