'use client';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { countArgs } from '@/lib/format/number';
import { memo, useCallback, useState, type ReactNode } from 'react';
import { NO_FILTERS, RECORDS_PER_PAGE, recordsInput, type Filters } from '@/lib/contract/filters';
import type { RecordListInput } from '@/lib/contract/records';
import { formatMoney } from '@/lib/format/money';
import { usePhone } from '@/components/common/context/usePhone';
import { RecordFilters, type StatusOption } from './RecordFilters';
import { ExportControl } from './ExportControl';
import type { ExportName } from '@/lib/contract/export-wire';
import type { ExportParams } from '@/lib/api/export';
import { StatusChip } from '@/components/common/display/StatusChip';

// A record list (spec §2 /capital/*Record, the reports, returns): server-side pages, date
// range and status filters, status chips, totals, a table on wide screens and cards at phone
// width, an empty state and an export (CSV or Excel, made by the BFF: ExportControl) of every
// row the filters match. Every list of the portal is one of these: the screen gives its query,
// columns and states, and the name of its list in the export registry (lib/contract/exports.ts).

/** A column: `text` is the cell's text (shown unless `render` draws it). */
export type Column<Row> = { label: string; text: (row: Row) => string; render?: (row: Row) => ReactNode; money?: boolean };
type Page<Row> = { list: Row[]; total: number; sum: string };

type Props<Row, K extends QueryKey> = {
  title: string;
  /** The list in the export registry, and what its export sends besides the filters (a scope, a keyword; a range the filters' dates replace). */
  exportAs: { list: ExportName; params?: ExportParams };
  query: (input: RecordListInput) => UseQueryOptions<Page<Row>, Error, Page<Row>, K>;
  statuses: readonly StatusOption[];
  statusLabel: string;
  statusOf: (row: Row) => number;
  columns: readonly Column<Row>[];
  summary?: ReactNode; // figures above the filters
  /** Filters and page kept by the screen (in its URL, issue 17); by default the view keeps them. */
  state?: { filters: Filters; page: number; onChange: (filters: Filters, page: number) => void };
  /** The filters and page the list opens with (its URL's, issue 42: a link opens it filtered); kept by the view from there, and taken again when the URL changes. */
  opened?: { filters: Filters; page: number };
};

/** A busy list is dimmed by its mark: one rule for both states, no new class when it turns busy. */
const BUSY = { '&[aria-busy="true"]': { opacity: 0.6 } };

