import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import {
  bankListRead, commissionEntriesRead, eligibleOrdersRead, incomeEntriesRead, incomeRead, meCardsRead, meSummaryRead, PHONE_LEVELS, placementRead, productListRead, profileRead,
  salaryAccountRead, teamDepthRead, teamRead, transferInfoRead, withdrawInfoRead, type AnyRead,
} from '@/lib/contract/reads';
import { listRead, type ListDef } from '@/lib/lists/define';
import { rechargeList, salaryList, transferList, withdrawList } from '@/lib/lists/capital';
import { chargebackList } from '@/lib/lists/memberProduct';
import { dateParam, filtersOf, NO_FILTERS, pageOf, rangePayload, recordsInput } from '@/lib/contract/filters';
import { param, type Param } from './params';
import type { ExportName } from '@/lib/contract/export-wire';

// The route manifest (spec §2): every route of the portal, declared once, here. (Links and
// paths by type are in lib/menu/routes.ts, which the whole app imports; this file only where
// route data is needed: its screens are loaded from here.) Everything else
// derives from it: the guard's redirects and requireAuth (proxy.ts), the side menu and the stub's
// login menu (lib/menu/menu.ts), the tabs' parameters (lib/menu/tabs.ts), the screens the shell
// renders (components/shell/screens.ts), breadcrumbs, the first answers a page comes with
// (lib/session/firstAnswers.ts) and the routes test. The one page under app/(portal)
// (app/(portal)/[...route]/page.tsx) serves them all. docs/architecture.md: how to add a screen.
// A screen is imported as '#screens/<area>/<Name>' (package.json "imports"): components/<area>/
// in the browser, nothing in server code (lib/menu/no-screens.ts), which reads this data only.

/** The areas of the portal: a route's screen lives in components/<area>/. */
export const AREAS = ['home', 'network', 'memberProduct', 'capital', 'my', 'security', 'reports', 'notice', 'auth'] as const;
export type Area = (typeof AREAS)[number];

/** A screen, loaded when it is first shown (next/dynamic: the page's own screen is preloaded with it). */
export type Screen = ComponentType;
/** The reads a page comes with: its URL's query, and whether it is laid out for a phone. */
type FirstReads = (query: URLSearchParams, phone: boolean) => AnyRead[];
/** An entry of the spec's side menu: its menu key, its icon, and the group it sits in (none: the top level). */
type MenuEntry = { key: string; icon?: string; in?: string };

export type Route = {
  path: string;
  titleKey: string; // message key under "menu." (and "menuShort.")
  area?: Area; // where its screen lives; the path's first segment unless given
  requireAuth: boolean;
  closable: boolean; // its tab can be closed (Home's cannot)
  isHideTitle?: boolean;
  isHideMsg?: boolean;
  menu?: MenuEntry[]; // where the spec's menu shows it (a screen may sit in two groups)
  params?: Record<string, Param>; // the query it keeps, in the order URLs are written
  screen?: Screen; // what the shell renders at this path (portal routes)
  first?: FirstReads; // the reads its page asks while it renders (plain reads only)
  redirect?: string; // a path that only leads to its first screen (spec §2)
  verified?: true; // needs a fresh verified step: without one its page sends the operator to verify first
  list?: ListDef; // the record list it shows (lib/lists/): its parameters, first read and, unless it has its own, its screen
  /** Other lists its screen shows (by their names in lib/lists/): with `list`, where each list is exported from (`screensOf`). */
  shows?: readonly ExportName[];
};

type Extra = Partial<Omit<Route, 'path' | 'titleKey'>>;
const route = <P extends string, const E extends Extra = Extra>(path: P, titleKey: string, extra?: E): Route & { path: P } & E =>
  ({ requireAuth: true, closable: true, ...extra, path, titleKey }) as Route & { path: P } & E;
const open = { requireAuth: false, closable: false } as const;
const firstPage = recordsInput(NO_FILTERS, 1);
const rangeOf = (query: URLSearchParams) => ({ from: dateParam(query.get('from') ?? ''), to: dateParam(query.get('to') ?? '') });
/** The income kind a URL names (`?kind=`), "" for none. */
const kindOf = (query: URLSearchParams) => filtersOf(new URLSearchParams({ status: query.get('kind') ?? '' })).status;
/** Reports over a range keep it in the URL. */
const range = { from: param('date'), to: param('date') };
/** A record list keeps its filters and page in the URL (issue 42: a link opens it filtered). */
const records = { status: param('state'), ...range, page: param('id') };
/** The page of a record list its URL names. */
const listed = (query: URLSearchParams) => recordsInput(filtersOf(query), pageOf(query));
/**
 * A record list's route (issue 73): its filters and page in the URL, the page of them it comes
 * with, and the list drawn as its definition says (a screen of its own, given after, replaces it).
 */
