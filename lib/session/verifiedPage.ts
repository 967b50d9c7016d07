import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { routeHref, type ScreenPath } from '@/lib/menu/routes';
import { readSession, SESSION_COOKIE } from './session';
import { freshVerified } from './verified';

/**
 * For a screen that needs a verified step (changing the phone or the e-mail): without a fresh
 * one the page answers with a redirect to verify first, so the browser neither downloads nor
 * shows a form it cannot use. The screen checks again in the browser (a step that expires
 * while it is open).
 */
export async function verifiedOrRedirect(next: ScreenPath): Promise<void> {
  const session = await readSession((await cookies()).get(SESSION_COOKIE)?.value).catch(() => null);
  if (!freshVerified(session)) redirect(routeHref('/validateTelEmail', { next }));
}
