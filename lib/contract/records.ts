import * as z from 'zod/mini';
import { integer } from './schema';

// A record list's payload and answer, the same for every list of the portal (funds records,
// the salary ledger, returns, registered members, performance detail, …): pages, an
// inclusive date range and one status of the list's own; a page of rows with the count and
// amount total of every matching row.

const day = z.optional(z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2})?$/, 'common.errors.date'))); // "YYYY-MM-DD", inclusive

/** Filters and pages of a record list. */
export const recordQuery = {
  page: z._default(integer(undefined, z.positive()), 1), // 1-based
  limit: z._default(integer(undefined, z.minimum(1), z.maximum(100)), 10), // rows per page
  from: day, // first day
  to: day, // last day
  status: z.optional(integer()), // one state of the list's own; absent = all
};

/** The payload of a plain record list. */
export const recordListInput = z.object(recordQuery);
export type RecordListInput = z.input<typeof recordListInput>;

/** A page of records with the count and amount total of every matching row. */
export const listOf = <T extends z.ZodMiniType>(row: T) =>
  z.object({
    list: z.array(row), // this page's rows
    total: z.coerce.number(), // the rows matching the filters, on every page
    sum: z.string(), // the amount total of every matching row, a decimal string
  });
