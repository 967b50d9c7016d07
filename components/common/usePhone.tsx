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

/** Phone-wide or not; null while the page hydrates without a phone's hint (the width is unknown). */
export function usePhone(): boolean | null {
  const hint = useContext(PhoneHint);
  const query = useTheme().breakpoints.down('sm').replace(/^@media\s*/, '');
  const subscribe = useCallback((changed: () => void) => {
    const list = matchMedia(query);
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, [query]);
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(query).matches,
    () => (hint ? true : null),
  );
}
