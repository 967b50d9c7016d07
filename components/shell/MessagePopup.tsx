'use client';
import dynamic from 'next/dynamic';
import { useEffect, useSyncExternalStore } from 'react';
import { useOpenedOnce } from '@/components/common/lazy/useOpenedOnce';

// The popup with shade of spec §8/§9: the server's msg over a 0.3 shade; it closes when the
// shade is clicked or after 3000 ms.

const POPUP_MS = 3000;
type Popup = { id: number; text: string } | null;
let current: Popup = null;
let seq = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function showPopup(text: string) {
  current = { id: ++seq, text };
  emit();
}

export function closePopup() {
  current = null;
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

const MessagePopupView = dynamic(() => import('./MessagePopupView').then((m) => m.MessagePopupView));

/** The popup's place (once, in the providers); its Modal loads with the first popup (issue 15). */
export function MessagePopup() {
  const popup = useSyncExternalStore(subscribe, () => current, () => null);
  useEffect(() => {
    if (!popup) return;
    const timer = setTimeout(closePopup, POPUP_MS);
    return () => clearTimeout(timer);
  }, [popup]);
  return useOpenedOnce(Boolean(popup)) ? <MessagePopupView text={popup?.text} onClose={closePopup} /> : null;
}
