import type { CallInput, CallOutput, CallPath } from '@/lib/contract/calls';
import type { Read } from '@/lib/contract/reads';
import type { RecordListInput } from '@/lib/contract/records';

// A list of the portal, declared once (issue 73): the call it reads, its columns as data and what
// its states are called. From one definition come the read and its query key (`listRead`, the
// page's first answer and the screen's query alike), the export's sheet (lib/contract/exports.ts),
// the table and the phone's cards (components/common/records/RecordsView.tsx), the column chooser
// and what the export of the columns shown holds. Pure data, no zod: the screens import it (the
// row's shape is the call's answer type, `CallOutput`, whose schema is in lib/contract/<area>.ts).

/** The colour of a state's chip. */
export type Tone = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';
/** A value a state or word column takes: its message key and, for a state, its chip's colour. */
export type Word = { value: number; label: string; color?: Tone };

type Base<Field> = {
  /** Its name in the column chooser's setting and in the export's `columns`: stable. */
  id: string;
  label: string; // message key of its head (the screen's and the file's)
  field: Field; // the row's field
  /** Always shown: not offered by the column chooser (the time a row is known by). */
  fixed?: true;
};
/**
 * A column: `text` as it is (`empty`: the message shown for ""), `money` a decimal string, `count`
 * a whole number, `date` "YYYY-MM-DD[ HH:mm:ss]", `member` "name (account)" from the account's
 * field and `name`'s ("" without an account), `word` a value's word, `state` a value's chip (the
 * list's states: its filter offers them).
 */
export type ListColumn<Field extends string = string> =
  | (Base<Field> & { kind: 'text'; empty?: string })
  | (Base<Field> & { kind: 'money' | 'count' | 'date' })
  | (Base<Field> & { kind: 'member'; name: Field })
  | (Base<Field> & { kind: 'word' | 'state'; words: readonly Word[]; other?: string });

/** The fields of a call's rows. */
export type RowOf<P extends CallPath> = CallOutput<P> extends { list: readonly (infer R)[] } ? R : never;
type FieldOf<P extends CallPath> = Extract<keyof RowOf<P>, string>;

export type ListDef<P extends CallPath = CallPath> = {
  /** Its name in the export registry (GET /api/export/<name>) and in the account's column settings. */
  name: string;
  call: P;
  /** Where its pages are cached: the area's key and the list's (`[...key, 'list', input]`). */
  key: readonly unknown[];
  title: string; // message key of its heading and of the file's name
  columns: readonly ListColumn<FieldOf<P>>[];
  /** The `state` column its status filter chooses from; none: no status filter. */
  status?: string;
  /** What the call is always sent (a worklist's switch). */
  fixed?: Partial<CallInput<P>>;
  /** Query parameters of its export besides the filters: the scope a screen adds (a keyword, a member, a range). */
  params?: readonly string[];
  /** The record filters the call takes (default: all three). */
  filters?: readonly ('from' | 'to' | 'status')[];
  /** One answer of `{list}`, no pages: a report's table. */
  paged?: false;
  /** A filter the upstream does not apply, applied to the rows an export walks. */
  keep?: { param: string; field: string };
  /** Asked again whenever the screen is opened (figures that move with the network). */
  fresh?: true;
};

/** A definition, its fields checked against the call's rows. */
export const defineList = <P extends CallPath, const N extends string>(call: P, def: Omit<ListDef<P>, 'call' | 'name'> & { name: N }) =>
  ({ ...def, call }) as ListDef<P> & { name: N };

/** The time a row is known by: first, always shown. */
export const TIME_COLUMN = { id: 'time', label: 'common.records.time', kind: 'date', field: 'time', fixed: true } as const;

/** What a screen adds to a list's input (a keyword, a member, a range): the list's own filters win over it. */
export type Scope = Record<string, string | number | undefined>;

/** The payload of a page: the scope, the page's filters over it (an empty filter leaves the scope's), and the list's fixed part. */
export const listInput = (list: Pick<ListDef, 'fixed'>, input: RecordListInput, scope: Scope = {}) => {
  const own = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const wide = Object.fromEntries(Object.entries(scope).filter(([, v]) => v !== undefined && v !== ''));
  return { ...wide, ...own, ...list.fixed } as RecordListInput;
};

/** The read of a page of the list: the first answer a page comes with and the screen's query ask the same. */
export const listRead =
  <P extends CallPath>(list: ListDef<P>, scope?: Scope) =>
  (input: RecordListInput): Read<P, CallOutput<P>> => {
    const payload = listInput(list, input, scope);
    return { key: [...list.key, 'list', payload], path: list.call, input: payload as CallInput<P> };
  };

/** The columns the chooser offers (not `fixed`), by id. */
export const choosable = (list: Pick<ListDef, 'columns'>) => list.columns.filter((c) => !c.fixed);

/** The columns shown: all but those hidden (a fixed one is never hidden). */
export const shownColumns = <C extends ListColumn>(columns: readonly C[], hidden: readonly string[] = []) => columns.filter((c) => c.fixed || !hidden.includes(c.id));

type Row = Record<string, unknown>;
/** A cell's value before it is written: a member's "name (account)" ("" without one), else the row's field ("" when absent). */
export function cellValue(column: ListColumn, row: Row): string | number {
  const value = row[column.field];
  if (column.kind === 'member') return value ? `${String(row[column.name] ?? '')} (${String(value)})` : '';
  return typeof value === 'number' ? value : String(value ?? '');
}
/** The message key a word or state column shows for a row, or a text column's `empty` for ""; undefined: the value as it is. */
export function wordOf(column: ListColumn, row: Row): string | undefined {
  if (column.kind === 'word' || column.kind === 'state') return column.words.find((w) => w.value === Number(row[column.field]))?.label ?? (column.kind === 'word' ? column.other : undefined);
  if (column.kind === 'text' && column.empty && cellValue(column, row) === '') return column.empty;
  return undefined;
}
