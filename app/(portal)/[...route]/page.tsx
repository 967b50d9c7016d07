import { notFound } from 'next/navigation';
import { routeOf } from '@/lib/menu/routes';

// Every portal screen is served by this one page: its route, with its screen, is declared in the
// route manifest (lib/menu/routes.ts). The page draws nothing itself: the shell
// (components/shell/PortalShell.tsx) renders the screen the manifest names for the path, so that
// the screens of open tabs stay alive. To add a screen, see docs/architecture.md.
export default async function PortalPage({ params }: { params: Promise<{ route: string[] }> }) {
  const { route } = await params;
  if (!routeOf(`/${route.join('/')}`)?.screen) notFound();
  return null;
}
