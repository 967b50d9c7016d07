'use client';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { memo, useId, useMemo, type ReactNode } from 'react';
import { useParamState } from '@/components/common/context/ScreenParams';
import { usePhone } from '@/components/common/context/usePhone';
import { DateRangeFields } from '@/components/common/dates/DateRangeFields';
import { StatusChip, type ChipColor } from '@/components/common/display/StatusChip';
import { Option, TextField } from '@/components/common/forms/TextField';
import { ExportControl } from '@/components/common/records/ExportControl';
import { activityQuery, type ActivityRange } from '@/lib/api/security';
import { CODE_OK } from '@/lib/contract/codes';
import { dateParam } from '@/lib/contract/filters';
import { ACTIVITY_KINDS, type ActivityEntry, type ActivityKind } from '@/lib/contract/security';
import { formatMoney } from '@/lib/format/money';
import { countArgs, formatCount } from '@/lib/format/number';
import { LoadError } from '@/components/common/display/LoadError';
import { dateTime, dayBounds, DeviceIcon, useDeviceName } from './securityParts';

// My activity (/my/activity, issue 72): what the operator did through the portal in the last 90
// days (the BFF's own record of each write: lib/contract/activity.ts), by kind and over a range
// of days, both in the URL (?kind=&from=&to=: a link opens it filtered, a reload and a tab keep
// it). The days are the operator's own: the range asked is the first millisecond of From to the
// last of To in the browser's time zone. Not a RecordsView: that one pages an upstream list of
// rows with ids and status codes; this is one answer of the BFF, drawn as RecordsView draws
// (a table on desks, cards on phones, the same look).

const PATH = '/my/activity';
const NAMES = ['kind', 'from', 'to'] as const;

/** The fields of `asked` My activity names (lib/contract/activity.ts); another is shown by its own name. */
const FIELDS = ['amount', 'to', 'card', 'member', 'level', 'sponsor', 'package', 'order', 'type', 'id', 'bank', 'nickname', 'phone', 'email', 'remark', 'sessions'] as const;
const isKind = (value: string): value is ActivityKind => (ACTIVITY_KINDS as readonly string[]).includes(value);

/** How an entry ended: its chip, and a line under it (a refusal's message, a lost answer's settling). */
type Result = { key: 'done' | 'notDone' | 'checking' | 'refused'; color: ChipColor; note?: string };

