'use client';
import { useQueryClient, type DehydratedState } from '@tanstack/react-query';
import { useState } from 'react';
import { seedAnswers } from '@/lib/api/seed';
import { sessionQuery } from '@/lib/api/session';
import type { SessionView } from '@/lib/contract/auth';

/**
 * Seeds the query cache with what the server rendered, before the shell renders: the session
 * (the menu at first paint) and the screen's first answers (lib/session/firstAnswers.ts).
 */
export function SessionSeed({ session, answers }: { session: SessionView | null; answers: DehydratedState | null }) {
  const client = useQueryClient();
  useState(() => {
    if (session && !client.getQueryData(sessionQuery.queryKey)) client.setQueryData(sessionQuery.queryKey, session);
    if (answers) seedAnswers(client, answers);
  });
  return null;
}
