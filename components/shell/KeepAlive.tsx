'use client';
import Box from '@mui/material/Box';
import { Activity, memo, useLayoutEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { ScreenParams } from '@/components/common/context/ScreenParams';
import { areaOf, routeOf } from '@/lib/menu/manifest';
import type { Tab } from '@/lib/menu/tabs';
import { ScreenMessages } from './ScreenMessages';

// Keeps the screens of open tabs mounted but hidden (React <Activity>), so a half-filled form,
// a scroll position or an expanded tree survive a switch away and back. A tab is a URL with a
// stable id: its screen stays the same while the tab moves (a chart's root, a report's range)
// and reads the tab's query with useScreenParams(). Each screen scrolls in its own box; its
// scroll offset is put back when it is shown again. Tabs are mounted when first shown.

type Props = {
  tabs: readonly Tab[]; // the open tabs whose screens may stay mounted
  current: string; // the id of the tab shown
  search: string; // the address bar's query, for the tab shown
  generation: Record<string, number>; // bumped by refresh: a new key drops the screen's state
  screens: Partial<Record<string, ComponentType>>;
};

export function KeepAlive({ tabs, current, search, generation, screens }: Props) {
  const [visited, setVisited] = useState<string[]>([current]);
  const [searches, setSearches] = useState<Record<string, string>>({ [current]: search });
  if (!visited.includes(current)) setVisited([...visited, current]);
  if (searches[current] !== search) setSearches({ ...searches, [current]: search });

  return tabs
    .filter((tab) => tab.id === current || visited.includes(tab.id))
    .map((tab) => {
      const path = tab.url.split('?')[0];
      const Screen = screens[path];
      if (!Screen) return null;
      const key = `${tab.id}#${path}#${generation[tab.id] ?? 0}`;
      return <Kept key={key} shown={tab.id === current} path={path} search={searches[tab.id] ?? tab.url.split('?')[1] ?? ''} Screen={Screen} />;
    });
}

/**
 * One tab's screen. Drawn again only when what it shows changes: the shell draws again on
 * every navigation and settings change, and a screen the server sent that has not hydrated yet
 * (its code still coming) would be thrown away and drawn anew by React if it were handed new
 * elements then (the field the operator just clicked in with it).
 */
const Kept = memo(function Kept({ shown, path, search, Screen }: { shown: boolean; path: string; search: string; Screen: ComponentType }) {
  // The same elements while the tab is shown and hidden: a switch changes the boundary's mode
  // only, and React reveals (or hides) the screen as it was instead of drawing all of it again.
  const screen = useMemo(
    () => (
      <ScrollBox path={path} search={search}>
        <ScreenMessages area={areaOf(routeOf(path)!)}>
          <Screen />
        </ScreenMessages>
      </ScrollBox>
    ),
    [path, search, Screen],
  );
  return <Activity mode={shown ? 'visible' : 'hidden'}>{screen}</Activity>;
});

function ScrollBox({ path, search, children }: { path: string; search: string; children: ReactNode }) {
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const ref = useRef<HTMLDivElement>(null);
  const offset = useRef(0);
  // Runs each time the screen is shown (Activity re-runs effects on show); the first time, once
  // the screen has hydrated (its code loaded): from then on its buttons take the pointer
  // (components/shell/Providers.tsx).
  useLayoutEffect(() => {
    const el = ref.current!;
    el.dataset.ready = '';
    el.scrollTop = offset.current;
    const keep = () => (offset.current = el.scrollTop);
    el.addEventListener('scroll', keep, { passive: true });
    return () => el.removeEventListener('scroll', keep);
  }, []);
  return (
    <Box ref={ref} data-screen={path} sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
      <ScreenParams.Provider value={params}>{children}</ScreenParams.Provider>
    </Box>
  );
}
