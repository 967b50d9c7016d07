'use client';
import dynamic from 'next/dynamic';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useOpenedOnce } from '@/components/common/lazy/useOpenedOnce';

// The notification dialog of spec §3 (title, content, icon, position, auto-close time): a
// module-level store like MessagePopup, so notify() can be called from anywhere.

export type NotifyIcon = 'success' | 'info' | 'warning' | 'error';
export type NotifyPosition = 'top-right' | 'top-left' | 'bottom-right' | 'bottom-left';
export type NotifyOptions = {
  title: string;
  content: ReactNode;
  icon?: NotifyIcon;
  position?: NotifyPosition;
  /** Auto-close after this many ms; 0 keeps it until closed. */
  duration?: number;
};
export type NotifyItem = Required<Omit<NotifyOptions, 'icon'>> & { id: number; icon?: NotifyIcon; open: boolean };

const AUTO_CLOSE_MS = 2000; // spec §9 "Notifications auto-close after 2000 ms"
const REMOVE_MS = 2000; // spec §9 "Layers are removed 2 s after closing": the fade plays meanwhile
const EMPTY: NotifyItem[] = [];
let items: NotifyItem[] = EMPTY;
let seq = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Shows a notification; returns its id (for closeNotify). */
export function notify({ title, content, icon, position = 'top-right', duration = AUTO_CLOSE_MS }: NotifyOptions) {
  const id = ++seq;
  // Newest first: each stack renders in this order, so the newest is on top.
  items = [{ id, title, content, icon, position, duration, open: true }, ...items];
  emit();
  if (duration > 0) setTimeout(() => closeNotify(id), duration);
  return id;
}

/** Starts the fade-out; the layer leaves the DOM REMOVE_MS later. */
export function closeNotify(id: number) {
  if (!items.some((n) => n.id === id && n.open)) return;
  items = items.map((n) => (n.id === id ? { ...n, open: false } : n));
  emit();
  setTimeout(() => {
    items = items.filter((n) => n.id !== id);
    emit();
  }, REMOVE_MS);
}

/** Drops every notification at once (e.g. on logout). */
export function clearNotifications() {
  items = EMPTY;
  emit();
}

const NotifyStacks = dynamic(() => import('./NotifyStacks').then((m) => m.NotifyStacks));

/** The notifications' place (once, in the providers); their code loads with the first one (issue 15). */
export function NotifyHost() {
  const list = useSyncExternalStore(subscribe, () => items, () => EMPTY);
  return useOpenedOnce(list.length > 0) ? <NotifyStacks list={list} onClose={closeNotify} /> : null;
}