const listRoute = (list: ListDef) => ({
  list,
  params: list.status ? records : { ...range, page: records.page },
  first: (query: URLSearchParams): AnyRead[] => [listRead(list)({ ...listed(query), ...(!list.status && { status: undefined }) }) as AnyRead],
  screen: dynamic(() => import('#screens/common/records/ListScreen').then((m) => m.listScreen(list))),
});

export const ROUTES = [
  route('/login', 'login', { ...open, area: 'auth', isHideTitle: true, isHideMsg: true }),
  route('/home', 'home', {
    closable: false,
    menu: [{ key: '0', icon: 'home' }],
    screen: dynamic(() => import('#screens/home/HomeScreen').then((m) => m.HomeScreen)),
    first: () => [profileRead],
  }),

  // The member network.
  route('/inviteNode', 'inviteNode', {
    area: 'network',
    menu: [{ key: '10', icon: 'invite' }],
    params: { root: param('account', 'tab') },
    screen: dynamic(() => import('#screens/network/InviteNodeScreen').then((m) => m.InviteNodeScreen)),
  }),
  route('/memberNode', 'memberNode', {
    area: 'network',
    menu: [{ key: '11', icon: 'member' }],
    params: { root: param('account', 'tab') },
    screen: dynamic(() => import('#screens/network/MemberNodeScreen').then((m) => m.MemberNodeScreen)),
    // A phone's three levels; a desk's window may be any width (components/common/context/usePhone.tsx).
    first: (query, phone) => (phone ? [placementRead({ account: query.get('root') ?? '', levels: PHONE_LEVELS })] : []),
  }),
  route('/memberNode/register', 'memberRegister', {
    area: 'network',
    params: { sponsor: param('account'), position: param('side') },
    screen: dynamic(() => import('#screens/network/RegisterScreen').then((m) => m.RegisterScreen)),
  }),
  route('/extensionOfficer', 'extensionOfficer', {
    area: 'network',
    params: { state: param('state') },
    shows: ['promoters'],
    screen: dynamic(() => import('#screens/network/ExtensionOfficerScreen').then((m) => m.ExtensionOfficerScreen)),
  }),

  // VIP goods.
  route('/memberProduct', 'memberProduct', { redirect: '/memberProduct/memberUpLevel', menu: [{ key: '20', icon: 'goods' }] }),
  route('/memberProduct/memberUpLevel', 'memberUpLevel', {
    menu: [{ key: '21', in: '/memberProduct' }],
    params: { account: param('account') },
    first: () => [productListRead],
    screen: dynamic(() => import('#screens/memberProduct/MemberUpLevelScreen').then((m) => m.MemberUpLevelScreen)),
  }),
  route('/memberProduct/chargeback', 'chargeback', {
    menu: [{ key: '22', in: '/memberProduct' }],
    screen: dynamic(() => import('#screens/memberProduct/ChargebackScreen').then((m) => m.ChargebackScreen)),
    first: () => [eligibleOrdersRead],
  }),
  route('/memberProduct/chargebackRecord', 'chargebackRecord', {
    menu: [{ key: '23', in: '/memberProduct' }],
    ...listRoute(chargebackList),
    screen: dynamic(() => import('#screens/memberProduct/ChargebackRecordScreen').then((m) => m.ChargebackRecordScreen)),
  }),

  // Funds.
  route('/capital', 'capital', { redirect: '/capital/recharge', menu: [{ key: '30', icon: 'fund' }] }),
  route('/capital/recharge', 'recharge', {
    menu: [{ key: '31', in: '/capital' }],
    screen: dynamic(() => import('#screens/capital/RechargeScreen').then((m) => m.RechargeScreen)),
  }),
  route('/capital/rechargeRecord', 'rechargeRecord', {
    menu: [{ key: '32', in: '/capital' }],
    ...listRoute(rechargeList),
    screen: dynamic(() => import('#screens/capital/RechargeRecordScreen').then((m) => m.RechargeRecordScreen)),
  }),
  route('/capital/transfer', 'transfer', {
    menu: [{ key: '33', in: '/capital' }],
    screen: dynamic(() => import('#screens/capital/TransferScreen').then((m) => m.TransferScreen)),
    first: () => [transferInfoRead, profileRead],
  }),
  route('/capital/transferRecord', 'transferRecord', {
    menu: [{ key: '34', in: '/capital' }],
    ...listRoute(transferList),
  }),
  route('/capital/withdraw', 'withdraw', {
    menu: [{ key: '35', in: '/capital' }],
    params: { card: param('id') },
    screen: dynamic(() => import('#screens/capital/WithdrawScreen').then((m) => m.WithdrawScreen)),
    first: () => [withdrawInfoRead, bankListRead],
  }),
  route('/capital/withdrawRecord', 'withdrawRecord', {
    menu: [{ key: '36', in: '/capital' }],
    ...listRoute(withdrawList),
    screen: dynamic(() => import('#screens/capital/WithdrawRecordScreen').then((m) => m.WithdrawRecordScreen)),
  }),

  // Reports.
  route('/reports', 'reports', { redirect: '/reports/integralRecord', menu: [{ key: '40', icon: 'report' }] }),
  route('/reports/integralRecord', 'integralRecord', {
    menu: [{ key: '41', in: '/reports' }],
    ...listRoute(salaryList),
    screen: dynamic(() => import('#screens/reports/IntegralRecordScreen').then((m) => m.IntegralRecordScreen)),
    first: (query) => [salaryAccountRead, listRead(salaryList)(listed(query))],
  }),
  route('/reports/registerMember', 'registerMember', {
    menu: [{ key: '42', in: '/reports' }],
    shows: ['registered-members'],
    screen: dynamic(() => import('#screens/reports/RegisterMemberScreen').then((m) => m.RegisterMemberScreen)),
  }),
  route('/reports/waitMember', 'waitMember', {
    menu: [{ key: '43', in: '/reports' }],
    shows: ['members-to-upgrade'],
    screen: dynamic(() => import('#screens/reports/WaitMemberScreen').then((m) => m.WaitMemberScreen)),
  }),
  route('/reports/performance', 'performance', {
    menu: [{ key: '44', in: '/reports' }],
    shows: ['income'],
    params: range,
    screen: dynamic(() => import('#screens/reports/PerformanceScreen').then((m) => m.PerformanceScreen)),
    first: (query) => [incomeRead(rangePayload(rangeOf(query))), incomeEntriesRead(rangeOf(query))(firstPage)],
  }),
  route('/reports/teamformance', 'teamformance', {
    menu: [{ key: '45', in: '/reports' }],
    shows: ['team'],
    params: range,
    screen: dynamic(() => import('#screens/reports/TeamformanceScreen').then((m) => m.TeamformanceScreen)),
    first: (query) => [teamRead(rangePayload(rangeOf(query))), teamDepthRead(rangePayload(rangeOf(query)))],
  }),
  route('/reports/teamformanceInfo', 'teamformanceInfo', {
    menu: [{ key: '46', in: '/reports' }],
    shows: ['teamdays'],
    params: { leg: param('leg', 'tab'), depth: param('id', 'tab'), member: param('account', 'tab'), ...range, page: param('id') },
    screen: dynamic(() => import('#screens/reports/TeamformanceInfoScreen').then((m) => m.TeamformanceInfoScreen)),
  }),

  // Commissions by kind (issue 59): the range and the kind whose entries are listed in the URL.
  route('/reports/commission', 'commission', {
    menu: [{ key: '48', in: '/reports' }],
    shows: ['income'],
    params: { ...range, kind: param('state') },
    screen: dynamic(() => import('#screens/reports/CommissionScreen').then((m) => m.CommissionScreen)),
    first: (query) => [
      incomeRead(rangePayload(rangeOf(query))),
      commissionEntriesRead(rangeOf(query)),
      incomeEntriesRead(rangeOf(query))(recordsInput({ ...NO_FILTERS, status: kindOf(query) }, 1)),
    ],
  }),

  // Notices (in the Report group of the spec's menu).
  route('/notice', 'notice', {
    menu: [{ key: '47', in: '/reports' }],
    params: { unread: param('flag') },
    screen: dynamic(() => import('#screens/notice/NoticeScreen').then((m) => m.NoticeScreen)),
  }),
  route('/notice/info', 'noticeInfo', {
    params: { id: param('id', 'tab') },
    screen: dynamic(() => import('#screens/notice/NoticeInfoScreen').then((m) => m.NoticeInfoScreen)),
  }),

  // Me: a screen and a group (shown on phones only); bank cards sit in Funds too.
  route('/my', 'my', {
    menu: [{ key: '50', icon: 'my' }],
    screen: dynamic(() => import('#screens/my/MyScreen').then((m) => m.MyScreen)),
    first: () => [profileRead, meSummaryRead, meCardsRead],
  }),
  route('/my/editInfo', 'editInfo', {
    menu: [{ key: '51', in: '/my' }],
    screen: dynamic(() => import('#screens/my/EditInfoScreen').then((m) => m.EditInfoScreen)),
  }),
  route('/my/editBankCard', 'editBankCard', {
    menu: [{ key: '52', in: '/my' }],
    params: { id: param('id') },
    screen: dynamic(() => import('#screens/my/EditBankCardScreen').then((m) => m.EditBankCardScreen)),
  }),
  route('/my/bankCardList', 'bankCardList', {
    menu: [
      { key: '37', in: '/capital' },
      { key: '53', in: '/my' },
    ],
    screen: dynamic(() => import('#screens/my/BankCardListScreen').then((m) => m.BankCardListScreen)),
  }),
  route('/my/bankCardListSelect', 'bankCardListSelect', {
    screen: dynamic(() => import('#screens/my/BankCardListSelectScreen').then((m) => m.BankCardListSelectScreen)),
  }),
  route('/my/editPhone', 'editPhone', {
    menu: [{ key: '54', in: '/my' }],
    verified: true,
    screen: dynamic(() => import('#screens/my/BindContactScreen').then((m) => m.EditPhoneScreen)),
  }),
  route('/my/editEmail', 'editEmail', {
    verified: true,
    screen: dynamic(() => import('#screens/my/BindContactScreen').then((m) => m.EditEmailScreen)),
  }),
  route('/my/editPass', 'editPass', {
    menu: [{ key: '55', in: '/my' }],
    screen: dynamic(() => import('#screens/my/EditPassScreen').then((m) => m.EditPassScreen)),
  }),
  // The operator's own security (issue 72): the portal's own screens, shown to every operator
  // (key 0), whatever the upstream's menu holds; an area of their own, so that Me's other pages
  // do not carry their messages.
  route('/my/security', 'security', {
    area: 'security',
    menu: [{ key: '0', in: '/my' }],
    screen: dynamic(() => import('#screens/security/SecurityScreen').then((m) => m.SecurityScreen)),
  }),
  route('/my/activity', 'activity', {
    area: 'security',
    menu: [{ key: '0', in: '/my' }],
    shows: ['activity'],
    params: { kind: param('activity'), ...range },
    screen: dynamic(() => import('#screens/security/ActivityScreen').then((m) => m.ActivityScreen)),
  }),
  // The verification step before a change of Me (reached from Me's screens, not the menu).
  route('/validateTelEmail', 'validateTelEmail', {
    area: 'my',
    params: { next: param('next') },
    screen: dynamic(() => import('#screens/my/ValidateTelEmailScreen').then((m) => m.ValidateTelEmailScreen)),
  }),
  route('/validateTelEmail/validate', 'validate', {
    area: 'my',
    params: { way: param('way'), next: param('next') },
    screen: dynamic(() => import('#screens/my/ValidateScreen').then((m) => m.ValidateScreen)),
  }),

  // The error pages (app/error/[status]).
  route('/error/401', 'error401', open),
  route('/error/403', 'error403', open),
  route('/error/404', 'error404', open),
  route('/error/500', 'error500', open),
];

