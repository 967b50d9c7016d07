'use client';
import dynamic from 'next/dynamic';
import type { DemandMenuProps } from './MenuPopup';
import { useOpenedOnce } from '@/components/common/lazy/useOpenedOnce';

// A pop-up menu whose code (MUI Menu, Popover, Modal, MenuItem) loads when it first opens:
// no first paint shows one, so no route pays for it at load (issue 15).

export type { DemandMenuItem, DemandMenuProps } from './MenuPopup';

const MenuPopup = dynamic(() => import('./MenuPopup').then((m) => m.MenuPopup));

export function DemandMenu(props: DemandMenuProps) {
  return useOpenedOnce(Boolean(props.anchor)) ? <MenuPopup {...props} /> : null;
}
