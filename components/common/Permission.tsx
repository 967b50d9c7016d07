'use client';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sessionQuery } from '@/lib/api/session';

// The permission directive of spec §6: an element is hidden unless the user's permissions
// contain one of the required values. It only hides UI; the BFF and upstream still decide.

/** True when `permissions` holds at least one of `required`; an empty `required` grants nothing. */
export function hasPermission(permissions: string[] | undefined, required: string | string[]): boolean {
  if (!permissions) return false;
  const needed = typeof required === 'string' ? [required] : required;
  return needed.some((value) => permissions.includes(value));
}

export function Permission({ value, children, fallback = null }: { value: string | string[]; children: ReactNode; fallback?: ReactNode }) {
  const { data } = useQuery(sessionQuery);
  // While the session loads there are no permissions yet: show the fallback, never a flash of the guarded UI.
  return <>{hasPermission(data?.permissions, value) ? children : fallback}</>;
}