/** A path the portal answers: a link or a push to anything else does not compile. */
export type RoutePath = (typeof ROUTES)[number]['path'];
/** A path that shows a screen of its own (not a redirect). */
export type ScreenPath = Exclude<(typeof ROUTES)[number], { redirect: string }>['path'];

const BY_PATH = new Map<string, Route>(ROUTES.map((r) => [r.path, r]));

/** The route at a path, or undefined. */
export const routeOf = (path: string): Route | undefined => BY_PATH.get(path);

/** Paths that lead to their first screen (spec §2), "/" to Home. */
export const REDIRECTS: Record<string, ScreenPath> = Object.fromEntries([
  ['/', '/home'],
  ...ROUTES.flatMap((r) => (r.redirect ? [[r.path, r.redirect]] : [])),
]);

/** The area whose folder holds a route's screen. */
export const areaOf = (r: Route): Area | undefined => r.area ?? (AREAS as readonly string[]).find((a) => r.path.split('/')[1] === a) as Area | undefined;

/** The routes that show a list (its own route's `list`, or `shows`): its export is had where one of them is granted. */
export const screensOf = (name: string): string[] => ROUTES.filter((r) => r.list?.name === name || r.shows?.includes(name as ExportName)).map((r) => r.path);

/**
 * Whether a session with these menu keys may open `path` (spec §2, "a hidden screen is
 * refused"): a route with menu entries when one of its keys is "0" or granted; a route without
 * one as the nearest route above its path that has entries; always when none lies above it.
 */
export function routeAllowed(path: string, keys: readonly string[]): boolean {
  for (let at = path; at; at = at.slice(0, at.lastIndexOf('/'))) {
    const entries = routeOf(at)?.menu;
    if (entries?.length) return entries.some((m) => m.key === '0' || keys.includes(m.key));
  }
  return true;
}
