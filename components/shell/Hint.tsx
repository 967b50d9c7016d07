'use client';
import dynamic from 'next/dynamic';
import { cloneElement, useEffect, useId, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactElement } from 'react';
import { useOpenedOnce } from '@/components/common/lazy/useOpenedOnce';

// A tooltip whose code (MUI Popper and popper.js) loads the first time one shows, so the shell's
// buttons do not carry it at load (issue 15). Like MUI's Tooltip it shows on hover after 100 ms
// and on keyboard focus (not on a click's focus), hides on leave, blur and Escape. It names its
// element when that has no aria-label, or with `describe` describes it while shown.

export type HintPlacement = 'bottom' | 'right';

type ChildProps = {
  onMouseEnter?: (e: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (e: MouseEvent<HTMLElement>) => void;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
  onBlur?: (e: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (e: KeyboardEvent<HTMLElement>) => void;
  'aria-label'?: string;
  'aria-describedby'?: string;
};

const ENTER_MS = 100;
const HintPopup = dynamic(() => import('./HintPopup').then((m) => m.HintPopup));

export function Hint({ title, placement = 'bottom', describe = false, children }: { title: string; placement?: HintPlacement; describe?: boolean; children: ReactElement<ChildProps> }) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState<{ el: HTMLElement; delay: number } | null>(null);
  const loaded = useOpenedOnce(Boolean(anchor));
  useEffect(() => {
    if (!wanted) return;
    const timer = setTimeout(() => setAnchor(wanted.el), wanted.delay);
    return () => clearTimeout(timer);
  }, [wanted]);
  const show = (el: HTMLElement, delay: number) => setWanted({ el, delay });
  const hide = () => {
    setWanted(null);
    setAnchor(null);
  };
  const own = children.props;
  return (
    <>
      {cloneElement(children, {
        'aria-label': own['aria-label'] ?? (describe ? undefined : title),
        'aria-describedby': describe && anchor ? id : own['aria-describedby'],
        onMouseEnter: (e) => {
          own.onMouseEnter?.(e);
          show(e.currentTarget, ENTER_MS);
        },
        onMouseLeave: (e) => {
          own.onMouseLeave?.(e);
          hide();
        },
        onFocus: (e) => {
          own.onFocus?.(e);
          if (e.currentTarget.matches(':focus-visible')) show(e.currentTarget, 0);
        },
        onBlur: (e) => {
          own.onBlur?.(e);
          hide();
        },
        onKeyDown: (e) => {
          own.onKeyDown?.(e);
          if (e.key === 'Escape') hide();
        },
      })}
      {loaded && <HintPopup id={id} anchor={anchor} title={title} placement={placement} />}
    </>
  );
}
