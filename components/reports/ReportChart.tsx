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
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { bucketLabel, decimalOf, totalOf, type Bucket, type BucketRow } from '@/lib/format/buckets';
import { formatCompact } from '@/lib/format/compact';
import { formatCount } from '@/lib/format/number';
import { formatMoney } from '@/lib/format/money';

// A report chart (@mui/x-charts, only ever imported by the report screens, which the shell
// loads on demand) with its text alternative: a one-line summary of the totals under it, and
// a "Show as table" toggle that swaps the chart for its data. Colours are the theme's CSS
// variables, so dark mode and the primary colour follow without a re-render; grey mode is the
// page's filter. Numbers and dates are in the locale's format.

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
  const t = useTranslations('reports.chart');
  const locale = useLocale();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
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

  const dataset = (rows ?? []).map((r) => Object.assign({ key: r.key }, ...series.map((s) => ({ [s.field]: s.money ? r[s.field] / 100 : r[s.field] }))));
  const common = {
    dataset,
    height: phone ? 220 : 280,
    xAxis: [{ scaleType: 'band' as const, dataKey: 'key', valueFormatter: (key: string, ctx: { location: string }) => (ctx.location === 'tooltip' ? longLabelOf(key) : labelOf(key)) }],
    yAxis: [{ width: phone ? 44 : 56, valueFormatter: (v: number | null) => (v === null ? '' : formatCompact(v, locale)) }],
    series: series.map((s) => ({
      dataKey: s.field,
      label: s.label,
      color: s.color,
      valueFormatter: (v: number | null) => (v === null ? '' : s.money ? formatMoney(v.toFixed(2), locale) : formatCount(v, locale)),
    })),
    margin: { left: 4, right: phone ? 8 : 16, top: 8, bottom: 4 },
    localeText: { noData: t('empty'), loading: t('loading') },
    skipAnimation: true,
  };

  return (
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
          {/* While loading, the chart itself (empty, with its loading overlay and legend) and a
              skeleton summary line hold the place: nothing below moves when the data comes (CLS). */}
          <Box role="img" aria-label={`${title}: ${rows ? summary : t('loading')}`} aria-busy={!rows || undefined}>
            {kind === 'bar' ? (
              <BarChart {...common} loading={!rows} />
            ) : (
              <LineChart {...common} loading={!rows} series={common.series.map((s) => ({ ...s, showMark: (rows?.length ?? 0) <= 31, curve: 'linear' as const }))} />
            )}
          </Box>
          <Typography variant="body2" color="text.secondary" data-testid={rows ? `${name}-summary` : undefined}>{rows ? summary : <Skeleton width="70%" />}</Typography>
        </>
      )}
    </Box>
  );
}
