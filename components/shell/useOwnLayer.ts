'use client';
import { useCallback, useImperativeHandle, useState, type Ref } from 'react';
import { useBackCloses } from '@/components/common/dialogs/useBackCloses';
import { useOpenedOnce } from '@/components/common/lazy/useOpenedOnce';

/** What the shell holds of a layer that keeps its own open state: a way to open it. */
export type LayerHandle = { open: () => void };

/**
 * A layer of the shell (the phone menu, the settings drawer) that holds its own open state, so
 * that opening and closing it re-render the layer only, not the whole frame, the top bar and the
 * screen shown (issue 39). The shell opens it through `ref`; back closes it; `loaded` turns true
 * on the first opening (its code loads then, issue 15) and stays true, so it closes with its
 * transition. `close` is the same function every render (the layers memoise their trees).
 */
export function useOwnLayer(ref: Ref<LayerHandle>) {
  const [open, setOpen] = useState(false);
  useImperativeHandle(ref, () => ({ open: () => setOpen(true) }), []);
  const close = useCallback(() => setOpen(false), []);
  useBackCloses(open, close);
  return { open, close, loaded: useOpenedOnce(open) };
}
