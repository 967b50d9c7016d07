import { notFound } from 'next/navigation';
import { routeOf } from '@/lib/menu/manifest';
import type { ScreenPath } from '@/lib/menu/routes';
import { verifiedOrRedirect } from '@/lib/session/verifiedPage';

// Every portal screen is served by this one page: its route, with its screen, is declared in the
// route manifest (lib/menu/manifest.ts). The page draws nothing itself: the shell
// (components/shell/PortalShell.tsx) renders the screen the manifest names for the path, so that
// the screens of open tabs stay alive. A route marked `verified` sends the operator to verify
// first when the session has no fresh verified step. To add a screen, see docs/architecture.md.
export default async function PortalPage({ params }: { params: Promise<{ route: string[] }> }) {
  const { route } = await params;
  const path = `/${route.join('/')}`;
  const screen = routeOf(path);
  if (!screen?.screen) notFound();
  if (screen.verified) await verifiedOrRedirect(path as ScreenPath);
  return null;
}
