import { queryOptions } from '@tanstack/react-query';
import { NOTICE_COUNT_PATH } from '@/lib/contract/calls';
import { noticeCountData } from '@/lib/contract/auth';
import { callApi } from './bff';

/** The unread-notice count (noticeNums): refreshed on focus and every minute. */
export const noticeCountQuery = queryOptions({
  queryKey: ['notice', 'unread'],
  queryFn: async () => noticeCountData.parse(await callApi(NOTICE_COUNT_PATH)).num,
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
});
