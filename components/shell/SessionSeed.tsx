'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sessionQuery } from '@/lib/api/session';
import type { SessionView } from '@/lib/contract/auth';

/** Seeds the session query with what the server rendered, so the first paint has the menu. */
export function SessionSeed({ session }: { session: SessionView | null }) {
  const client = useQueryClient();
  useState(() => {
    if (session && !client.getQueryData(sessionQuery.queryKey)) client.setQueryData(sessionQuery.queryKey, session);
  });
  return null;
}
