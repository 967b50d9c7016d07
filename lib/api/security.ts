import { queryOptions } from '@tanstack/react-query';
import { KEY_ROOTS } from '@/lib/contract/keys';
import type { ActivityEntry, ActivityKind, SessionEntry, SignInAlert, SignInEntry, SignOutInput } from '@/lib/contract/security';
import { bff } from './bff';

// The operator's own security (issue 72; app/api/security/*): the account's live sessions, its
// sign-ins, what the operator did. Answers of the BFF itself, from the shared store. Quiet: the
// screens show their own error with Retry, and Home's alert is no alert when its read fails.

export const securityKeys = {
  all: KEY_ROOTS.security,
  sessions: () => [...securityKeys.all, 'sessions'] as const,
  signIns: () => [...securityKeys.all, 'signins'] as const,
  activity: (query: ActivityRange) => [...securityKeys.all, 'activity', query] as const,
};

/** The live sessions of the account, this one first. */
export const sessionsQuery = queryOptions({
  queryKey: securityKeys.sessions(),
  queryFn: () => bff<SessionEntry[]>('/api/security/sessions', undefined, { method: 'GET', quiet: true }),
  staleTime: 10_000,
});

/** The sign-ins of the last 90 days, and the failed ones since the last visit (Home). */
export const signInsQuery = queryOptions({
  queryKey: securityKeys.signIns(),
  queryFn: () => bff<{ list: SignInEntry[]; alert: SignInAlert }>('/api/security/signins', undefined, { method: 'GET', quiet: true }),
  staleTime: 60_000,
});

/** A kind ("" for all) and the range's bounds in Unix ms, made from the URL's days in the operator's time zone. */
export type ActivityRange = { kind: ActivityKind | ''; since?: number; until?: number };

/** The search of a range, as GET /api/security/activity and the activity's export take it. */
const activitySearch = ({ kind, since, until }: ActivityRange) =>
  new URLSearchParams([...(kind ? [['kind', kind]] : []), ...(since !== undefined ? [['since', String(since)]] : []), ...(until !== undefined ? [['until', String(until)]] : [])]).toString();

/** What the operator did through the BFF in a range. */
export const activityQuery = (range: ActivityRange) =>
  queryOptions({
    queryKey: securityKeys.activity(range),
    queryFn: () => bff<ActivityEntry[]>(`/api/security/activity?${activitySearch(range)}`, undefined, { method: 'GET', quiet: true }),
  });

/** Signs out one other session, or every other one, with the account's password typed again. */
export const signOut = (input: SignOutInput) => bff<{ ended: number }>('/api/security/sessions/end', input, { quiet: true });