const BUSY = { '&[aria-busy="true"]': { opacity: 0.6 } };
// The phone's cards, as RecordsView's (components/common/records/RecordsView.tsx): one style for the list.
const CARDS: SxProps<Theme> = {
  ...BUSY,
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 1,
  typography: 'body2',
  '& .ActivityCard': { p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', display: 'grid', gap: 0.5, minWidth: 0 },
  '& .ActivityCard-line': { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 },
  '& .ActivityCard-head': { mb: 0.5 },
  '& .ActivityCard-value': { textAlign: 'right', overflowWrap: 'anywhere', minWidth: 0 },
};

/** The operator's time zone, in which the export writes its times as the screen shows them. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function ActivityScreen() {
  const t = useTranslations('my.activity');
  const common = useTranslations('common.records');
  const locale = useLocale();
  const headingId = useId();
  const [values, set] = useParamState(PATH, NAMES);
  const kind = isKind(values.kind) ? values.kind : '';
  const from = dateParam(values.from);
  const to = dateParam(values.to);
  const range = useMemo(() => ({ from, to }), [from, to]);
  const asked: ActivityRange = { kind, ...(from && { since: dayBounds(from).start }), ...(to && { until: dayBounds(to).end }) };
  // Another filter's answer: the rows shown stay, dimmed, until it comes (as a record list's page).
  const activity = useQuery({ ...activityQuery(asked), placeholderData: keepPreviousData });
  const phone = usePhone();
  const list = activity.data;
  const filtered = kind !== '' || from !== '' || to !== '';
  const busy = activity.isPlaceholderData || undefined;

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1100, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-labelledby={headingId}>
        <Typography id={headingId} variant="h6" component="h1">{t('title')}</Typography>
        <Typography color="textSecondary" variant="body2" sx={{ mt: 0.5, mb: 2 }}>{t('intro')}</Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 412px) minmax(0, 200px) auto' }, alignItems: 'start', mb: 2 }}>
          <DateRangeFields name="activity" value={range} onChange={set} />
          <TextField
            select
            size="small"
            label={t('kind')}
            value={kind}
            onChange={(e) => set({ kind: e.target.value })}
            slotProps={{ htmlInput: { 'data-testid': 'activity-kind' }, inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <Option value="">{t('allKinds')}</Option>
            {ACTIVITY_KINDS.map((k) => <Option key={k} value={k}>{t(`kinds.${k}`)}</Option>)}
          </TextField>
          <Box sx={{ justifySelf: { lg: 'end' } }}>
            <ExportControl list="activity" params={{ kind, since: asked.since, until: asked.until, tz: timeZone() }} />
          </Box>
        </Box>
        {list && list.length > 0 && (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }} data-testid="activity-count">{t('count', countArgs(list.length, locale))}</Typography>
        )}
        {activity.isPending ? (
          <Box data-testid="activity-loading">{[0, 1, 2].map((i) => <Skeleton key={i} height={48} />)}</Box>
        ) : activity.isError && !list ? (
          <LoadError message={t('error')} retry={() => void activity.refetch()} busy={activity.isFetching} testId="activity-error" />
        ) : !list?.length ? (
          <Typography color="textSecondary" sx={{ py: 6, textAlign: 'center' }} data-testid="activity-empty">{t(filtered ? 'emptyFiltered' : 'empty')}</Typography>
        ) : phone ? (
          <Box component="ul" sx={CARDS} aria-labelledby={headingId} aria-busy={busy} data-testid="activity-list">
            <Entries list={list} phone />
          </Box>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" sx={BUSY} aria-labelledby={headingId} aria-busy={busy} data-testid="activity-list">
              <TableHead>
                <TableRow>
                  <TableCell>{common('time')}</TableCell>
                  <TableCell>{t('kind')}</TableCell>
                  <TableCell>{t('action')}</TableCell>
                  <TableCell>{t('asked')}</TableCell>
                  <TableCell>{t('answer')}</TableCell>
                  <TableCell>{t('deviceNetwork')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                <Entries list={list} phone={false} />
              </TableBody>
            </Table>
          </Box>
        )}
      </Paper>
    </Box>
  );
}

/** The entries, as table rows or cards. Memoised: a filter chosen renders the frame (busy) at once, these when the answer changes. */
const Entries = memo(function Entries({ list, phone }: { list: readonly ActivityEntry[]; phone: boolean }) {
  const t = useTranslations('my.activity');
  const locale = useLocale();
  const deviceName = useDeviceName();
  const security = useTranslations('my.security');
  const label = (group: 'actions' | 'kinds' | 'fields', name: string) => (t.has(`${group}.${name}`) ? t(`${group}.${name}`) : name);
  const value = (field: string, v: string | number) => (field === 'amount' ? formatMoney(String(v), locale) : typeof v === 'number' ? formatCount(v, locale) : v);
  const details = (entry: ActivityEntry): [string, string][] =>
    Object.entries(entry.asked)
      .sort(([a], [b]) => rank(a) - rank(b))
      .map(([field, v]) => [label('fields', field), value(field, v)]);
  const resultOf = (entry: ActivityEntry): Result => {
    if (entry.settled === 'applied') return { key: 'done', color: 'success', note: t('settled.applied') };
    if (entry.settled === 'notApplied') return { key: 'notDone', color: 'default', note: t('settled.notApplied') };
    if (entry.settled === 'unknown') return { key: 'checking', color: 'warning', note: t('settled.unknown') };
    return entry.code === CODE_OK ? { key: 'done', color: 'success' } : { key: 'refused', color: 'error', note: entry.msg || String(entry.code) };
  };
  const result = (entry: ActivityEntry, r = resultOf(entry)): ReactNode => (
    <Box component="span" sx={{ display: 'inline-grid', gap: 0.5, justifyItems: phone ? 'end' : 'start' }}>
      <StatusChip color={r.color} label={t(`results.${r.key}`)} data-testid="activity-result" data-result={r.key} />
      {r.note && <Typography component="span" variant="body2" color={r.key === 'refused' ? 'error' : 'textSecondary'} data-testid="activity-note">{r.note}</Typography>}
    </Box>
  );
  const device = (entry: ActivityEntry) => (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <DeviceIcon kind={entry.device.kind} />
      <span>{deviceName(entry.device)}</span>
    </Box>
  );
  const network = (entry: ActivityEntry) => entry.network || security('unknownNetwork');
  const key = (entry: ActivityEntry, i: number) => `${entry.at}-${entry.action}-${i}`;

  return phone
    ? list.map((entry, i) => (
        <li key={key(entry, i)} className="ActivityCard" data-testid="activity-row" data-kind={entry.kind} data-action={entry.action}>
          <div className="ActivityCard-line ActivityCard-head">
            <span>{dateTime(entry.at)}</span>
            <StatusChip variant="outlined" label={label('kinds', entry.kind)} />
          </div>
          <div className="ActivityCard-line">
            <span>{t('action')}</span>
            <strong className="ActivityCard-value">{label('actions', entry.action)}</strong>
          </div>
          {details(entry).map(([name, v]) => (
            <div key={name} className="ActivityCard-line">
              <span>{name}</span>
              <span className="ActivityCard-value" data-testid="activity-asked">{v}</span>
            </div>
          ))}
          <div className="ActivityCard-line">
            <span>{t('answer')}</span>
            <span className="ActivityCard-value">{result(entry)}</span>
          </div>
          <div className="ActivityCard-line">
            <span>{t('device')}</span>
            <span className="ActivityCard-value">{deviceName(entry.device)}</span>
          </div>
          <div className="ActivityCard-line">
            <span>{t('network')}</span>
            <span className="ActivityCard-value">{network(entry)}</span>
          </div>
        </li>
      ))
    : list.map((entry, i) => (
        <TableRow key={key(entry, i)} data-testid="activity-row" data-kind={entry.kind} data-action={entry.action}>
          <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>{dateTime(entry.at)}</TableCell>
          <TableCell sx={{ verticalAlign: 'top' }}>{label('kinds', entry.kind)}</TableCell>
          <TableCell sx={{ verticalAlign: 'top', fontWeight: 600 }}>{label('actions', entry.action)}</TableCell>
          <TableCell sx={{ verticalAlign: 'top' }}>
            {details(entry).map(([name, v]) => (
              <Box key={name} sx={{ overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ color: 'text.secondary' }}>{name}: </Box>
                <span data-testid="activity-asked">{v}</span>
              </Box>
            ))}
          </TableCell>
          <TableCell sx={{ verticalAlign: 'top' }}>{result(entry)}</TableCell>
          <TableCell sx={{ verticalAlign: 'top' }}>
            {device(entry)}
            <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>{network(entry)}</Typography>
          </TableCell>
        </TableRow>
      ));
});

/** Known fields in the order they are named (the amount first); others after them. */
const rank = (field: string) => {
  const i = (FIELDS as readonly string[]).indexOf(field);
  return i === -1 ? FIELDS.length : i;
};
