import type { RecordListInput } from './records';
import type { RangeInput } from './reports';

// The filters of a record list and the range of a report as their screens hold them, and the
// payloads they make. No schema here: a screen without a form loads no zod (issue 15).

/** A list's filters: "" is no filter. */
export type Filters = { from: string; to: string; status: string };
export const NO_FILTERS: Filters = { from: '', to: '', status: '' };
export const RECORDS_PER_PAGE = 10;

/** The payload of page `page` under the filters (a list's first answer is page 1 of NO_FILTERS). */
export const recordsInput = (filters: Filters, page: number, limit = RECORDS_PER_PAGE): RecordListInput => ({
  page, limit, from: filters.from || undefined, to: filters.to || undefined, status: filters.status === '' ? undefined : Number(filters.status),
});

/** A report's range: "" is an open end. */
export type Range = { from: string; to: string };
/** The payload of a range: open ends left out. */
export const rangePayload = ({ from, to }: Range): RangeInput => ({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A range end from a URL: a value not shaped YYYY-MM-DD is an open end. */
export const dateParam = (value: string) => (DATE.test(value) ? value : '');

/** A list's filters from its URL (`?status=&from=&to=`): a value of another shape is no filter. */
export const filtersOf = (query: URLSearchParams): Filters => ({
  from: dateParam(query.get('from') ?? ''),
  to: dateParam(query.get('to') ?? ''),
  status: /^\d{1,2}$/.test(query.get('status') ?? '') ? String(Number(query.get('status'))) : '',
});
/** A list's page from its URL (`?page=`): 1 unless a positive integer. */
export const pageOf = (query: URLSearchParams) => (/^[1-9]\d{0,8}$/.test(query.get('page') ?? '') ? Number(query.get('page')) : 1);
