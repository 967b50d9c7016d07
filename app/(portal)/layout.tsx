import { cookies, headers } from 'next/headers';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PhoneHintProvider } from '@/components/common/context/usePhone';
import { PortalShell } from '@/components/shell/PortalShell';
import { ScreenMessagesProvider, type MessagesSeed } from '@/components/shell/ScreenMessages';
import { SessionSeed } from '@/components/shell/SessionSeed';
import { localeOf } from '@/lib/contract/locale';
import { AREA_MESSAGES, pickMessages, type MessageTree } from '@/lib/i18n/namespaces';
import { areaOf, routeOf } from '@/lib/menu/manifest';
import { firstAnswers, saysPhone } from '@/lib/session/firstAnswers';
import { currentSession } from '@/lib/session/records';
import { PAGE_URL_HEADER, SESSION_COOKIE, sessionView } from '@/lib/session/session';

// Every requireAuth screen sits in the shell (the guard in proxy.ts has already checked the
// session). The session view is rendered in, so the menu is there at first paint, and so are
// the screen's first answers when the page is loaded (not on a refresh of its server parts),
// laid out for a phone when the browser says it is one (components/common/context/usePhone.tsx),
// and the messages of its screen's area (components/shell/ScreenMessages.tsx).
export default async function PortalLayout({ children }: { children: ReactNode }) {
  // The guard has just answered 503 if the store was away; should it go in between, the shell is
  // sent without the session (never a 500) and its own calls are answered 503 and retried.
  const session = await currentSession((await cookies()).get(SESSION_COOKIE)?.value).catch(() => null);
  const locale = localeOf(await getLocale());
  const view = session ? sessionView(session, locale) : null;
  const request = await headers();
  const page = request.get(PAGE_URL_HEADER);
  const phone = saysPhone(request);
  const answers = session && page ? await firstAnswers(session, locale, page, phone) : null;
  const route = page ? routeOf(new URL(page, 'http://portal').pathname) : undefined;
  const area = route && areaOf(route);
  const seed: MessagesSeed | null = area ? { locale, area, messages: pickMessages((await getMessages()) as MessageTree, AREA_MESSAGES[area]) } : null;
  return (
    <PhoneHintProvider phone={phone}>
      <SessionSeed session={view} answers={answers} />
      <ScreenMessagesProvider seed={seed}>
        <PortalShell>{children}</PortalShell>
      </ScreenMessagesProvider>
    </PhoneHintProvider>
  );
}
