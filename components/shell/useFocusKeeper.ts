'use client';
import { useEffect, useRef } from 'react';

// Keyboard users (issue 15): after a route change the element that had focus (a menu entry
// in a closed drawer, the submit button of a screen now hidden by KeepAlive, a dialog's opener
// that a closing dialog tried to refocus) may be gone, and focus falls to <body>: the next Tab
// starts again from the top of the page. Then focus moves to <main> (tabIndex -1), so Tab
// continues into the screen shown. Checked twice: at once and after a dialog's exit transition.
// Not on the first load: there focus starts on <body> anyway, and a focused <main> would show
// its ring around the whole screen.
export function useFocusKeeper(key: string) {
  const main = useRef<HTMLElement>(null);
  const firstKey = useRef(key);
  useEffect(() => {
    if (key === firstKey.current) return;
    firstKey.current = '';
    const keep = () => {
      const active = document.activeElement as HTMLElement | null;
      const lost = !active || active === document.body || !active.isConnected || !active.checkVisibility();
      if (lost && !document.querySelector('[role="dialog"]')) main.current?.focus({ preventScroll: true });
    };
    const timers = [setTimeout(keep, 50), setTimeout(keep, 600)];
    return () => timers.forEach(clearTimeout);
  }, [key]);
  return main;
}
