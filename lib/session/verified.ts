import 'server-only';
import type { CallSpec } from '@/lib/contract/calls';
import { CODE_OK, type Envelope } from '@/lib/contract/codes';
import { VERIFIED_TTL_S, VERIFY_WAYS, type VerifyWay } from '@/lib/contract/my';
import { PROFILE_CODES } from '@/lib/contract/values';
import type { BffResult } from './handler';
import { endAccount } from './records';
import type { SessionData } from './session';

// The verified step of Me (issue 13): a code checked on the bound phone or email is remembered
// in the sealed session (never in a URL a user could forge) for VERIFIED_TTL_S, and the calls
// that change a phone, an e-mail or the level-2 password need it. The forwarder calls
// `beforeCall` (a refusal, or nothing) and `afterCall` (the answer with the session to store).

/** What the session keeps of a verified step: the channel and until when (Unix ms). */
export type Verified = NonNullable<SessionData['verified']>;

/** The session's verified step while it is fresh, else undefined. */
export function freshVerified(session: SessionData | null, now = Date.now()): Verified | undefined {
  const verified = session?.verified;
  return verified && verified.until > now ? verified : undefined;
}

type T = (key: string) => string;

/** Refuses a `needsVerified` call when the session has no fresh verified step (never forwarded). */
export function beforeCall(spec: CallSpec, session: SessionData | null, t: T): BffResult | undefined {
  if (!spec.needsVerified || freshVerified(session)) return undefined;
  return { status: 403, body: { code: PROFILE_CODES.notVerified, msg: t('my.errors.notVerified'), data: null } };
}

/**
 * The answer of a forwarded call and what it does to the session: a successful code check
 * (`verifies`) starts a verified step, a successful `needsVerified` call spends it, a
 * successful `endsSession` call ends the session.
 */
export async function afterCall(spec: CallSpec, session: SessionData | null, body: Envelope, now = Date.now()): Promise<BffResult> {
  if (body.code !== CODE_OK || !session) return { body };
  if (spec.endsSession) {
    await endAccount(session.user.account); // every session of the account, on every device and instance
    return { body, session: null };
  }
  const rest: SessionData = { ...session, verified: undefined }; // a step is used once
  if (spec.needsVerified) return { body, session: rest };
  const way = (body.data as { way?: unknown } | null)?.way;
  if (spec.verifies && VERIFY_WAYS.includes(way as VerifyWay)) {
    return { body, session: { ...rest, verified: { way: way as VerifyWay, until: now + VERIFIED_TTL_S * 1000 } } };
  }
  return { body };
}
