'use client';
import { memo, type ComponentType } from 'react';
import type { ListDef } from '@/lib/lists/define';
import { RecordsView } from './RecordsView';
import { useRecordParams } from './useRecordParams';

// The screen of a list that draws nothing of its own (issue 73): its definition drawn by
// RecordsView, opened with its URL's filters and page. The route manifest names it for a route
// with a `list` and no screen (`listRoute` in lib/menu/manifest.ts); one component per list, made
// once, so that a kept tab's screen stays the same component.

const SCREENS = new WeakMap<ListDef, ComponentType>();

/** The screen of `list`. */
export function listScreen(list: ListDef): ComponentType {
  let screen = SCREENS.get(list);
  if (!screen) {
    screen = memo(function ListScreen() {
      return <RecordsView list={list} opened={useRecordParams()} />;
    });
    SCREENS.set(list, screen);
  }
  return screen;
}
