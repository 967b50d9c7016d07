'use client';
import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { onToastsWanted, toast, toastsWanted } from './toastQueue';

// Toasts (spec §9: 1000 ms) through notistack, whose code loads with the first toast: most
// visits show none, so no route pays for it at load (issue 15). A toast asked for while it
// loads waits in toastQueue and shows as soon as it has.

const api = { enqueueSnackbar: toast };

/** notistack's hook, by the same name and shape, without loading notistack before a toast. */
export function useSnackbar() {
  return api;
}

const ToastLayer = dynamic(() => import('./ToastLayer').then((m) => m.ToastLayer));

/** Where toasts appear (once, in the providers). */
export function ToastHost() {
  return useSyncExternalStore(onToastsWanted, toastsWanted, () => false) ? <ToastLayer /> : null;
}
