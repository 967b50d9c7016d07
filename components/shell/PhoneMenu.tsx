'use client';
import dynamic from 'next/dynamic';
import type { ComponentProps, Ref } from 'react';
import { useOwnLayer, type LayerHandle } from './useOwnLayer';

// The phone's menu drawer with its own open state (useOwnLayer): the state used to live in the
// shell (PortalShell), so every tap of the menu button and every close re-rendered the whole
// frame (issue 39). The drawer loads on the first tap (issue 15) and then stays mounted (MobileMenu).

const MobileMenu = dynamic(() => import('./MobileMenu').then((m) => m.MobileMenu));

type Props = Omit<ComponentProps<typeof MobileMenu>, 'open' | 'onClose'> & { ref: Ref<LayerHandle> };

export function PhoneMenu({ ref, ...menu }: Props) {
  const { open, close, loaded } = useOwnLayer(ref);
  return loaded ? <MobileMenu {...menu} open={open} onClose={close} /> : null;
}
