'use client';
import { useEffect, useRef } from 'react';

// Back (the browser's, a phone's back gesture) closes an open dialog or drawer before it
// leaves the screen. Opening a layer adds a history entry at the same URL; back pops it and
// the layer closes. A layer closed otherwise takes its entry back off, unless a navigation
// replaces it (`goFrom`): [page, layer] → [page, next], never [page, layer, next].
// Entries are added only after a pending back has landed, so that closing one layer and
// opening another in the same click (menu → settings) cannot pop the new one.

const KEY = '__layer';
type Router = { push: (href: string) => void; replace: (href: string) => void };

let seq = 0;
let backPending = false;
const afterBack: (() => void)[] = [];
const replaced = new Set<string>();
let listening = false;

const layerOf = (state: unknown): string | undefined =>
  state && typeof state === 'object' && KEY in state ? String((state as Record<string, unknown>)[KEY]) : undefined;

function listen() {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', () => {
    if (!backPending) return;
    backPending = false;
    afterBack.splice(0).forEach((run) => run());
  });
}

function whenSettled(run: () => void) {
  if (backPending) afterBack.push(run);
  else run();
}

/**
 * Navigates away from whatever is shown; from an open layer the layer's entry is replaced.
 * After a layer that has just closed, once its back has landed: replaced before, its entry
 * would be the next screen and the back would then leave it (WebKit, after a confirmation).
 */
export function goFrom(router: Router, href: string) {
  whenSettled(() => {
    const layer = layerOf(window.history.state);
    if (layer) {
      replaced.add(layer);
      router.replace(href);
    } else {
      router.push(href);
    }
  });
}

/** While `open`, back calls `close` (when there is one: a busy dialog ignores back). */
export function useBackCloses(open: boolean, close: (() => void) | undefined) {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    if (!open) return;
    listen();
    const id = `${Date.now().toString(36)}.${++seq}`;
    let active = true;
    let pushed = false;
    const push = () => window.history.pushState({ ...(window.history.state ?? {}), [KEY]: id }, '');
    const onPop = () => {
      if (layerOf(window.history.state) === id) return;
      if (!closeRef.current) return push(); // busy: stay, and stay closable by back afterwards
      pushed = false;
      closeRef.current();
    };
    whenSettled(() => {
      if (!active) return;
      push();
      pushed = true;
      window.addEventListener('popstate', onPop);
    });
    return () => {
      active = false;
      window.removeEventListener('popstate', onPop);
      if (pushed && !replaced.delete(id) && layerOf(window.history.state) === id) {
        backPending = true;
        window.history.back();
      }
    };
  }, [open]);
}