// The phone's cards (a plain part of ours with its own class names, not a copy of MUI's Card):
// an outlined paper each, a line per column (its label left, its value right), looking as they did when each was a Paper with Box and Typography lines. Styled once
// for the whole list, not per card and cell (issue 15: a page of cards was some hundred styled
// components to render and hydrate).
const CARDS: SxProps<Theme> = {
  ...BUSY,
  display: 'grid',
  gap: 1,
  typography: 'body2',
  '& .RecordCard': { p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' },
  '& .RecordCard-line': { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 },
  '& .RecordCard-head': { mb: 0.5 },
  '& .RecordCard-value': { textAlign: 'right', wordBreak: 'break-all' },
  '& .RecordCard-money': { fontWeight: 600 },
};

export function RecordsView<Row extends { id: number; time: string }, K extends QueryKey>({ title, exportAs, query, statuses, statusLabel, statusOf, columns, summary, state, opened }: Props<Row, K>) {
  const t = useTranslations('common.records');
  const locale = useLocale();
  // Rows are a table or cards by the width: with a first answer rendered by the server, they
  // are in its HTML when the page is a phone's, else they follow once the page has hydrated.
  const phone = usePhone();
  const [ownFilters, setFilters] = useState<Filters>(opened?.filters ?? NO_FILTERS);
  const [ownPage, setPage] = useState(opened?.page ?? 1);
  // Opened again with another filter in its URL (a kept-alive list, a link): that filter.
  const openedKey = JSON.stringify(opened ?? null);
  const [openedSeen, setOpenedSeen] = useState(openedKey);
  if (openedKey !== openedSeen) {
    setOpenedSeen(openedKey);
    if (opened) {
      setFilters(opened.filters);
      setPage(opened.page);
    }
  }
  const filters = state?.filters ?? ownFilters;
  const page = state?.page ?? ownPage;
  // A filter changed merges into the latest filters (From and To may both change before a
  // render) and goes back to page 1. Where the view keeps the filters it is the same function
  // from render to render, so the date fields (a memoised part) do not render again when the
  // status or the page changes; a screen keeping them (`state`) gives a new one each render.
  const filter = useCallback(
    (patch: Partial<Filters>) => {
      if (state) return state.onChange({ ...state.filters, ...patch }, 1);
      setFilters((current) => ({ ...current, ...patch }));
      setPage(1);
    },
    [state],
  );
  const turn = (p: number) => (state ? state.onChange(state.filters, p) : setPage(p));
  const input = (p: number, limit?: number) => recordsInput(filters, p, limit);
  // A filter or page chosen renders the list's frame at once, marked busy, over the previous
  // page's rows (the query's placeholder: the same rows, so the memoised rows do not render
  // again; they were the slow part of the tap) until the new page comes.
  const { data, isPending, isPlaceholderData } = useQuery(query(input(page)));
  const pages = data ? Math.max(1, Math.ceil(data.total / RECORDS_PER_PAGE)) : 1;

  const skeletons = [0, 1, 2].map((i) => <Skeleton key={i} height={48} />);
  const table = (list: readonly Row[]) => (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={BUSY} aria-busy={isPlaceholderData || undefined} data-testid="records-list">
        <TableHead>
          <TableRow>
            <TableCell>{t('time')}</TableCell>
            {columns.map((c) => <TableCell key={c.label} align={c.money ? 'right' : 'left'}>{c.label}</TableCell>)}
            <TableCell>{statusLabel}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <RecordRows list={list} phone={false} columns={columns} statuses={statuses} statusOf={statusOf} />
        </TableBody>
      </Table>
    </Box>
  );

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1100, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography variant="h6" component="h1" sx={{ mb: 2 }}>{title}</Typography>
        {summary}
        <RecordFilters
          value={filters}
          statuses={statuses}
          statusLabel={statusLabel}
          onChange={filter}
          actions={<ExportControl list={exportAs.list} params={{ ...exportAs.params, ...(filters.from && { from: filters.from }), ...(filters.to && { to: filters.to }), ...(filters.status !== '' && { status: filters.status }) }} />}
        />
        {data && (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }} data-testid="records-totals">
            {t('totals', { ...countArgs(data.total, locale), sum: formatMoney(data.sum, locale) })}
          </Typography>
        )}
        {isPending ? (
          skeletons
        ) : !data?.list.length ? (
          <Typography color="textSecondary" sx={{ py: 6, textAlign: 'center' }} data-testid="records-empty">{t('empty')}</Typography>
        ) : phone === null ? (
          // The width is unknown until the page has hydrated (no phone's hint): skeletons until
          // then, and for a browser without script, which never learns it, the desk's table.
          <>
            <div data-needs-script>{skeletons}</div>
            <noscript>{table(data.list)}</noscript>
          </>
        ) : phone ? (
          <Box sx={CARDS} aria-busy={isPlaceholderData || undefined} data-testid="records-list">
            <RecordRows list={data.list} phone columns={columns} statuses={statuses} statusOf={statusOf} />
          </Box>
        ) : (
          table(data.list)
        )}
        {phone !== null && pages > 1 && (
          <Pagination count={pages} page={page} onChange={(_, p) => turn(p)} size={phone ? 'small' : 'medium'} sx={{ display: 'flex', justifyContent: 'center', mt: 2 }} data-testid="records-pages" />
        )}
      </Paper>
    </Box>
  );
}

type RowsProps<Row> = { list: readonly Row[]; phone: boolean; columns: readonly Column<Row>[]; statuses: readonly StatusOption[]; statusOf: (row: Row) => number };

/**
 * A page of rows: table rows at desk width, cards at phone width. Memoised: a filter or page
 * chosen renders the list's frame (busy) at once, and these only once their page has changed.
 */
const RecordRows = memo(function RecordRows<Row extends { id: number; time: string }>({ list, phone, columns, statuses, statusOf }: RowsProps<Row>) {
  const locale = useLocale();
  const chip = (row: Row) => {
    const s = statuses.find((x) => x.value === statusOf(row));
    return <StatusChip color={s?.color} label={s?.label ?? String(statusOf(row))} data-testid="record-status" />;
  };
  const cellOf = (c: Column<Row>, row: Row) => (c.render ? c.render(row) : c.money ? formatMoney(c.text(row), locale) : c.text(row));
  return phone
    ? list.map((row) => (
        <div key={row.id} className="RecordCard" data-testid="record-row">
          <div className="RecordCard-line RecordCard-head">
            <span>{row.time}</span>
            {chip(row)}
          </div>
          {columns.map((c) => {
            const cell = cellOf(c, row);
            return cell === null || cell === '' ? null : (
              <div key={c.label} className="RecordCard-line">
                <span>{c.label}</span>
                <div className={c.money ? 'RecordCard-value RecordCard-money' : 'RecordCard-value'}>{cell}</div>
              </div>
            );
          })}
        </div>
      ))
    : list.map((row) => (
        <TableRow key={row.id} data-testid="record-row">
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.time}</TableCell>
          {columns.map((c) => <TableCell key={c.label} align={c.money ? 'right' : 'left'}>{cellOf(c, row)}</TableCell>)}
          <TableCell>{chip(row)}</TableCell>
        </TableRow>
      ));
}) as <Row extends { id: number; time: string }>(props: RowsProps<Row>) => ReactNode;
