import dayjs, { type Dayjs } from 'dayjs';

// A date filter holds what the contract carries: a day as 'YYYY-MM-DD', or '' when the filter is
// off. The pickers hold a Dayjs (null when empty). These two convert between them.

export type DateRange = { from: string; to: string };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The picker value of a filter day: null for '' and for anything that is not a real 'YYYY-MM-DD' day. */
export function dayOf(iso: string | undefined): Dayjs | null {
  if (!iso || !ISO_DAY.test(iso)) return null;
  const day = dayjs(iso);
  // dayjs rolls 2025-02-30 over to March: only a day that formats back to itself is real.
  return day.isValid() && day.format('YYYY-MM-DD') === iso ? day : null;
}

/** The filter day of a picker value: '' for an emptied field, null while it is not a whole day (being typed). */
export function isoOf(day: Dayjs | null): string | null {
  if (day === null) return '';
  return day.isValid() ? day.format('YYYY-MM-DD') : null;
}
