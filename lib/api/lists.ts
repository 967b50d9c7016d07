import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CallPath } from '@/lib/contract/calls';
import type { RecordListInput } from '@/lib/contract/records';
import { listRead, type ListDef, type Scope } from '@/lib/lists/define';
import { queryOf } from './bff';
import { refetchOnMount } from './seed';

// A list's pages as the screen asks them (RecordsView): its definition's read, the last page
// kept on screen while the next loads; a report's list asked again whenever it is opened.

/** Asked again whenever its screen is opened (figures that move with the network). */
export const FRESH = { staleTime: 0, refetchOnMount: refetchOnMount('always') } as const;

/** The query of a page of `list` under `scope` (what the screen adds: a keyword, a member, a range). */
export const listQuery = <P extends CallPath>(list: ListDef<P>, scope?: Scope) => (input: RecordListInput) =>
  queryOptions({ ...queryOf(listRead(list, scope)(input)), placeholderData: keepPreviousData, ...(list.fresh && FRESH) });
