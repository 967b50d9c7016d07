import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { noticeCountData } from '@/lib/contract/auth';
import { NOTICE_COUNT_PATH } from '@/lib/contract/calls';
import { noticeDetailData, noticeListData, type NoticeListInput } from '@/lib/contract/notice';
import { callApi } from './bff';

/** The unread-notice count (noticeNums): refreshed on focus and every minute. */
export const noticeCountQuery = queryOptions({
  queryKey: ['notice', 'unread'],
  queryFn: async () => noticeCountData.parse(await callApi(NOTICE_COUNT_PATH)).num,
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
});

export const noticeListQuery = (input: NoticeListInput) =>
  queryOptions({
    queryKey: ['notice', 'list', input],
    queryFn: async () => noticeListData.parse(await callApi('notice/index', input)),
    placeholderData: keepPreviousData,
  });

/** Opening a notice marks it read upstream: the caller refreshes the count and the list. */
export const noticeDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['notice', 'detail', id],
    queryFn: async () => noticeDetailData.parse(await callApi('notice/detail', { id })),
  });
