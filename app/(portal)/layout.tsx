import { cookies } from 'next/headers';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PortalShell } from '@/components/shell/PortalShell';
import { SessionSeed } from '@/components/shell/SessionSeed';
import { localeOf } from '@/lib/contract/locale';
import { currentSession } from '@/lib/session/revocation';
import { SESSION_COOKIE, sessionView } from '@/lib/session/session';

// Every requireAuth screen sits in the shell (the guard in proxy.ts has already checked the
// session). The session view is rendered in, so the menu is there at first paint.
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const session = await currentSession((await cookies()).get(SESSION_COOKIE)?.value).catch(() => null);
  const view = session ? sessionView(session, localeOf(await getLocale())) : null;
  return (
    <>
      <SessionSeed session={view} />
      <PortalShell>{children}</PortalShell>
    </>
  );
}
