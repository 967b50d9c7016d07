import type { CallPath } from './calls';
import { ACTIVITY_KINDS } from './values';
import { TIME_COLUMN, type ListColumn } from '@/lib/lists/define';
import * as capital from '@/lib/lists/capital';
import * as memberProduct from '@/lib/lists/memberProduct';
import * as network from '@/lib/lists/network';
import * as reports from '@/lib/lists/reports';

// The lists the BFF exports (GET /api/export/<list>, lib/session/export.ts): a fixed registry,
// so nothing else can be walked. Every list of the portal is here as it is defined
// (lib/lists/define.ts: its call, its columns as data, the screens that show it), so a screen and
// its file never disagree; the BFF's own lists (My activity) are written out in the same shape. A
// list is exported only for a session whose menu grants one of its screens (routeAllowed, checked
// in lib/session/export.ts: this module names the paths by their type only, without the
// manifest). Pure: no zod, no server code. The browser's part (names, formats, the count's
// header) is export-wire.ts.

type Row = Record<string, unknown>;
/** A column of a file: a list's column (lib/lists/define.ts), written as its kind says. */
export type ExportColumn = ListColumn;

export type ExportList = {
  /** What it walks: a call of the registry, or one of the BFF's own lists (My activity, lib/session/activity.ts). */
  call: CallPath | OwnList;
  title: string; // message key: the file's name
  params?: readonly string[]; // query parameters besides the filters
  filters?: readonly ('from' | 'to' | 'status')[]; // the record filters the call takes (default: all three)
  fixed?: Row; // always sent
  paged?: false; // one answer of {list} (no pages, no total): a report's table
  /** A filter the upstream does not apply, applied to the rows walked: rows whose `field` equals the query parameter `param`. */
  keep?: { param: string; field: string };
  columns: readonly ExportColumn[];
};

/** The BFF's own lists an export may walk: no upstream call, one answer of its rows. */
export const OWN_LISTS = ['own:activity'] as const;
export type OwnList = (typeof OWN_LISTS)[number];
export const isOwnList = (call: string): call is OwnList => (OWN_LISTS as readonly string[]).includes(call);

/** Every list the area modules of lib/lists/ define (their other exports, a shared column, left out), each exported as its screen shows it. */
const DEFINED = { ...capital, ...memberProduct, ...network, ...reports };
type Defined = Extract<(typeof DEFINED)[keyof typeof DEFINED], { call: string }>;
type ListName = Defined['name'];
const LISTS = Object.values(DEFINED).filter((v): v is Defined => 'call' in v) satisfies readonly ExportList[];

const text = (id: string, label: string): ExportColumn => ({ id, label, kind: 'text', field: id });

export const EXPORTS = {
  ...(Object.fromEntries(LISTS.map((list): [string, ExportList] => [list.name, list])) as Record<ListName, ExportList>),
  // My activity (issue 72): rows the BFF made from the account's journal (activityRows in
  // lib/session/activity.ts), its words already in the operator's language but kind, action and settling.
  activity: {
    call: 'own:activity',
    title: 'my.activity.title',
    params: ['kind', 'since', 'until', 'tz'],
    filters: [],
    paged: false,
    columns: [
      TIME_COLUMN,
      { id: 'kind', label: 'my.activity.kind', kind: 'word', field: 'kind', words: ACTIVITY_KINDS.map((k, i) => ({ value: i, label: `my.activity.kinds.${k}` })) },
      text('action', 'my.activity.action'),
      text('asked', 'my.activity.asked'),
      text('answer', 'my.activity.answer'),
      text('device', 'my.activity.device'),
      text('network', 'my.activity.network'),
    ],
  },
} as const satisfies Record<string, ExportList>;

/** The registry's entry of a name, or undefined (an own property only: no `constructor`). */
export const exportList = (name: string): ExportList | undefined => (Object.hasOwn(EXPORTS, name) ? (EXPORTS as Record<string, ExportList>)[name] : undefined);

/** Rows an export may hold: more is refused before a byte is sent, with the count. */
export const EXPORT_MAX_ROWS = 100_000;
/** Rows asked of the upstream per page while walking (the lists' schema allows up to 100). */
export const EXPORT_PAGE_ROWS = 100;
