import { queryOptions } from '@tanstack/react-query';
import { profileData } from '@/lib/contract/auth';
import { PROFILE_PATH } from '@/lib/contract/calls';
import { callApi } from './bff';

/** The profile with its balances (store/info). Balances move with every funds action, so it
 *  is kept briefly and refetched when a screen needs it again; mutations invalidate ['profile']. */
export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: async () => profileData.parse(await callApi(PROFILE_PATH)),
  staleTime: 30_000,
});
