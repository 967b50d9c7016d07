import { DAY_BUCKET_MAX_DAYS } from '@/lib/contract/values';

// The reports' series: daily rows (only days with activity) summed into day or month buckets
// over a whole range, every bucket present (a quiet day is a 0, not a gap), and their labels in
// the locale's format. Values are integers (PV, or money in cents) so sums never drift.

export type Bucket = 'day' | 'month';
export type BucketRow<F extends string> = { key: string } & Record<F, number>;

const DAY_MS = 86_400_000;
const utc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Days from `from` to `to`, both counted ("2025-01-01".."2025-01-31" → 31). */
export const daysIn = (from: string, to: string) => Math.round((utc(to) - utc(from)) / DAY_MS) + 1;

/** Day buckets for a range of up to DAY_BUCKET_MAX_DAYS days, month buckets beyond. */
export const bucketFor = (from: string, to: string): Bucket => (daysIn(from, to) <= DAY_BUCKET_MAX_DAYS ? 'day' : 'month');

/** The bucket a "YYYY-MM-DD" day falls in: the day itself, or "YYYY-MM". */
export const bucketOf = (day: string, bucket: Bucket) => (bucket === 'day' ? day.slice(0, 10) : day.slice(0, 7));

/** Every bucket of the range, oldest first. */
export function bucketKeys(from: string, to: string, bucket: Bucket): string[] {
  const keys: string[] = [];
  if (from > to) return keys;
  if (bucket === 'day') {
    for (let ms = utc(from); ms <= utc(to); ms += DAY_MS) keys.push(iso(ms));
    return keys;
  }
  let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = to.slice(0, 7);
  for (let key = from.slice(0, 7); key <= last; key = `${y}-${String(m).padStart(2, '0')}`) {
    keys.push(key);
    if (++m > 12) [y, m] = [y + 1, 1];
  }
  return keys;
}

/** Sums the rows' `fields` into every bucket of the range; rows outside it are left out. */
export function bucketize<F extends string>(rows: readonly ({ day: string } & Record<F, number>)[], from: string, to: string, bucket: Bucket, fields: readonly F[]): BucketRow<F>[] {
  const out = new Map<string, BucketRow<F>>();
  for (const key of bucketKeys(from, to, bucket)) out.set(key, Object.assign({ key }, ...fields.map((f) => ({ [f]: 0 }))) as BucketRow<F>);
  for (const row of rows) {
    if (row.day < from || row.day > to) continue;
    const target = out.get(bucketOf(row.day, bucket))!;
    for (const f of fields) (target as Record<string, number>)[f] += row[f];
  }
  return [...out.values()];
}

/** The total of one field over rows. */
export const totalOf = <F extends string>(rows: readonly Record<F, number>[], field: F) => rows.reduce((s, r) => s + r[field], 0);

/** "1234.5" → 123450: a decimal string as integer cents (exact, no float arithmetic). */
export function centsOf(decimal: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?/.exec(decimal.trim());
  if (!m) return 0;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** 123450 → "1234.50". */
export const decimalOf = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A bucket's label in the locale: "Jan 5" / "1月5日" for a day ("Jan 5, 2025" / "2025年1月5日"
 * long), "Jan 2025" / "2025年1月" for a month. Written from the key's digits, as
 * Intl.DateTimeFormat writes them in the three locales (tests/unit/reports-buckets.test.ts
 * compares every day of several years): the first date format a page builds costs a phone
 * 20-120 ms of ICU data at load (issue 15), and the chart reports label every bucket.
 */
export function bucketLabel(key: string, bucket: Bucket, locale: string, long = false): string {
  const [y, m, d] = [Number(key.slice(0, 4)), Number(key.slice(5, 7)), Number(key.slice(8, 10))];
  const chinese = locale.startsWith('zh');
  if (bucket === 'month') return chinese ? `${y}年${m}月` : `${MONTHS[m - 1]} ${y}`;
  if (chinese) return `${long ? `${y}年` : ''}${m}月${d}日`;
  return `${MONTHS[m - 1]} ${d}${long ? `, ${y}` : ''}`;
}
