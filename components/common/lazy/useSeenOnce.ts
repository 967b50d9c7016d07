'use client';
import { useEffect, useState } from 'react';

/**
 * True from the first time the element (given by the returned ref) is in the viewport. What a
 * part draws below the fold (Home's income chart: MUI X, ~99 KB) is loaded when it comes into
 * view, not with the page; its place is held by a plain skeleton of its size until then.
 */
export function useSeenOnce<T extends Element>() {
  const [element, setElement] = useState<T | null>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen]);
  return [setElement, seen] as const;
}
