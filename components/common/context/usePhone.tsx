'use client';
import { useTheme } from '@mui/material/styles';
import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';

// Whether the screen is phone-wide (below the `sm` breakpoint), for what is laid out by script
// rather than by CSS (a table or cards, the chart's levels). The server cannot see the width; it
// knows only whether the browser says it is a phone (Sec-CH-UA-Mobile, or "Mobi" in its user
// agent: `saysPhone` in lib/session/firstAnswers.ts). A page is rendered for a phone when it
// says so, and for an unknown width otherwise: `null` until hydrated, so that the server's HTML
// and the hydration agree.

const PhoneHint = createContext(false);

export function PhoneHintProvider({ phone, children }: { phone: boolean; children: ReactNode }) {
  return <PhoneHint value={phone}>{children}</PhoneHint>;
}

/** The phone-wide media query. */
const usePhoneMedia = () => useTheme().breakpoints.down('sm').replace(/^@media\s*/, '');

/** The phone-wide media query and its subscription. */
function usePhoneQuery() {
  const query = usePhoneMedia();
  const subscribe = useCallback((changed: () => void) => {
    const list = matchMedia(query);
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, [query]);
  return { query, subscribe };
}

/** Phone-wide or not; null while the page hydrates without a phone's hint (the width is unknown). */
export function usePhone(): boolean | null {
  const hint = useContext(PhoneHint);
  const { query, subscribe } = usePhoneQuery();
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(query).matches,
    () => (hint ? true : null),
  );
}

/**
 * True only where the browser said it is a phone (the server rendered for one) and is phone-wide:
 * what only a desk shows need not be rendered or hydrated there. Without the hint it is false
 * throughout, so nothing re-renders after hydration (a phone in landscape gets the desk's parts then).
 */
export function useSaidPhone(): boolean {
  const hint = useContext(PhoneHint);
  const { query, subscribe } = usePhoneQuery();
  return useSyncExternalStore(subscribe, () => hint && matchMedia(query).matches, () => hint);
}

/** Whether the screen is phone-wide when called (in an event handler), without subscribing to the width. */
export function usePhoneNow(): () => boolean {
  const query = usePhoneMedia();
  return useCallback(() => matchMedia(query).matches, [query]);
}
