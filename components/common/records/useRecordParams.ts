'use client';
import { useScreenParams } from '@/components/common/context/ScreenParams';
import { filtersOf, pageOf } from '@/lib/contract/filters';

/**
 * The filters and page a record list opens with, from its URL (`?status=&from=&to=&page=`,
 * issue 42): a link (Home's "waiting on you") opens the list filtered, and so do a reload and a
 * tab of that URL. What RecordsView takes as `opened`; the view keeps the operator's changes.
 */
export function useRecordParams() {
  const query = useScreenParams();
  return { filters: filtersOf(query), page: pageOf(query) };
}
