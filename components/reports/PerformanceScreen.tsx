'use client';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Activity } from 'react';
import { incomeQuery } from '@/lib/api/reports';
import { incomeList } from '@/lib/lists/reports';
import { rangePayload } from '@/lib/contract/filters';
import { INCOME_KINDS } from '@/lib/contract/values';
import { bucketFor, bucketize, centsOf } from '@/lib/format/buckets';
import { formatCount } from '@/lib/format/number';
import { formatMoney } from '@/lib/format/money';
import { RecordsView } from '@/components/common/records/RecordsView';
import { Figures } from './Figures';
import { RangeBar } from './RangeBar';
import { useRangeParams } from './useRangeParams';
import { legSeries, ReportChart, THEME_COLORS } from '@/components/common/charts/ReportChart';

// My performance (spec §2 /reports/performance; uincome/index, uincome/getsearch): this
// period's figures; over the chosen range the income by source and in total, the legs' new
// volume and their carry-forward, charts of income and of the two legs (day or month buckets),
// and the income entries with their export (CSV, Excel). The range is the URL's (?from=&to=, issue 17).

const KIND_KEYS = { [INCOME_KINDS.referral]: 'referral', [INCOME_KINDS.pairing]: 'pairing', [INCOME_KINDS.team]: 'team' } as const;

export function PerformanceScreen() {
  const t = useTranslations('reports');
  const chart = useTranslations('common.chart');
  const locale = useLocale();
  const [range, setRange] = useRangeParams('/reports/performance');
  // While another range's answer comes, the previous one stays, dimmed, and the report is busy.
  const { data, isPlaceholderData: busy } = useQuery(incomeQuery(rangePayload(range)));
  const bucket = data ? bucketFor(data.from, data.to) : 'month';
  const rows = data && bucketize(data.days.map((d) => ({ ...d, income: centsOf(d.income) })), data.from, data.to, bucket, ['income', 'left', 'right'] as const);
  const money = (v: string | undefined) => v && formatMoney(v, locale);
  const pv = (v: number | undefined) => (v === undefined ? undefined : formatCount(v, locale));
  const kindLabel = (kind: number) => (kind in KIND_KEYS ? t(`incomeKinds.${KIND_KEYS[kind as keyof typeof KIND_KEYS]}`) : String(kind));
  const carry = (left: number | undefined, right: number | undefined) =>
    left === undefined || right === undefined ? undefined : t('performance.carryValue', { left: formatCount(left, locale), right: formatCount(right, locale) });

  return (
    <>
      <Box sx={{ p: { xs: 1.5, sm: 3 }, pb: { xs: 0, sm: 0 }, maxWidth: 1100, mx: 'auto' }}>
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} aria-busy={busy || undefined} data-testid="report">
          <Typography variant="h6" component="h1" sx={{ mb: 2 }}>{t('performance.title')}</Typography>
          <Figures
            title={data && t('performance.period', { from: data.period_from, to: data.period_to })}
            figures={[
              { id: 'period-income', label: t('performance.income'), value: money(data?.period_income) },
              { id: 'period-left', label: t('performance.leftVolume'), value: pv(data?.period_left) },
              { id: 'period-right', label: t('performance.rightVolume'), value: pv(data?.period_right) },
            ]}
          />
          <RangeBar name="performance" value={range} onChange={setRange} />
          <Figures
            busy={busy}
            title={data && t('performance.range', { from: data.from, to: data.to })}
            figures={[
              { id: 'range-income', label: t('performance.income'), value: money(data?.income) },
              { id: 'range-left', label: t('performance.leftVolume'), value: pv(data?.left) },
              { id: 'range-right', label: t('performance.rightVolume'), value: pv(data?.right) },
              { id: 'range-carry', label: t('performance.carryOut'), value: carry(data?.carry_left, data?.carry_right) },
            ]}
          />
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }} data-testid="range-carry-in">
            {data ? t('performance.carryIn', { value: carry(data.carry_in_left, data.carry_in_right)! }) : <Skeleton width={200} />}
          </Typography>
          <ReportChart name="income" title={t('performance.incomeChart')} kind="bar" bucket={bucket} rows={rows}
            series={[{ field: 'income', label: t('performance.income'), color: THEME_COLORS.primary, money: true }]} />
          <ReportChart name="legs" title={t('performance.legsChart')} kind="line" bucket={bucket} rows={rows}
            series={legSeries(t)} />
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>{t('performance.sources')}</Typography>
          {/* The skeleton is as tall as the table with its three sources: nothing moves when it comes. */}
          {!data ? (
            <Skeleton variant="rounded" height={169} />
          ) : (
            <Table size="small" data-testid="income-sources">
              <TableHead>
                <TableRow>
                  <TableCell>{t('performance.source')}</TableCell>
                  <TableCell align="right">{t('performance.count')}</TableCell>
                  <TableCell align="right">{t('performance.amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.sources.map((s) => (
                  <TableRow key={s.kind} data-testid="income-source">
                    <TableCell>{kindLabel(s.kind)}</TableCell>
                    <TableCell align="right">{formatCount(s.count, locale)}</TableCell>
                    <TableCell align="right">{formatMoney(s.amount, locale)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>{chart('total')}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>{formatCount(data.sources.reduce((s, x) => s + x.count, 0), locale)}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="income-sources-total">{formatMoney(data.income, locale)}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          )}
        </Paper>
      </Box>
      {/* The entries under the report hydrate in a pass of their own, after it (as its charts do). */}
      <Activity>
        <RecordsView list={incomeList} scope={range} />
      </Activity>
    </>
  );
}
