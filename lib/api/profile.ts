import { queryOptions } from '@tanstack/react-query';
import { profileData } from '@/lib/contract/profile';
import { PROFILE_PATH } from '@/lib/contract/calls';
import { callApi } from './bff';

// The operator's own profile (lib/contract/profile.ts).

export const profileKeys = { all: ['profile'] as const };

/** The profile with its balances (store/info). Balances move with every funds action, so it
 *  is kept briefly and refetched when a screen needs it again; mutations invalidate its key. */
export const profileQuery = queryOptions({
  queryKey: profileKeys.all,
  queryFn: async () => profileData.parse(await callApi(PROFILE_PATH)),
  staleTime: 30_000,
});
