'use client';
import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from '@/lib/api/session';
import type { SessionView } from '@/lib/contract/auth';
import { routeAllowed } from '@/lib/menu/manifest';
import type { ScreenPath } from '@/lib/menu/routes';

// What a link inside the portal may lead to. The guard refuses a screen the operator's menu hides
// with the 403 page (proxy.ts, spec §2): Home and the shell never offer one. Both follow the
// guard's own rule (`routeAllowed`), here and nowhere else in components/.

/** A screen a link leads to, and the permission its task needs besides (Add member's). */
export type LinkTarget = { href: ScreenPath; permission?: string };

/** Whether the session may open the screen (the guard's rule) and holds its permission. */
export const allowed = (target: LinkTarget, session: SessionView) =>
  routeAllowed(target.href, session.menuKeys) && (!target.permission || session.permissions.includes(target.permission));

/**
 * Whether a link to the screen is shown: `allowed` for the signed-in session, undefined until the
 * session is known. A portal page comes with its session seeded (SessionSeed, before the shell
 * renders), so the server's render and the first paint already decide alike: a hidden link is
 * absent from the HTML and nothing appears or goes at hydration.
 */
export function useAllowed(href: ScreenPath): boolean | undefined {
  const { data: session } = useQuery(sessionQuery);
  return session && allowed({ href }, session);
}
