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
import { Link } from '@/components/common/nav/Link';
import { usePhone } from '@/components/common/context/usePhone';
import { useLocale, useTranslations } from 'next-intl';
import { teamDepthQuery, teamQuery } from '@/lib/api/reports';
import { rangePayload } from '@/lib/contract/filters';
import { type DepthRow, type LegRow } from '@/lib/contract/reports';
import { LEGS } from '@/lib/contract/values';
import { bucketFor, bucketize } from '@/lib/format/buckets';
import { formatCount } from '@/lib/format/number';
import { routeHref } from '@/lib/menu/routes';
import { RangeBar } from './RangeBar';
import { useRangeParams } from './useRangeParams';
import { legSeries, ReportChart } from '@/components/common/charts/ReportChart';
import { BUSY } from '@/components/common/display/busy';
import { ExportControl } from '@/components/common/records/ExportControl';

// Team performance (spec §2 /reports/teamformance; ability/index, ability/teams): the team by
// leg and by depth over the chosen range (members, active members, new registrations, volume),
// a chart comparing the legs, each row leading to its performance detail, and the table by depth
// exported (CSV, Excel, the range in force). The range is the
// URL's (?from=&to=, issue 17).

type Row = (LegRow | DepthRow) & { depth?: number };

export function TeamformanceScreen() {
  const t = useTranslations('reports');
  const locale = useLocale();
  const phone = usePhone();
  const [range, setRange] = useRangeParams('/reports/teamformance');
  const payload = rangePayload(range);
  const legsQuery = useQuery(teamQuery(payload));
  const depthsQuery = useQuery(teamDepthQuery(payload));
  const [legs, depths] = [legsQuery.data, depthsQuery.data];
  // While another range's answers come, the previous ones stay, dimmed, and the report is busy.
  const busy = legsQuery.isPlaceholderData || depthsQuery.isPlaceholderData;
  const bucket = legs ? bucketFor(legs.from, legs.to) : 'month';
  const rows = legs && bucketize(legs.days, legs.from, legs.to, bucket, ['left', 'right'] as const);
  const n = (v: number) => formatCount(v, locale);
  const legName = (leg: number) => t(leg === LEGS.left ? 'legs.left' : 'legs.right');
  const nameOf = (r: Row) => (r.depth === undefined ? legName(r.leg) : `${legName(r.leg)} · ${t('team.depthN', { depth: r.depth })}`);
  const hrefOf = (r: Row) => routeHref('/reports/teamformanceInfo', r.depth === undefined ? { leg: r.leg } : { leg: r.leg, depth: r.depth });

  const table = (list: readonly Row[] | undefined, id: string, total = false) =>
    !list ? (
      <Skeleton variant="rounded" height={120} />
    ) : list.length === 0 ? (
      <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>{t('team.empty')}</Typography>
    ) : (
      <Box sx={{ overflowX: 'auto', mb: 3, ...BUSY }} aria-busy={busy || undefined}>
        <Table size="small" data-testid={id}>
          <TableHead>
            <TableRow>
              <TableCell>{t('team.leg')}</TableCell>
              <TableCell align="right">{t('team.members')}</TableCell>
              {!phone && <TableCell align="right">{t('team.active')}</TableCell>}
              <TableCell align="right">{t('team.newMembers')}</TableCell>
              <TableCell align="right">{t('team.volume')}</TableCell>
              {total && !phone && <TableCell align="right">{t('team.totalVolume')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((r) => (
              <TableRow key={`${r.leg}-${r.depth ?? 0}`} hover data-testid={`${id}-row`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <MuiLink component={Link} href={hrefOf(r)} data-testid={`${id}-detail`} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: { xs: 44, sm: 'auto' } }}>{nameOf(r)}</MuiLink>
                </TableCell>
                <TableCell align="right" data-testid="members">{n(r.members)}</TableCell>
                {!phone && <TableCell align="right" data-testid="active">{n(r.active)}</TableCell>}
                <TableCell align="right" data-testid="new">{n(r.new_members)}</TableCell>
                <TableCell align="right" data-testid="volume">{n(r.volume)}</TableCell>
                {total && !phone && 'total_volume' in r && <TableCell align="right" data-testid="total">{n(r.total_volume)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    );

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1100, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} aria-busy={busy || undefined} data-testid="report">
        <Typography variant="h6" component="h1" sx={{ mb: 2 }}>{t('team.title')}</Typography>
        <RangeBar name="team" value={range} onChange={setRange} />
        {legs && <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>{t('performance.range', { from: legs.from, to: legs.to })}</Typography>}
        {table(legs?.legs, 'team-legs', true)}
        <ReportChart name="team" title={t('team.chart')} kind="bar" bucket={bucket} rows={rows}
          series={legSeries(t)} />
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>{t('team.byDepth')}</Typography>
        <ExportControl list="team" params={payload} sx={{ mb: 1.5 }} />
        {table(depths?.list, 'team-depths')}
      </Paper>
    </Box>
  );
}
