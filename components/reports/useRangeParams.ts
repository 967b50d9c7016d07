'use client';
import { useParamState } from '@/components/common/ScreenParams';
import type { Range } from './RangeBar';

// A report's range in its URL (?from=&to=, issue 17): a reload, its tab and a shared link show
// the same rows. "" is an open end; a value not shaped YYYY-MM-DD is an open end too.

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const dateParam = (value: string) => (DATE.test(value) ? value : '');

export function useRangeParams(path: '/reports/performance' | '/reports/teamformance'): [Range, (patch: Partial<Range>) => void] {
  const [values, set] = useParamState(path, ['from', 'to']);
  return [{ from: dateParam(values.from), to: dateParam(values.to) }, set];
}
