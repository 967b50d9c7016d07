import type { RoutePath } from '@/lib/menu/routes';
import type { CallPath } from './calls';
import { ACTIVITY_KINDS, INCOME_KINDS, LEGS, PROMOTER_STATES, RECHARGE_STATES, RETURN_STATES, RETURN_TYPE_KEYS, SALARY_KINDS, SHIP_STATES, WITHDRAW_STATES } from './values';

// The lists the BFF exports (GET /api/export/<list>, lib/session/export.ts): a fixed registry,
// so nothing else can be walked. Each names its call (a paged record list of the registry,
// lib/contract/calls.ts, whose input schema validates the filters), the query parameters it
// takes besides from/to/status, the payload it always sends, and its columns: the labels are
// the message keys the screen shows, the kinds say how a cell is written (money: a number with
// two decimals; date: a date; state: the state's word), and the screens that show it: a list is
// exported only for a session whose menu grants one of them (routeAllowed, checked in
// lib/session/export.ts: this module names the paths by their type only, without the manifest).
// Pure: no zod, no server code. The browser's part (names, formats, the count's header) is
// export-wire.ts.

type Row = Record<string, unknown>;
export type ExportColumn = {
  label: string; // message key
  kind: 'text' | 'money' | 'date' | 'count';
  value: (row: Row) => string | number;
} | {
  label: string;
  kind: 'state' | 'word';
  value: (row: Row) => string | number;
  words: Record<number, string>; // message key of each value
};

