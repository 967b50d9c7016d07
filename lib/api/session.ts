import { queryOptions } from '@tanstack/react-query';
import type { LoginInput, SessionView } from '@/lib/contract/auth';
import { bff } from './bff';

// Session queries and mutations: one queryOptions per call, invalidated through its key.

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => bff<SessionView>('/api/session', undefined, { method: 'GET' }),
  staleTime: 5 * 60_000,
});

export const login = (input: LoginInput) => bff<SessionView>('/api/auth/login', input);
export const logout = () => bff<null>('/api/auth/logout', {});
