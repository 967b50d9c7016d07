'use client';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';

// The screen of each portal route. The shell renders screens itself (not the page's
// children) so that it can keep the screens of open tabs alive while hidden: a page.tsx under
// app/(portal) only declares the route. Register a new screen here, loaded on demand.
export const SCREENS: Record<string, ComponentType> = {
  '/home': dynamic(() => import('@/components/home/HomeScreen').then((m) => m.HomeScreen)),
  '/notice': dynamic(() => import('@/components/notices/NoticeListScreen').then((m) => m.NoticeListScreen)),
  '/notice/info': dynamic(() => import('@/components/notices/NoticeDetailScreen').then((m) => m.NoticeDetailScreen)),
};
