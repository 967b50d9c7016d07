'use client';
import { useParamState } from '@/components/common/context/ScreenParams';
import { filtersOf, pageOf, type Filters } from '@/lib/contract/filters';
import type { RoutePath } from '@/lib/menu/routes';

const NAMES = ['status', 'from', 'to', 'page'] as const;

/**
 * A record list's filters and page kept in its URL (`?status=&from=&to=&page=`, issue 42): a
 * link (Home's "waiting on you") opens the list filtered, and a reload or a tab keeps it. What
 * RecordsView takes as its `state`.
 */
export function useRecordParams(path: RoutePath) {
  const [params, setParams] = useParamState(path, NAMES);
  const query = new URLSearchParams(Object.entries(params).filter(([, v]) => v));
  return {
    filters: filtersOf(query),
    page: pageOf(query),
    onChange: (next: Filters, page: number) => setParams({ status: next.status, from: next.from, to: next.to, page: page > 1 ? String(page) : '' }),
  };
}