export type ExportList = {
  /** What it walks: a call of the registry, or one of the BFF's own lists (My activity, lib/session/activity.ts). */
  call: CallPath | OwnList;
  title: string; // message key: the file's name
  /** The screens that show the list (their RecordsView's `exportAs`, or an ExportControl): one must be granted. */
  screens: readonly RoutePath[];
  params: readonly string[]; // query parameters besides the filters
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

const s = (row: Row, field: string) => String(row[field] ?? '');
const time: ExportColumn = { label: 'common.records.time', kind: 'date', value: (r) => s(r, 'time') };
const money = (label: string, field: string): ExportColumn => ({ label, kind: 'money', value: (r) => s(r, field) });
const text = (label: string, field: string): ExportColumn => ({ label, kind: 'text', value: (r) => s(r, field) });
const member: (label: string) => ExportColumn = (label) => ({ label, kind: 'text', value: (r) => `${s(r, 'name')} (${s(r, 'account')})` });
/** A state column: each value's word is `${prefix}.${key}` for the values' keys. */
const state = (label: string, field: string, values: Record<string, number>, prefix: string, keys?: Record<string, string>): ExportColumn => ({
  label,
  kind: 'state',
  value: (r) => Number(r[field]),
  words: Object.fromEntries(Object.entries(values).map(([key, value]) => [value, `${prefix}.${keys?.[key] ?? key}`])),
});

const registered = (fixed?: Row): ExportList => ({
  call: 'regedvip/index',
  title: fixed ? 'memberProduct.wait.title' : 'memberProduct.registered.title',
  screens: [fixed ? '/reports/waitMember' : '/reports/registerMember'],
  params: fixed ? [] : ['keyword'],
  fixed,
  columns: [
    time,
    member('memberProduct.member'),
    text('memberProduct.level', 'level_name'),
    ...(fixed ? [{ label: 'memberProduct.cycle.label', kind: 'count', value: (r: Row) => (r.days_left == null ? '' : Number(r.days_left)) } satisfies ExportColumn] : [
      text('memberProduct.package.label', 'package'),
      money('memberProduct.amount', 'amount'),
    ]),
    state('memberProduct.ship.label', 'status', SHIP_STATES, 'memberProduct.ship'),
  ],
});

export const EXPORTS = {
  transfers: {
    call: 'transfer/tlong',
    title: 'capital.records.transferTitle',
    screens: ['/capital/transferRecord'],
    params: [],
    columns: [
      time,
      member('capital.records.member'),
      money('capital.amount', 'amount'),
      text('capital.transfer.remark', 'remark'),
      state('capital.records.direction', 'direction', { sent: 1, received: 2 }, 'capital.records'),
    ],
  },
  withdrawals: {
    call: 'extract/tlong',
    title: 'capital.records.withdrawTitle',
    screens: ['/capital/withdrawRecord'],
    params: [],
    columns: [
      time,
      money('capital.amount', 'amount'),
      money('capital.withdraw.fee', 'fee'),
      money('capital.withdraw.net', 'net'),
      text('capital.withdraw.card', 'card'),
      state('capital.records.status', 'status', WITHDRAW_STATES, 'capital.states'),
    ],
  },
  recharges: {
    call: 'recharge/index',
    title: 'capital.records.rechargeTitle',
    screens: ['/capital/rechargeRecord'],
    params: [],
    columns: [
      time,
      money('capital.amount', 'amount'),
      text('capital.recharge.voucher', 'voucher'),
      state('capital.records.status', 'status', RECHARGE_STATES, 'capital.states', { pending: 'toVerify' }),
    ],
  },
  salary: {
    call: 'salaries/tlong',
    title: 'reports.salary.title',
    screens: ['/reports/integralRecord'],
    params: [],
    columns: [
      time,
      money('reports.salary.amount', 'amount'),
      money('reports.salary.balanceAfter', 'balance'),
      text('reports.salary.note', 'note'),
      state('reports.salary.kind', 'kind', SALARY_KINDS, 'reports.kinds'),
    ],
  },
  chargebacks: {
    call: 'return/index',
    title: 'memberProduct.record.title',
    screens: ['/memberProduct/chargebackRecord'],
    params: [],
    columns: [
      time,
      text('memberProduct.record.no', 'no'),
      text('memberProduct.chargeback.order', 'order_no'),
      { label: 'memberProduct.chargeback.type', kind: 'word', value: (r) => Number(r.type), words: Object.fromEntries(Object.entries(RETURN_TYPE_KEYS).map(([v, key]) => [v, `memberProduct.types.${key}`])) },
      { label: 'memberProduct.chargeback.transferee', kind: 'text', value: (r) => (r.transferee ? `${s(r, 'transferee_name')} (${s(r, 'transferee')})` : '') },
      money('memberProduct.amount', 'amount'),
      state('memberProduct.record.status', 'status', RETURN_STATES, 'memberProduct.states', { inProgress: '0', charged: '1', rejected: '2' }),
    ],
  },
  'registered-members': registered(),
  'members-to-upgrade': registered({ wait: 1 }),
  income: {
    call: 'uincome/getsearch',
    title: 'reports.performance.entries',
    screens: ['/reports/performance', '/reports/commission'],
    params: [],
    columns: [
      time,
      text('reports.performance.from', 'from'),
      money('reports.performance.amount', 'amount'),
      state('reports.performance.source', 'kind', INCOME_KINDS, 'reports.incomeKinds'),
    ],
  },
  teamdays: {
    call: 'ability/teamdays',
    title: 'reports.detail.title',
    screens: ['/reports/teamformanceInfo'],
    params: ['depth', 'member'],
    columns: [
      time,
      { label: 'reports.detail.newMembers', kind: 'count', value: (r) => Number(r.new_members) },
      money('reports.detail.volume', 'volume'),
      state('reports.detail.leg', 'leg', LEGS, 'reports.legs'),
    ],
  },
  team: {
    call: 'ability/teams',
    title: 'reports.team.title',
    screens: ['/reports/teamformance'],
    params: [],
    filters: ['from', 'to'],
    paged: false,
    columns: [
      state('reports.team.leg', 'leg', LEGS, 'reports.legs'),
      { label: 'reports.team.depth', kind: 'count', value: (r) => Number(r.depth) },
      { label: 'reports.team.members', kind: 'count', value: (r) => Number(r.members) },
      { label: 'reports.team.active', kind: 'count', value: (r) => Number(r.active) },
      { label: 'reports.team.newMembers', kind: 'count', value: (r) => Number(r.new_members) },
      { label: 'reports.team.volume', kind: 'count', value: (r) => Number(r.volume) },
    ],
  },
  promoters: {
    call: 'promoter/getlist',
    title: 'network.promoter.mine',
    screens: ['/extensionOfficer'],
    params: [],
    filters: [],
    keep: { param: 'state', field: 'state' },
    columns: [
      time,
      state('network.promoter.columns.state', 'state', Object.fromEntries(PROMOTER_STATES.map((v) => [String(v), v])), 'network.promoter.states'),
      text('network.promoter.columns.remark', 'remark'),
    ],
  },
  // My activity (issue 72): rows the BFF made from the account's journal (activityRows in
  // lib/session/activity.ts), its words already in the operator's language but kind, action and settling.
  activity: {
    call: 'own:activity',
    title: 'my.activity.title',
    screens: ['/my/activity'],
    params: ['kind', 'since', 'until', 'tz'],
    filters: [],
    paged: false,
    columns: [
      time,
      { label: 'my.activity.kind', kind: 'word', value: (r) => Number(r.kind), words: Object.fromEntries(ACTIVITY_KINDS.map((k, i) => [i, `my.activity.kinds.${k}`])) },
      text('my.activity.action', 'action'),
      text('my.activity.asked', 'asked'),
      text('my.activity.answer', 'answer'),
      text('my.activity.device', 'device'),
      text('my.activity.network', 'network'),
    ],
  },
} as const satisfies Record<string, ExportList>;


/** The registry's entry of a name, or undefined (an own property only: no `constructor`). */
export const exportList = (name: string): ExportList | undefined => (Object.hasOwn(EXPORTS, name) ? (EXPORTS as Record<string, ExportList>)[name] : undefined);

/** Rows an export may hold: more is refused before a byte is sent, with the count. */
export const EXPORT_MAX_ROWS = 100_000;
/** Rows asked of the upstream per page while walking (the lists' schema allows up to 100). */
export const EXPORT_PAGE_ROWS = 100;
