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
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { loadOnce } from '@/components/common/lazy/loadOnce';
import { bucketLabel, decimalOf, totalOf, type Bucket, type BucketRow } from '@/lib/format/buckets';
import { formatCompact } from '@/lib/format/compact';
import { formatCount } from '@/lib/format/number';
import { formatMoney } from '@/lib/format/money';
import type { ChartSpec } from './chartSpec';
import { LightChart } from './LightChart';
import type { MuiReportChart } from './MuiReportChart';

// A report chart with its text alternative: a one-line summary of the totals under it, and
// a "Show as table" toggle that swaps the chart for its data. The chart is @mui/x-charts
// (MuiReportChart.tsx), loaded when the operator first points at, touches or focuses it; until
// then its look-alike (LightChart.tsx) draws the same picture (issue 15: the chart library is
// not in the report's first load). Colours are the theme's CSS variables, so dark mode and the
// primary colour follow without a re-render; grey mode is the page's filter. Numbers and dates
// are in the locale's format.

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

  const spec: ChartSpec = {
    kind,
    phone,
    keys: (rows ?? []).map((r) => r.key),
    series: series.map((s) => ({
      label: s.label,
      color: s.color,
      values: (rows ?? []).map((r) => (s.money ? r[s.field] / 100 : r[s.field])),
      format: (v: number) => (s.money ? formatMoney(v.toFixed(2), locale) : formatCount(v, locale)),
    })),
    tickLabel: labelOf,
    tooltipLabel: longLabelOf,
    yLabel: (v) => formatCompact(v, locale),
    loading: !rows,
    text: { loading: t('loading'), empty: t('empty') },
  };

  // MUI X's chart on the operator's intent. Once drawn, it gets what the look-alike had: the
  // focus (unless the operator has moved it elsewhere meanwhile: else it fell to the body), and
  // a mouse resting over it, as the entry and move that MUI X missed (its tooltip shows at once).
  const [Chart, setChart] = useState<typeof MuiReportChart | null>(chart.loaded);
  const drawing = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  const mouse = useRef<{ x: number; y: number } | null>(null);
  const load = (focused: boolean) => {
    refocus.current ||= focused;
    if (!Chart) chart.load().then((loaded) => setChart(() => loaded), () => {}); // offline: the next intent tries again
  };
  const track = (event: ReactPointerEvent<HTMLDivElement>) => {
    mouse.current = event.pointerType === 'touch' ? null : { x: event.clientX, y: event.clientY };
  };
  useEffect(() => {
    const root = drawing.current;
    if (!Chart || !root) return;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (refocus.current && lost) root.querySelector<HTMLElement>('.MuiChartsSurface-root [tabindex="0"]')?.focus();
    refocus.current = false;
    if (mouse.current) replayMouse(root, mouse.current);
  }, [Chart]);

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
          <Box role="img" aria-label={`${title}: ${rows ? summary : t('loading')}`} aria-busy={!rows || undefined} ref={drawing}
            onPointerEnter={track} onPointerMove={track} onPointerLeave={() => (mouse.current = null)}>
            {Chart ? <Chart spec={spec} /> : <LightChart spec={spec} onIntent={load} />}
          </Box>
          <Typography variant="body2" color="textSecondary" data-testid={rows ? `${name}-summary` : undefined}>{rows ? summary : <Skeleton width="70%" />}</Typography>
        </>
      )}
    </Box>
  );
}

/** MUI X's chart, fetched once for every report chart. */
const chart = loadOnce(() => import('./MuiReportChart').then((m) => m.MuiReportChart));

/** The browser's entry into each element under a resting mouse, then a move over it. */
function replayMouse(root: HTMLElement, { x, y }: { x: number; y: number }) {
  const target = document.elementFromPoint(x, y);
  if (!target || !root.contains(target)) return;
  const init = { clientX: x, clientY: y, pointerType: 'mouse', isPrimary: true };
  const entered: Element[] = [];
  for (let el: Element | null = target; el && el !== root; el = el.parentElement) entered.unshift(el);
  for (const el of entered) el.dispatchEvent(new PointerEvent('pointerenter', init));
  target.dispatchEvent(new PointerEvent('pointermove', { ...init, bubbles: true }));
}
