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
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { countArgs, formatCount } from '@/lib/format/number';
import { Fragment, memo, useCallback, useMemo, useState, type ReactNode } from 'react';
import { NO_FILTERS, RECORDS_PER_PAGE, recordsInput, type Filters } from '@/lib/contract/filters';
import type { CallPath } from '@/lib/contract/calls';
import { cellValue, choosable, shownColumns, wordOf, type ListDef, type RowOf, type Scope } from '@/lib/lists/define';
import { listQuery } from '@/lib/api/lists';
import { useSettingsOf } from '@/components/common/context/SettingsProvider';
import { formatMoney } from '@/lib/format/money';
import { usePhone } from '@/components/common/context/usePhone';
import { RecordFilters, type StatusOption } from './RecordFilters';
import { ExportControl } from './ExportControl';
import type { ExportName } from '@/lib/contract/export-wire';
import { ColumnChooser } from './ColumnChooser';
import { StatusChip } from '@/components/common/display/StatusChip';

// A record list (spec §2 /capital/*Record, the reports, returns): server-side pages, date
// range and status filters, status chips, totals, a table on wide screens and cards at phone
// width, an empty state, a column chooser and density (the account's settings) and an export
// (CSV or Excel, made by the BFF: ExportControl) of every row the filters match, in the columns
// shown. Every list of the portal is one of these, drawn from its definition (lib/lists/): a
// screen gives the definition and, where it draws something of its own, the cells it draws,
// its action column and the figures above.

/** A column the screen adds (its actions): drawn before the state, never exported nor hidden. */
export type ActionColumn<Row> = { label: string; render: (row: Row) => ReactNode };
type Page<Row> = { list: Row[]; total: number; sum: string };
/** A column as the rows draw it: its head, its cell, whether it is money (right-aligned), whether it is the list's state. */
type Drawn<Row> = { id: string; label: string; cell: (row: Row) => ReactNode; money?: boolean; state?: boolean; fixed?: boolean };

type Props<P extends CallPath> = {
  list: ListDef<P>;
  /** Its heading where a screen shows the list under a name of its own (the definition's title by default). */
  title?: string;
  /** What the screen adds to every page's input and the export's (a keyword, a member, a range); the list's own filters win. */
  scope?: Scope;
  /** Columns the screen draws itself (by id): what the definition says is the export's cell. */
  cells?: Partial<Record<string, (row: RowOf<P>) => ReactNode>>;
  actions?: ActionColumn<RowOf<P>>;
  summary?: ReactNode; // figures above the filters
  /** Filters and page kept by the screen (in its URL, issue 17); by default the view keeps them. */
  state?: { filters: Filters; page: number; onChange: (filters: Filters, page: number) => void };
  /** The filters and page the list opens with (its URL's, issue 42: a link opens it filtered); kept by the view from there, and taken again when the URL changes. */
  opened?: { filters: Filters; page: number };
};

const NOWRAP = { whiteSpace: 'nowrap' } as const;
/** The export's buttons and the column chooser: one row, the export's taking the width on phones. */
const ACTIONS = { display: 'flex', alignItems: 'flex-start', gap: 1, justifyContent: { lg: 'flex-end' } } as const;
/** The compact density: less padding in the table's cells and the cards. */
const COMPACT_TABLE = { '& .MuiTableCell-root': { py: 0.25 } } as const;
const COMPACT_CARDS = { gap: 0.5, '& .RecordCard': { px: 1.25, py: 0.75 } } as const;
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

