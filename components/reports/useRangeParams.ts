'use client';
import { useParamState } from '@/components/common/context/ScreenParams';
import { dateParam, type Range } from '@/lib/contract/filters';

// A report's range in its URL (?from=&to=, issue 17): a reload, its tab and a shared link show
// the same rows. "" is an open end; a value not shaped YYYY-MM-DD is an open end too.

export function useRangeParams(path: '/reports/performance' | '/reports/teamformance' | '/reports/commission'): [Range, (patch: Partial<Range>) => void] {
  const [values, set] = useParamState(path, ['from', 'to']);
  return [{ from: dateParam(values.from), to: dateParam(values.to) }, set];
}
