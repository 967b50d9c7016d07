'use client';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react';
import { usePrepare } from './usePrepare';

// next/link without prefetching on sight (issue 15): Next's <Link> fetches the RSC payload of
// every link that scrolls into view, so Home alone loaded eight screens nobody had pointed at.
// This one fetches a route when the operator points at it (hover, touch, keyboard focus), which
// still comes well before the click. The click asks the screen's first reads (usePrepare).
type Props = Omit<ComponentProps<typeof NextLink>, 'prefetch' | 'href'> & { href: string };

export function Link({ href, onMouseEnter, onTouchStart, onFocus, onClick, ...rest }: Props) {
  const router = useRouter();
  const prepare = usePrepare();
  const intent = () => router.prefetch(href);
  return (
    <NextLink
      {...rest}
      href={href}
      prefetch={false}
      onMouseEnter={(e: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(e);
        intent();
      }}
      onTouchStart={(e: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(e);
        intent();
      }}
      onFocus={(e: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(e);
        intent();
      }}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(e);
        // Not a click that opens another tab or window: Next's own rule for a navigation.
        if (!e.defaultPrevented && e.button === 0 && !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)) prepare(href);
      }}
    />
  );
}
