import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { NoticeListInput } from '@/lib/contract/notice';
import { noticeCountRead } from '@/lib/contract/reads';
import { callApi, queryOf } from './bff';
import { KEY_ROOTS } from '@/lib/contract/keys';

export const noticeKeys = {
  all: KEY_ROOTS.notice,
  unread: () => [...noticeKeys.all, 'unread'] as const,
  list: (input: NoticeListInput) => [...noticeKeys.all, 'list', input] as const,
  detail: (id: number) => [...noticeKeys.all, 'detail', id] as const,
};

/** After a notice was read: the count and the lists (not the details) are stale. */
export const afterNoticeRead = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: noticeKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' });

/**
 * The unread-notice count (noticeNums): refreshed on every focus and every minute. Fresh in
 * between, so that the asker mounted later at load (Home's header, after the top bar's bell:
 * the page hydrates in parts) takes the bell's answer instead of asking again.
 */
export const noticeCountQuery = queryOptions({
  ...queryOf(noticeCountRead),
  refetchInterval: 60_000,
  staleTime: 60_000,
  refetchOnWindowFocus: 'always',
});

export const noticeListQuery = (input: NoticeListInput) =>
  queryOptions({
    queryKey: noticeKeys.list(input),
    queryFn: () => callApi('notice/index', input),
    placeholderData: keepPreviousData,
  });

/** Opening a notice marks it read upstream: the caller refreshes the count and the list. */
export const noticeDetailQuery = (id: number) =>
  queryOptions({
    queryKey: noticeKeys.detail(id),
    queryFn: () => callApi('notice/detail', { id }),
  });
