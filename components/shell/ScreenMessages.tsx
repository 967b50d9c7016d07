'use client';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '@/lib/contract/locale';
import { mergeMessages, type MessageTree } from '@/lib/i18n/namespaces';
import type { Area } from '@/lib/menu/manifest';

// The messages of the screens (lib/i18n/namespaces.ts). A page comes with those of its own
// screen's area (the seed); a screen of another area, opened later, is translated from the
// language's whole catalogue, a static chunk the browser loads once and keeps. Until it is
// there, a screen that had messages keeps them (a change of language leaves kept-alive tabs
// as they were for that moment, their state intact); a new one waits, as for its own chunk.

/** The messages a page was sent with for its screen's area. */
export type MessagesSeed = { locale: Locale; area: Area; messages: MessageTree };

const CATALOGUES: Record<Locale, () => Promise<MessageTree>> = {
  'zh-CN': () => import('@/messages/zh-CN.json').then((m) => m.default),
  'zh-TW': () => import('@/messages/zh-TW.json').then((m) => m.default),
  'en-US': () => import('@/messages/en-US.json').then((m) => m.default),
};

type Store = { seed: MessagesSeed | null; catalogues: Partial<Record<Locale, MessageTree>>; load: (locale: Locale) => void };
const ScreenMessagesContext = createContext<Store | null>(null);

export function ScreenMessagesProvider({ seed, children }: { seed: MessagesSeed | null; children: ReactNode }) {
  const locale = useLocale() as Locale;
  const [catalogues, setCatalogues] = useState<Store['catalogues']>({});
  const asked = useRef(new Set<Locale>());
  const load = useCallback((locale: Locale) => {
    if (asked.current.has(locale)) return;
    asked.current.add(locale);
    CATALOGUES[locale]().then(
      (messages) => setCatalogues((all) => ({ ...all, [locale]: messages })),
      () => asked.current.delete(locale), // asked again by the next screen that needs it
    );
  }, []);
  // Loaded once the page is idle (Safari has no requestIdleCallback: a second later), so that the
  // first screen of another area waits for its own chunk only.
  useEffect(() => {
    if (!('requestIdleCallback' in window)) {
      const id = setTimeout(() => load(locale), 1000);
      return () => clearTimeout(id);
    }
    const id = requestIdleCallback(() => load(locale));
    return () => cancelIdleCallback(id);
  }, [load, locale]);
  const store = useMemo(() => ({ seed, catalogues, load }), [seed, catalogues, load]);
  return <ScreenMessagesContext value={store}>{children}</ScreenMessagesContext>;
}

/** Gives a screen of `area` its messages (with the frame's), or nothing until they are there. */
export function ScreenMessages({ area, children }: { area: Area | undefined; children: ReactNode }) {
  const { seed, catalogues, load } = use(ScreenMessagesContext)!;
  const locale = useLocale() as Locale;
  const frame = useMessages() as MessageTree;
  const timeZone = useTimeZone();
  const seeded = useMemo(
    () => (seed && seed.locale === locale && seed.area === area ? mergeMessages(frame, seed.messages) : undefined),
    [seed, locale, area, frame],
  );
  // The seed while it serves: a screen's messages change identity only with its language (a
  // change re-renders the whole screen, and would make React drop server HTML not yet hydrated).
  const ready = seeded ?? catalogues[locale];
  const [shown, setShown] = useState(ready ? { locale, messages: ready } : null);
  if (ready && shown?.messages !== ready) setShown({ locale, messages: ready });
  useEffect(() => {
    if (!ready) load(locale);
  }, [ready, load, locale]);
  if (!shown) return null;
  return (
    <NextIntlClientProvider locale={shown.locale} timeZone={timeZone} messages={shown.messages}>
      {children}
    </NextIntlClientProvider>
  );
}