export function RecordsView<P extends CallPath>({ list, title, scope, cells, actions, summary, state, opened }: Props<P>) {
  type Row = RowOf<P> & { id: number; time: string };
  const t = useTranslations('common.records');
  const tr = useTranslations();
  const locale = useLocale();
  // Rows are a table or cards by the width: with a first answer rendered by the server, they
  // are in its HTML when the page is a phone's, else they follow once the page has hydrated.
  const phone = usePhone();
  const { listColumns, listDensity } = useSettingsOf('listColumns', 'listDensity');
  const hidden = listColumns[list.name];
  const stateColumn = list.columns.find((c) => c.id === list.status && c.kind === 'state');
  const statuses = useMemo<StatusOption[]>(
    () => (stateColumn?.kind === 'state' ? stateColumn.words.map((w) => ({ value: w.value, label: tr(w.label), color: w.color ?? 'default' })) : []),
    [stateColumn, tr],
  );
  // The columns shown, drawn: the definition's (its words in the operator's language, money and
  // counts in the locale's format), a screen's own drawing of one, its actions before the state.
  // The same array until one of these changes, so the memoised rows do not draw again on a
  // filter or page chosen (a screen's inline `cells` and `actions` change when the screen renders).
  const drawn = useMemo(() => {
    const columns: Drawn<Row>[] = shownColumns(list.columns, hidden).map((c) => ({
      id: c.id,
      label: tr(c.label),
      money: c.kind === 'money',
      state: c.kind === 'state',
      fixed: c.fixed,
      cell:
        cells?.[c.id] ??
        ((row: Row) => {
          const word = wordOf(c, row);
          if (c.kind === 'state') {
            const color = c.words.find((w) => w.value === Number(cellValue(c, row)))?.color;
            return <StatusChip color={color} label={word ? tr(word) : String(cellValue(c, row))} data-testid="record-status" />;
          }
          if (word) return tr(word);
          const value = cellValue(c, row);
          return c.kind === 'money' ? formatMoney(String(value), locale) : c.kind === 'count' && value !== '' ? formatCount(Number(value), locale) : String(value);
        }),
    }));
    if (actions) columns.splice(columns.at(-1)?.state ? columns.length - 1 : columns.length, 0, { id: 'actions', label: actions.label, cell: actions.render });
    return columns;
  }, [list, hidden, cells, actions, tr, locale]);
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
  // A list without states takes no status (a URL's ?status= is not its filter).
  const kept = state?.filters ?? ownFilters;
  const filters = stateColumn || kept.status === '' ? kept : { ...kept, status: '' };
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
  const answer = useQuery(listQuery(list, scope)(input(page)));
  const { isPending, isPlaceholderData } = answer;
  const data = answer.data as Page<Row> | undefined;
  const compact = listDensity === 'compact';
  const pages = data ? Math.max(1, Math.ceil(data.total / RECORDS_PER_PAGE)) : 1;

  const skeletons = [0, 1, 2].map((i) => <Skeleton key={i} height={48} />);
  const table = (rows: readonly Row[]) => (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={compact ? { ...BUSY, ...COMPACT_TABLE } : BUSY} aria-busy={isPlaceholderData || undefined} data-testid="records-list" data-density={listDensity}>
        <TableHead>
          <TableRow>
            {drawn.map((c) => <TableCell key={c.id} align={c.money ? 'right' : 'left'}>{c.label}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          <RecordRows list={rows} phone={false} columns={drawn} />
        </TableBody>
      </Table>
    </Box>
  );
  const exported = { ...scope, ...(hidden?.length && { columns: choosable(list).filter((c) => !hidden.includes(c.id)).map((c) => c.id).join(',') }) };

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1100, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography variant="h6" component="h1" sx={{ mb: 2 }}>{title ?? tr(list.title)}</Typography>
        {summary}
        <RecordFilters
          value={filters}
          statuses={statuses}
          statusLabel={stateColumn ? tr(stateColumn.label) : ''}
          onChange={filter}
          actions={
            <Box sx={ACTIONS}>
              <ExportControl sx={{ flex: { xs: 1, lg: 'none' } }} list={list.name as ExportName} params={{ ...exported, ...(filters.from && { from: filters.from }), ...(filters.to && { to: filters.to }), ...(filters.status !== '' && { status: filters.status }) }} />
              <ColumnChooser list={list} />
            </Box>
          }
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
            <noscript>{table(data.list as Row[])}</noscript>
          </>
        ) : phone ? (
          <Box sx={compact ? { ...CARDS, ...COMPACT_CARDS } : CARDS} aria-busy={isPlaceholderData || undefined} data-testid="records-list" data-density={listDensity}>
            <RecordRows list={data.list as Row[]} phone columns={drawn} />
          </Box>
        ) : (
          table(data.list as Row[])
        )}
        {phone !== null && pages > 1 && (
          <Pagination count={pages} page={page} onChange={(_, p) => turn(p)} size={phone ? 'small' : 'medium'} sx={{ display: 'flex', justifyContent: 'center', mt: 2 }} data-testid="records-pages" />
        )}
      </Paper>
    </Box>
  );
}

type RowsProps<Row> = { list: readonly Row[]; phone: boolean; columns: readonly Drawn<Row>[] };

/**
 * A page of rows: table rows at desk width, cards at phone width (the time and the state's chip
 * at the head of a card, a line per other column shown). Memoised: a filter or page chosen
 * renders the list's frame (busy) at once, and these only once their page or the columns shown
 * have changed.
 */
const RecordRows = memo(function RecordRows<Row extends { id: number; time: string }>({ list, phone, columns }: RowsProps<Row>) {
    const head = columns.filter((c) => c.fixed || c.state);
    return phone
      ? list.map((row) => (
          <div key={row.id} className="RecordCard" data-testid="record-row">
            <div className="RecordCard-line RecordCard-head">
              {head.map((c) => <Fragment key={c.id}>{c.state ? c.cell(row) : <span>{c.cell(row)}</span>}</Fragment>)}
            </div>
            {columns.map((c) => {
              if (c.fixed || c.state) return null;
              const cell = c.cell(row);
              return cell === null || cell === '' ? null : (
                <div key={c.id} className="RecordCard-line">
                  <span>{c.label}</span>
                  <div className={c.money ? 'RecordCard-value RecordCard-money' : 'RecordCard-value'}>{cell}</div>
                </div>
              );
            })}
          </div>
        ))
      : list.map((row) => (
          <TableRow key={row.id} data-testid="record-row">
            {columns.map((c) => <TableCell key={c.id} align={c.money ? 'right' : 'left'} sx={c.fixed ? NOWRAP : undefined}>{c.cell(row)}</TableCell>)}
          </TableRow>
        ));
}) as <Row extends { id: number; time: string }>(props: RowsProps<Row>) => ReactNode;
