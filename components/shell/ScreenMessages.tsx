'use client';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import { createContext, use, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Locale } from '@/lib/contract/locale';
import { mergeMessages, type MessageTree } from '@/lib/i18n/namespaces';
import type { Area } from '@/lib/menu/manifest';

// The messages of the screens (lib/i18n/namespaces.ts). A page comes with those of its own
// screen's area (the seed); a screen of another area, opened later, is translated from the
// language's whole catalogue, a static chunk the browser loads once, when a screen first needs it
// (not at load: it would count in every route's first-load JavaScript), and keeps. Until it is
// there, a screen that had messages keeps them (a change of language leaves kept-alive tabs as
// they were for that moment, their state intact); a new one waits, as for its own chunk. A
// screen served by the seed never re-renders for a catalogue's arrival.

/** The messages a page was sent with for its screen's area. */
export type MessagesSeed = { locale: Locale; area: Area; messages: MessageTree };

const CATALOGUES: Record<Locale, () => Promise<MessageTree>> = {
  'zh-CN': () => import('@/messages/zh-CN.json').then((m) => m.default),
  'zh-TW': () => import('@/messages/zh-TW.json').then((m) => m.default),
  'en-US': () => import('@/messages/en-US.json').then((m) => m.default),
};

// The catalogues loaded in this browser tab (the same for every user: nothing per request).
const loaded = new Map<Locale, MessageTree>();
const asked = new Set<Locale>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
function load(locale: Locale) {
  if (asked.has(locale)) return;
  asked.add(locale);
  CATALOGUES[locale]().then(
    (messages) => {
      loaded.set(locale, messages);
      listeners.forEach((listener) => listener());
    },
    () => asked.delete(locale), // asked again by the next screen that needs it
  );
}

const SeedContext = createContext<MessagesSeed | null>(null);

export function ScreenMessagesProvider({ seed, children }: { seed: MessagesSeed | null; children: ReactNode }) {
  return <SeedContext value={seed}>{children}</SeedContext>;
}

/** Gives a screen of `area` its messages (with the frame's), or nothing until they are there. */
export function ScreenMessages({ area, children }: { area: Area | undefined; children: ReactNode }) {
  const seed = use(SeedContext);
  const locale = useLocale() as Locale;
  const frame = useMessages() as MessageTree;
  const timeZone = useTimeZone();
  const seeded = useMemo(
    () => (seed && seed.locale === locale && seed.area === area ? mergeMessages(frame, seed.messages) : undefined),
    [seed, locale, area, frame],
  );
  const catalogue = useSyncExternalStore(subscribe, () => (seeded ? undefined : loaded.get(locale)), () => undefined);
  const ready = seeded ?? catalogue;
  const [shown, setShown] = useState(ready ? { locale, messages: ready } : null);
  if (ready && shown?.messages !== ready) setShown({ locale, messages: ready });
  useEffect(() => {
    if (!ready) load(locale);
  }, [ready, locale]);
  if (!shown) return null;
  return (
    <NextIntlClientProvider locale={shown.locale} timeZone={timeZone} messages={shown.messages}>
      {children}
    </NextIntlClientProvider>
  );
}
