'use client';
import dynamic from 'next/dynamic';
import type { Ref } from 'react';
import { useOwnLayer, type LayerHandle } from './useOwnLayer';

// The settings drawer with its own open state (useOwnLayer): opening it from the top bar or the
// phone menu re-renders the drawer, not the shell (issue 39). Its code loads on the first opening.

const SettingsDrawer = dynamic(() => import('./SettingsDrawer').then((m) => m.SettingsDrawer));

export function SettingsLayer({ ref }: { ref: Ref<LayerHandle> }) {
  const { open, close, loaded } = useOwnLayer(ref);
  return loaded ? <SettingsDrawer open={open} onClose={close} /> : null;
}
