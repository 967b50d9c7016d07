// The route table (spec §2): every screen with its meta. The shell builds the side menu from
// MENU_TREE; the guard (proxy.ts) reads requireAuth and the known paths from here.

export type RouteMeta = {
  path: string;
  titleKey: string; // message key under "menu."
  requireAuth: boolean;
  closable?: boolean; // tab can be closed (Home cannot)
  isHideTitle?: boolean;
  isHideMsg?: boolean;
};

const r = <P extends string>(path: P, titleKey: string, extra: Partial<RouteMeta> = {}): RouteMeta & { path: P } => ({
  requireAuth: true,
  closable: true,
  ...extra,
  path,
  titleKey,
});

export const ROUTES = [
  r('/login', 'login', { requireAuth: false, isHideTitle: true, isHideMsg: true }),
  r('/home', 'home', { closable: false }),
  r('/extensionOfficer', 'extensionOfficer'),
  r('/inviteNode', 'inviteNode'),
  r('/memberNode', 'memberNode'),
  r('/memberNode/register', 'memberRegister'),
  r('/memberProduct/memberUpLevel', 'memberUpLevel'),
  r('/memberProduct/chargeback', 'chargeback'),
  r('/memberProduct/chargebackRecord', 'chargebackRecord'),
  r('/capital/recharge', 'recharge'),
  r('/capital/rechargeRecord', 'rechargeRecord'),
  r('/capital/transfer', 'transfer'),
  r('/capital/transferRecord', 'transferRecord'),
  r('/capital/withdraw', 'withdraw'),
  r('/capital/withdrawRecord', 'withdrawRecord'),
  r('/my/bankCardList', 'bankCardList'),
  r('/reports/integralRecord', 'integralRecord'),
  r('/reports/registerMember', 'registerMember'),
  r('/reports/waitMember', 'waitMember'),
  r('/reports/performance', 'performance'),
  r('/reports/teamformance', 'teamformance'),
  r('/reports/teamformanceInfo', 'teamformanceInfo'),
  r('/notice', 'notice'),
  r('/notice/info', 'noticeInfo'),
  r('/my', 'my'),
  r('/my/editInfo', 'editInfo'),
  r('/my/editBankCard', 'editBankCard'),
  r('/my/bankCardListSelect', 'bankCardListSelect'),
  r('/my/editPhone', 'editPhone'),
  r('/my/editEmail', 'editEmail'),
  r('/my/editPass', 'editPass'),
  r('/validateTelEmail', 'validateTelEmail'),
  r('/validateTelEmail/validate', 'validate'),
  r('/error/401', 'error401', { requireAuth: false }),
  r('/error/403', 'error403', { requireAuth: false }),
  r('/error/404', 'error404', { requireAuth: false }),
  r('/error/500', 'error500', { requireAuth: false }),
];

/** A screen's path: a link or a push to anything else does not compile. */
export type ScreenPath = (typeof ROUTES)[number]['path'];

const REDIRECT_TABLE = {
  '/': '/home',
  '/memberProduct': '/memberProduct/memberUpLevel',
  '/capital': '/capital/recharge',
  '/reports': '/reports/integralRecord',
} as const satisfies Record<string, ScreenPath>;
/** Paths that redirect to their first screen (spec §2). */
export const REDIRECTS: Record<string, ScreenPath> = REDIRECT_TABLE;

/** A path the portal answers: a screen, or a path that redirects to one. */
export type RoutePath = ScreenPath | keyof typeof REDIRECT_TABLE;

export const HOME = '/home' satisfies ScreenPath;
export const LOGIN = '/login' satisfies ScreenPath;

export function routeOf(path: string): RouteMeta | undefined {
  return ROUTES.find((route) => route.path === path);
}

/** An in-app link: a route with its query (values are encoded). */
export function routeHref(path: RoutePath, query?: Record<string, string | number>): string {
  const search = query ? new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString() : '';
  return search ? `${path}?${search}` : path;
}

/** Menu keys of the spec's menu entries (spec §2 "Its entries"); "0" is always shown. */
export const MENU_KEYS = {
  home: '0',
  inviteNode: '10',
  memberNode: '11',
  memberProduct: '20',
  memberUpLevel: '21',
  chargeback: '22',
  chargebackRecord: '23',
  capital: '30',
  recharge: '31',
  rechargeRecord: '32',
  transfer: '33',
  transferRecord: '34',
  withdraw: '35',
  withdrawRecord: '36',
  capitalBankCard: '37',
  reports: '40',
  integralRecord: '41',
  registerMember: '42',
  waitMember: '43',
  performance: '44',
  teamformance: '45',
  teamformanceInfo: '46',
  notice: '47',
  my: '50',
  editInfo: '51',
  editBankCard: '52',
  bankCardList: '53',
  editPhone: '54',
  editPass: '55',
  logout: '0',
} as const;
