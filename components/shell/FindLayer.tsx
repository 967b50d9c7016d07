'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { Dialog } from '@/components/common/dialogs/Dialog';
import { useSettingsStore } from '@/components/common/context/SettingsProvider';
import { markedFirst, MAX_RECENT } from '@/lib/find/marks';
import { grantedScreens } from '@/lib/find/match';
import { HOME } from '@/lib/menu/routes';
import type { LayerHandle } from './useOwnLayer';
import type { ShellMenu } from './useShellMenu';

// Find anything (issue 58): one search box over the operator's screens and members, opened by
// Ctrl/⌘+K or `/` (when focus is not in a text field) on a desk, the top bar's search button,
// or the search field at the top of the phone menu. The layer holds its own open state (as
// useOwnLayer's layers do: opening it re-renders it only) and is the house's Dialog (back
// closes it; full-screen on phones; MUI gives focus back to where it was when it closes). Its
// body, the combobox (FindBox), loads on the first opening. Without script nothing opens it,
// and nothing else depends on it.

const loadBox = () => import('./FindBox');
const FindBox = dynamic(() => loadBox().then((m) => m.FindBox));

/** Whether a key typed here is text: `/` then types a slash rather than opening the box. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function FindLayer({ ref, shell }: { ref: Ref<LayerHandle>; shell: ShellMenu }) {
  const t = useTranslations('shell.find');
  const [open, setOpen] = useState(false);
  useImperativeHandle(ref, () => ({ open: () => setOpen(true) }), []);
  const close = useCallback(() => setOpen(false), []);

  // Recent screens: each granted screen shown (Home aside, always a tab away) goes first, kept
  // with the account's settings (lib/settings/settings.ts `findRecent`).
  const store = useSettingsStore();
  const { pathname, menu } = shell;
  useEffect(() => {
    const recent = store.get().findRecent;
    if (pathname === HOME || recent[0] === pathname || !grantedScreens(menu).some((e) => e.id === pathname)) return;
    store.set({ findRecent: markedFirst(recent, pathname, MAX_RECENT) });
  }, [pathname, menu, store]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target);
      if (!commandK && !slash) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Dialog
      open={open}
      onClose={close}
      preload={loadBox}
      fullWidth
      maxWidth="sm"
      sx={{ '& .MuiDialog-container': { alignItems: { sm: 'flex-start' } } }}
      slotProps={{ paper: { 'aria-label': t('label'), 'data-testid': 'find-dialog', sx: { mt: { sm: '12vh' } } } as object }}
    >
      <FindBox shell={shell} onClose={close} />
    </Dialog>
  );
}
