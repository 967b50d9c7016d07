'use client';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { memo, useMemo, useState } from 'react';
import { useSeenOnce } from '@/components/common/lazy/useSeenOnce';
import { Link } from '@/components/common/nav/Link';
import { useAllowed } from '@/components/common/nav/useAllowed';
import { incomeMonthsQuery } from '@/lib/api/home';
import { bucketLabel, decimalOf } from '@/lib/format/buckets';
import { SALARY_KINDS } from '@/lib/contract/values';
import { dayOf, INCOME_MONTHS, monthChange, monthsRange, type IncomeMonths } from '@/lib/format/home';
import { formatCount } from '@/lib/format/number';
import { formatMoney } from '@/lib/format/money';
import { routeHref } from '@/lib/menu/routes';
import { CardEmpty, CardError, HomeCard, useCardAnswer, type Answer, type CardState } from './HomeCard';

// Income over time (issue 42): salary income by month over the last 6 or 12 months (the salary
// record's income movements), this month against the last in one line, as MUI X's bar chart
// with its summary and "Show as table" (the reports' ReportChart). The chart's module (MUI X,
// ~99 KB) loads with this card once its data is there and its place is in view, never with
// Home's first paint; a plain skeleton of its size holds the place until then. The link to the
// salary record is left out when the operator's menu hides it (spec §2: the guard would answer it
// with the 403 page); the chart and its figures stay.

const CHART_HEIGHT = { xs: 250, sm: 310 }; // ReportChart's box
/** The body: this-month line, the chart's title row, the chart, its summary line. */
const HEIGHT = { xs: CHART_HEIGHT.xs + 150, sm: CHART_HEIGHT.sm + 112 }; // a phone's this-month line takes two lines

/**
 * The chart's place until its module has come: a plain skeleton of its size. It pulses only while
 * the module loads, not while it waits to be scrolled into view (Home's default state on a phone).
 */
const chartSkeleton = (loading: boolean) => (
  <Skeleton variant="rounded" animation={loading && 'pulse'} sx={{ height: { xs: CHART_HEIGHT.xs + 64, sm: CHART_HEIGHT.sm + 64 } }} data-testid="home-income-chart-loading" />
);
const ReportChart = dynamic(() => import('@/components/common/charts/ReportChart').then((m) => m.ReportChart<'income'>), {
  ssr: false,
  loading: () => chartSkeleton(true),
});

type Place = Parameters<typeof HomeCard>[0]['place'];
type Range = ReturnType<typeof monthsRange>;
const useIncome = (range: Range) => useQuery(incomeMonthsQuery(range));
type Rows = NonNullable<ReturnType<typeof useIncome>['data']>;

export function IncomeCard({ place }: { place: Place }) {
  const [months, setMonths] = useState<IncomeMonths>(6);
  const today = dayOf(new Date());
  const range = useMemo(() => monthsRange(today, months), [today, months]); // the same object while the day and choice hold: the body is memoised
  const answer = useCardAnswer(useIncome(range));
  return <IncomeBody answer={answer} months={months} setMonths={setMonths} range={range} place={place} />;
}

type BodyProps = { answer: Answer<Rows>; months: IncomeMonths; setMonths: (m: IncomeMonths) => void; range: Range; place: Place };

const IncomeBody = memo(function IncomeBody({ answer, months, setMonths, range, place }: BodyProps) {
  const t = useTranslations('home.income');
  const locale = useLocale();
  const rows = answer.data;
  const state: CardState = answer.isPending ? 'loading' : answer.isError || !rows ? 'error' : rows.some((r) => r.income !== 0) ? 'full' : 'empty';
  const change = rows ? monthChange(rows) : null;
  const money = (cents: number) => formatMoney(decimalOf(cents), locale);
  // The chart's module is asked for once its place is in view (below the fold at load, as a rule).
  const [chartPlace, seen] = useSeenOnce<HTMLDivElement>();
  const record = useAllowed('/reports/integralRecord');

  return (
    <HomeCard
      id="income"
      title={t('title')}
      icon={<ShowChartIcon />}
      state={state}
      height={HEIGHT}
      place={place}
      action={
        <ToggleButtonGroup size="small" exclusive value={months} onChange={(_, v: IncomeMonths | null) => v && setMonths(v)} aria-label={t('range')}>
          {INCOME_MONTHS.map((m) => (
            <ToggleButton key={m} value={m} sx={{ py: 0.25, px: 1 }} data-testid={`home-income-${m}`}>{t('months', { count: m })}</ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      {state === 'loading' && (
        <>
          <Skeleton width="80%" sx={{ mb: 1 }} />
          <Skeleton variant="rounded" sx={{ flex: 1 }} />
        </>
      )}
      {state === 'error' && <CardError message={t('error')} retry={() => void answer.refetch()} busy={answer.isFetching} testId="home-income-error" centered />}
      {state === 'empty' && (
        <CardEmpty testId="home-income-empty">
          {t('empty', { count: months })}
          {record && <Button component={Link} size="small" href={routeHref('/reports/integralRecord')} sx={{ display: 'flex', mx: 'auto', mt: 1 }} data-testid="home-income-record">{t('record')}</Button>}
        </CardEmpty>
      )}
      {state === 'full' && rows && (
        <>
          <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1, minHeight: 24 }}>
          <Typography variant="body2" data-testid="home-income-change">
            {change &&
              t('change', {
                month: bucketLabel(rows[rows.length - 1].key, 'month', locale),
                current: money(change.current),
                previous: money(change.previous),
                direction: change.percent === null ? 'none' : change.percent > 0 ? 'up' : change.percent < 0 ? 'down' : 'same',
                percent: change.percent === null ? '' : formatCount(Math.abs(change.percent), locale),
              })}
          </Typography>
          {record && (
            <Button component={Link} size="small" href={routeHref('/reports/integralRecord', { status: SALARY_KINDS.income, from: range.from, to: range.to })} data-testid="home-income-record" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
              {t('entries')}
            </Button>
          )}
          </Box>
          <Box ref={chartPlace} data-loads-in-view sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
            {seen ? (
              <ReportChart
                name="home-income"
                title={t('chart', { count: months })}
                kind="bar"
                bucket="month"
                rows={rows}
                series={[{ field: 'income', label: t('series'), color: 'var(--mui-palette-primary-main)', money: true }]}
              />
            ) : (
              chartSkeleton(false)
            )}
          </Box>
        </>
      )}
    </HomeCard>
  );
});
