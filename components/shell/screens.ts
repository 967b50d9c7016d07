'use client';
import type { ComponentType } from 'react';
import { ROUTES } from '@/lib/menu/manifest';

// The screen of each portal route, as the route manifest (lib/menu/manifest.ts) declares it, loaded
// on demand. The shell renders screens itself (not the page's children) so that it can keep the
// screens of open tabs alive while hidden (KeepAlive.tsx).
export const SCREENS: Partial<Record<string, ComponentType>> = Object.fromEntries(
  ROUTES.flatMap((route) => (route.screen ? [[route.path, route.screen]] : [])),
);
