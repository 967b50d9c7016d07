'use client';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
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
import { commissionFirstQuery, commissionRestQuery, incomeQuery } from '@/lib/api/reports';
import { incomeList } from '@/lib/lists/reports';
import { NO_FILTERS, rangePayload } from '@/lib/contract/filters';
import { INCOME_KINDS } from '@/lib/contract/values';
import { bucketFor, centsOf } from '@/lib/format/buckets';
import { formatShare, kindBuckets, shareTenths, type KindField } from '@/lib/format/commission';
import { formatCount } from '@/lib/format/number';
import { formatMoney } from '@/lib/format/money';
import { routeHref } from '@/lib/menu/routes';
import { useParamState } from '@/components/common/context/ScreenParams';
import { Link } from '@/components/common/nav/Link';
import { RecordsView } from '@/components/common/records/RecordsView';
import { ReportChart, THEME_COLORS } from '@/components/common/charts/ReportChart';
import { Figures } from './Figures';
import { RangeBar } from './RangeBar';
import { useRangeParams } from './useRangeParams';

// Commissions by kind (issue 59; uincome/index, uincome/getsearch): over the chosen range each
// kind of income (referral, pairing, team bonus) with its count, total and share; a chart of the
// kinds by month (by day up to 62 days, as the other reports); and the income entries, of the
// kind a click on its row names. The range and the kind are the URL's (?from=&to=&kind=).

const PATH = '/reports/commission';
const KIND_OF: Record<number, KindField> = { [INCOME_KINDS.referral]: 'referral', [INCOME_KINDS.pairing]: 'pairing', [INCOME_KINDS.team]: 'team' };
const COLORS: Record<KindField, string> = { referral: THEME_COLORS.primary, pairing: THEME_COLORS.second, team: THEME_COLORS.third };
const ENTRIES_ID = 'commission-entries';

export function CommissionScreen() {
  const t = useTranslations('reports');
  const chart = useTranslations('common.chart');
  const locale = useLocale();
  const [range, setRange] = useRangeParams(PATH);
  const [{ kind }] = useParamState(PATH, ['kind']);
  const status = /^\d{1,2}$/.test(kind) ? String(Number(kind)) : '';
  // While another range's answers come, the previous ones stay, dimmed, and the report is busy.
  const { data, isPlaceholderData: busy } = useQuery(incomeQuery(rangePayload(range)));
  const first = useQuery(commissionFirstQuery(range));
  const rest = useQuery(commissionRestQuery(range, first.data?.total ?? 0));
  const entries = first.data && (first.data.total <= first.data.list.length ? first.data.list : rest.data && [...first.data.list, ...rest.data]);
  const bucket = data ? bucketFor(data.from, data.to) : 'month';
  const rows = data && entries && kindBuckets(entries, data.from, data.to, bucket, (k) => KIND_OF[k]);
  const kindLabel = (k: number) => (k in KIND_OF ? t(`incomeKinds.${KIND_OF[k]}`) : String(k));
  const totalCents = data ? centsOf(data.income) : 0;
  const count = data?.sources.reduce((s, x) => s + x.count, 0);
  const showEntries = () => requestAnimationFrame(() => document.getElementById(ENTRIES_ID)?.scrollIntoView({ block: 'start' }));

  return (
    <>
      <Box sx={{ p: { xs: 1.5, sm: 3 }, pb: { xs: 0, sm: 0 }, maxWidth: 1100, mx: 'auto' }}>
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} aria-busy={busy || undefined} data-testid="report">
          <Typography variant="h6" component="h1" sx={{ mb: 2 }}>{t('commission.title')}</Typography>
          <RangeBar name="commission" value={range} onChange={setRange} />
          <Figures
            busy={busy}
            title={data && t('commission.range', { from: data.from, to: data.to })}
            figures={[
              { id: 'commission-total', label: t('commission.total'), value: data && formatMoney(data.income, locale) },
              { id: 'commission-count', label: t('commission.entriesCount'), value: count === undefined ? undefined : formatCount(count, locale) },
            ]}
          />
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>{t('commission.kinds')}</Typography>
          {/* The skeleton is as tall as the table with its three kinds: nothing moves when it comes. */}
          {!data ? (
            <Skeleton variant="rounded" height={169} sx={{ mb: 3 }} />
          ) : (
            <Box sx={{ overflowX: 'auto', mb: 3 }}>
              <Table size="small" data-testid="commission-kinds">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('commission.kind')}</TableCell>
                    <TableCell align="right">{t('commission.count')}</TableCell>
                    <TableCell align="right">{t('commission.amount')}</TableCell>
                    <TableCell align="right">{t('commission.share')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.sources.map((s) => (
                    <TableRow key={s.kind} data-testid="commission-kind" data-kind={s.kind} selected={String(s.kind) === status}>
                      <TableCell>
                        <MuiLink
                          component={Link}
                          href={routeHref(PATH, { ...rangePayload(range), kind: s.kind })}
                          scroll={false}
                          onClick={showEntries}
                          aria-label={t('commission.showEntries', { kind: kindLabel(s.kind) })}
                          aria-current={String(s.kind) === status || undefined}
                          data-testid={`commission-kind-${s.kind}`}
                          sx={{ display: 'inline-flex', alignItems: 'center', minHeight: { xs: 44, sm: 'auto' } }}
                        >
                          {kindLabel(s.kind)}
                        </MuiLink>
                      </TableCell>
                      <TableCell align="right" data-testid="commission-kind-count">{formatCount(s.count, locale)}</TableCell>
                      <TableCell align="right" data-testid="commission-kind-amount">{formatMoney(s.amount, locale)}</TableCell>
                      <TableCell align="right" data-testid="commission-kind-share">
                        {t('commission.shareValue', { value: formatShare(shareTenths(centsOf(s.amount), totalCents), locale) })}
                      </TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell sx={{ fontWeight: 600 }}>{chart('total')}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>{formatCount(count ?? 0, locale)}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="commission-kinds-total">{formatMoney(data.income, locale)}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>{t('commission.shareValue', { value: formatShare(totalCents === 0 ? 0 : 1000, locale) })}</TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            </Box>
          )}
          <ReportChart
            name="commission"
            title={t('commission.chart')}
            kind="bar"
            bucket={bucket}
            rows={rows}
            series={(['referral', 'pairing', 'team'] as const).map((field) => ({ field, label: t(`incomeKinds.${field}`), color: COLORS[field], money: true }))}
          />
        </Paper>
      </Box>
      <Box id={ENTRIES_ID} sx={{ scrollMarginTop: 64 }} data-testid="commission-entries">
        <RecordsView
          title={t('commission.entries')}
          list={incomeList}
          scope={range}
          opened={{ filters: { ...NO_FILTERS, status }, page: 1 }}
        />
      </Box>
    </>
  );
}
