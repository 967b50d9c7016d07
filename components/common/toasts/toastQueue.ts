import type { OptionsObject, SnackbarMessage } from 'notistack';

// The toasts asked for before notistack has loaded (components/common/toasts/Toasts.tsx), and the
// hand-over to it once it has.

type Enqueue = (message: SnackbarMessage, options?: OptionsObject) => unknown;

const queue: [SnackbarMessage, OptionsObject?][] = [];
let deliver: Enqueue | null = null;
let wanted = false;
const listeners = new Set<() => void>();

export const toastsWanted = () => wanted;

export function onToastsWanted(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function toast(message: SnackbarMessage, options?: OptionsObject) {
  if (deliver) return void deliver(message, options);
  queue.push([message, options]);
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
}

/** Called by the loaded layer with notistack's enqueue: shows what waited, then takes over. */
export function attachToasts(enqueue: Enqueue) {
  deliver = enqueue;
  queue.splice(0).forEach(([message, options]) => enqueue(message, options));
  return () => {
    if (deliver === enqueue) deliver = null;
  };
}
