'use client';
import { useEffect, useRef } from 'react';

/**
 * After a move to another screen, focus that was lost with the element that had it (a menu
 * row of a closed drawer, a button of the screen that left) goes to the main region, so the
 * next Tab continues in the new screen rather than at the top of the page.
 */
export function useFocusAfterMove(pathname: string) {
  const main = useRef<HTMLElement>(null);
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) main.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return main;
}
