'use client';
import Box from '@mui/material/Box';
import { Activity, useLayoutEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { ScreenParams } from '@/components/common/ScreenParams';

// Keeps the screens of open tabs mounted but hidden (React <Activity>), so a half-filled form,
// a scroll position or an expanded tree survive a switch away and back. Each screen scrolls
// in its own box; its scroll offset is put back when it is shown again.

type Props = {
  current: string;
  search: string; // the current route's query string
  alive: readonly string[]; // paths whose screens may stay mounted (the open tabs)
  generation: Record<string, number>; // bumped by refresh: a new key drops the screen's state
  screens: Partial<Record<string, ComponentType>>;
};

export function KeepAlive({ current, search, alive, generation, screens }: Props) {
  const [visited, setVisited] = useState<string[]>([current]);
  const [searches, setSearches] = useState<Record<string, string>>({ [current]: search });
  if (!visited.includes(current)) setVisited([...visited, current]);
  if (searches[current] !== search) setSearches({ ...searches, [current]: search });
  const mounted = visited.filter((path) => path === current || alive.includes(path));

  return mounted.map((path) => {
    const Screen = screens[path];
    if (!Screen) return null;
    return (
      <Activity key={`${path}#${generation[path] ?? 0}`} mode={path === current ? 'visible' : 'hidden'}>
        <ScrollBox path={path} search={searches[path] ?? ''}>
          <Screen />
        </ScrollBox>
      </Activity>
    );
  });
}

function ScrollBox({ path, search, children }: { path: string; search: string; children: ReactNode }) {
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const ref = useRef<HTMLDivElement>(null);
  const offset = useRef(0);
  // Runs each time the screen is shown (Activity re-runs effects on show).
  useLayoutEffect(() => {
    const el = ref.current!;
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
