import { bucketize, centsOf, type Bucket, type BucketRow } from './buckets';
import { formatCount } from './number';

// The commission breakdown (issue 59, components/reports/CommissionScreen.tsx): each kind's share
// of the income, and the kinds' income by bucket (day or month), in cents.

/** The kinds' fields of a chart row. */
export const KIND_FIELDS = ['referral', 'pairing', 'team'] as const;
export type KindField = (typeof KIND_FIELDS)[number];

/** A kind's share of `totalCents`, in tenths of a percent (0 when the total is 0). */
export const shareTenths = (cents: number, totalCents: number) => (totalCents === 0 ? 0 : Math.round((cents * 1000) / totalCents));

/** A share in tenths of a percent as the locale writes it, one decimal ("33.3"). */
export function formatShare(tenths: number, locale: string): string {
  const whole = formatCount(Math.trunc(tenths / 10), locale);
  return `${tenths < 0 && tenths > -10 ? '-' : ''}${whole}.${Math.abs(tenths % 10)}`;
}

/**
 * Entries of a range as chart rows: each bucket between `from` and `to` (every one present),
 * each kind's income in it in cents. `fieldOf` names a kind's field (undefined: not counted).
 */
export function kindBuckets(
  entries: readonly { kind: number; amount: string; time: string }[],
  from: string,
  to: string,
  bucket: Bucket,
  fieldOf: (kind: number) => KindField | undefined,
): BucketRow<KindField>[] {
  const rows = entries.flatMap((e) => {
    const field = fieldOf(e.kind);
    if (!field) return [];
    const row = { day: e.time.slice(0, 10), referral: 0, pairing: 0, team: 0 };
    row[field] = centsOf(e.amount);
    return [row];
  });
  return bucketize(rows, from, to, bucket, KIND_FIELDS);
}
