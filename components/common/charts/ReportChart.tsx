'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { usePhone } from '@/components/common/context/usePhone';
import { useLocale, useTranslations } from 'next-intl';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { Activity, useId, useState } from 'react';
import { bucketLabel, decimalOf, totalOf, type Bucket, type BucketRow } from '@/lib/format/buckets';
import { formatCompact } from '@/lib/format/compact';
import { formatCount } from '@/lib/format/number';
import { formatMoney } from '@/lib/format/money';

// A report chart with its text alternative: a one-line summary of the totals under it, and
// a "Show as table" toggle that swaps the chart for its data. The chart is MUI X's BarChart or
// LineChart, loaded with the screen that shows it (a report, or Home's income card, lazily). Colours are the theme's CSS
// variables, so dark mode and the primary colour follow without a re-render; grey mode is the
// page's filter. Numbers and dates are in the locale's format.
// A chart is an <Activity> boundary of its own (issue 74): React hydrates the server's HTML of
// the chart (MUI X's SVG, the most work of a report's screen) in a low-priority pass of its
// own, in slices, after the figures above it, instead of the whole screen in one long task at
// load (React's selective hydration, as Home's cards do).

export type ChartSeries<F extends string> = {
  field: F;
  label: string;
  color: string; // a CSS colour, e.g. the theme's var(--mui-palette-primary-main)
  money?: boolean; // values are cents
};

type Props<F extends string> = {
  name: string; // test ids
  title: string;
  kind: 'bar' | 'line';
  bucket: Bucket;
  rows: readonly BucketRow<F>[] | undefined; // undefined while loading
  series: readonly ChartSeries<F>[];
  label?: (key: string) => string; // the x label of a row (default: the bucket's date)
};

/** The chart's box, legend included (the chart fills it): the same before and after the data. */
const HEIGHT = { xs: 250, sm: 310 };
/** A line's marks are drawn up to this many points (a month of days). */
const MARKS_UP_TO = 31;

export const THEME_COLORS = {
  primary: 'var(--mui-palette-primary-main)',
  second: 'var(--mui-palette-warning-main)',
  third: 'var(--mui-palette-info-main)',
} as const;

/** The two legs as series, in the same colours on every report (t: the "reports" messages). */
export const legSeries = (t: (key: 'legs.left' | 'legs.right') => string): ChartSeries<'left' | 'right'>[] => [
  { field: 'left', label: t('legs.left'), color: THEME_COLORS.primary },
  { field: 'right', label: t('legs.right'), color: THEME_COLORS.second },
];

export function ReportChart<F extends string>({ name, title, kind, bucket, rows, series, label }: Props<F>) {
  const t = useTranslations('common.chart');
  const locale = useLocale();
  const phone = usePhone();
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const labelOf = label ?? ((key: string) => bucketLabel(key, bucket, locale));
  const longLabelOf = label ?? ((key: string) => bucketLabel(key, bucket, locale, true));
  const format = (s: ChartSeries<F>, value: number) => (s.money ? formatMoney(decimalOf(value), locale) : formatCount(value, locale));
  const summary = rows && rows.length > 0
    ? t('summary', {
        from: longLabelOf(rows[0].key),
        to: longLabelOf(rows[rows.length - 1].key),
        totals: series.map((s) => `${s.label} ${format(s, totalOf(rows, s.field))}`).join(t('separator')),
      })
    : t('empty');

  const loading = !rows;
  const keys = (rows ?? []).map((r) => r.key);
  const common = {
    xAxis: [{ scaleType: 'band' as const, data: keys, valueFormatter: (key: string, ctx: { location: string }) => (ctx.location === 'tooltip' ? longLabelOf(key) : labelOf(key)) }],
    yAxis: [{ width: phone ? 44 : 56, valueFormatter: (v: number | null) => (v === null ? '' : formatCompact(v, locale)) }],
    margin: { left: 4, right: phone ? 8 : 16, top: 8, bottom: 4 },
    localeText: { noData: t('empty'), loading: t('loading') },
    skipAnimation: true,
    loading,
  };
  const data = series.map((s) => ({
    data: (rows ?? []).map((r) => (s.money ? r[s.field] / 100 : r[s.field])),
    label: s.label,
    color: s.color,
    valueFormatter: (v: number | null) => (v === null ? '' : s.money ? formatMoney(v.toFixed(2), locale) : formatCount(v, locale)),
  }));

  return (
    <Activity>
      <Box component="section" aria-labelledby={titleId} sx={{ mb: 3 }} data-testid={`${name}-chart`}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{title}</Typography>
          <Button size="small" onClick={() => setAsTable((v) => !v)} aria-pressed={asTable} data-testid={`${name}-as-table`} disabled={!rows}>
            {asTable ? t('showChart') : t('showTable')}
          </Button>
        </Box>
        {rows && asTable ? (
          <Box sx={{ maxHeight: 360, overflow: 'auto' }}>
            <Table size="small" stickyHeader data-testid={`${name}-table`}>
              <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>{summary}</caption>
              <TableHead>
                <TableRow>
                  <TableCell>{t(bucket === 'day' ? 'day' : 'month')}</TableCell>
                  {series.map((s) => <TableCell key={s.field} align="right">{s.label}</TableCell>)}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.key}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{longLabelOf(r.key)}</TableCell>
                    {series.map((s) => <TableCell key={s.field} align="right">{format(s, r[s.field])}</TableCell>)}
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>{t('total')}</TableCell>
                  {series.map((s) => <TableCell key={s.field} align="right" sx={{ fontWeight: 600 }}>{format(s, totalOf(rows, s.field))}</TableCell>)}
                </TableRow>
              </TableBody>
            </Table>
          </Box>
        ) : (
          <>
            {/* While loading, the chart (empty, with MUI X's loading overlay and its legend) in its
                fixed box and a skeleton summary line hold the place: nothing moves when the data comes. */}
            <Box role="img" aria-label={`${title}: ${rows ? summary : t('loading')}`} aria-busy={loading || undefined} sx={{ height: HEIGHT }}>
              {kind === 'bar' ? (
                <BarChart {...common} series={data} />
              ) : (
                <LineChart {...common} series={data.map((s) => ({ ...s, showMark: keys.length <= MARKS_UP_TO, curve: 'linear' as const }))} />
              )}
            </Box>
            <Typography variant="body2" color="textSecondary" data-testid={rows ? `${name}-summary` : undefined}>{rows ? summary : <Skeleton width="70%" />}</Typography>
          </>
        )}
      </Box>
    </Activity>
  );
}
