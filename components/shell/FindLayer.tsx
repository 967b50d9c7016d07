'use client';
import { useOpenedOnce } from '@/components/common/lazy/useOpenedOnce';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useImperativeHandle, useState, type Ref } from 'react';
import type { LayerHandle } from './useOwnLayer';
import type { ShellMenu } from './useShellMenu';

// Find anything (issue 58): one search box over the operator's screens and members, opened by
// Ctrl/⌘+K or `/` (when focus is not in a text field) on a desk, the top bar's search button,
// or the search field at the top of the phone menu. The layer holds its own open state (as
// useOwnLayer's layers do: opening it re-renders it only) and is the house's Dialog (back
// closes it; full-screen on phones; MUI gives focus back to where it was when it closes). Its
// dialog and body, the combobox (FindBox.tsx), load on the first opening. Without script nothing opens it,
// and nothing else depends on it.

// The dialog and its box load on the first opening: the shell carries the shortcut only (issue 15).
const FindDialog = dynamic(() => import('./FindBox').then((m) => m.FindDialog));

/** Whether a key typed here is text: `/` then types a slash rather than opening the box. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function FindLayer({ ref, shell }: { ref: Ref<LayerHandle>; shell: ShellMenu }) {
  const [open, setOpen] = useState(false);
  // Each opening starts from an empty field: the box is new each time (the dialog keeps its children).
  const [opening, setOpening] = useState(0);
  const show = useCallback(() => {
    setOpen(true);
    setOpening((n) => n + 1);
  }, []);
  useImperativeHandle(ref, () => ({ open: show }), [show]);
  const close = useCallback(() => setOpen(false), []);
  const loaded = useOpenedOnce(open);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target);
      if (!commandK && !slash) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  return loaded ? <FindDialog open={open} onClose={close} shell={shell} opening={opening} /> : null;
}
