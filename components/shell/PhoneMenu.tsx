'use client';
import dynamic from 'next/dynamic';
import { useCallback, useImperativeHandle, useState, type ComponentProps, type Ref } from 'react';
import { useBackCloses } from '@/components/common/dialogs/useBackCloses';
import { useOpenedOnce } from '@/components/common/lazy/useOpenedOnce';

// The phone's menu drawer with its own open state. Opening and closing it re-render this and
// the drawer only: the state used to live in the shell (PortalShell), so every tap of the menu
// button and every close re-rendered the whole frame, the top bar and the screen shown (issue 39).
// The drawer loads on the first tap (issue 15) and then stays mounted (MobileMenu).

const MobileMenu = dynamic(() => import('./MobileMenu').then((m) => m.MobileMenu));

export type PhoneMenuHandle = { open: () => void };
type Props = Omit<ComponentProps<typeof MobileMenu>, 'open' | 'onClose'> & { ref: Ref<PhoneMenuHandle> };

export function PhoneMenu({ ref, ...menu }: Props) {
  const [open, setOpen] = useState(false);
  useImperativeHandle(ref, () => ({ open: () => setOpen(true) }), []);
  const close = useCallback(() => setOpen(false), []); // the same function each render: the menu's tree is memoised (MobileMenu)
  useBackCloses(open, close);
  const loaded = useOpenedOnce(open);
  return loaded ? <MobileMenu {...menu} open={open} onClose={close} /> : null;
}
