import { NOTICE_COUNT_PATH, PROFILE_PATH } from '@/lib/contract/call-paths';
import { menuKeysOf, permissionsOf, type Account } from './accounts';
import { NETWORK_HANDLERS } from './handlers-network';
import { LEVEL_NAMES, pick, type Lac } from './i18n';
import type { Part } from './multipart';
import { noticeDetail, noticeRow, pageOf, unreadCount } from './notices';
import { storeUpload } from './pages';
import { fundsOf } from './capital';
import { contactOf, maskContact } from './member-state';
import { FUNDS_HANDLERS } from './handlers-capital';
import { REPORTS_HANDLERS } from './handlers-reports';
import { legTotals } from './performance';
import { PROFILE_HANDLERS } from './handlers-my';
import { PRODUCTS_HANDLERS } from './handlers-memberProduct';
import { daysLeft } from './memberProduct';
import { ok, okGet, refuse, STUB_CODES, type Answer } from './respond';
import type { StubState } from './state';
import { WIRE_CODES } from './checks';
import { memberByAccount, type Member } from './world';

// One handler per upstream path, for calls made with a valid token (login is in login.ts).
// A registry path without a handler answers STUB_CODES.notImplemented ("not implemented: <path>").

export type CallContext = {
  state: StubState;
  account: Account;
  me: Member; // the account's member in the world: balances and trees change there
  payload: Record<string, unknown>;
  lac: Lac;
  file?: Part; // imgup/index only
};
export type Handler = (ctx: CallContext) => Answer | Promise<Answer>;

/** "125000.00" from integer cents. */
export const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

const noticesOf = ({ state, account }: CallContext) => state.world.notices.get(account.username) ?? [];

/** Days left of the 45-day upgrade cycle (spec §4) for a member not yet VIP, from the VIP-goods state (memberProduct.ts); 0 once it has ended. */
const upgradeDays = (state: StubState, me: Member) => {
  const days = daysLeft(state, me);
  return days === undefined ? undefined : Math.max(0, days);
};

/** The Home balances, from the member's funds state (moved by the funds calls). */
function balancesOf(state: StubState, me: Member) {
  const funds = fundsOf(state, me);
  return { salary: money(funds.salaryCents), recharge_balance: money(funds.rechargeCents), frozen: money(funds.frozenCents) };
}

function performanceOf(state: StubState, me: Member) {
  const legs = legTotals(state.world, me);
  return { performance_left: money(legs.left * 100), performance_right: money(legs.right * 100) };
}

/** The profile (spec §7): must satisfy `profileData` in lib/contract/my.ts. */
const profile: Handler = ({ state, me, lac }) => {
  const [phone, email] = [contactOf(state, me, 'phone'), contactOf(state, me, 'email')];
  return ok(lac, {
    username: me.account,
    realname: me.name,
    nickname: me.nickname,
    level: me.level,
    level_name: pick(lac, LEVEL_NAMES[me.level]),
    is_vip: me.vip ? 1 : 0,
    phone: maskContact('phone', phone),
    email: maskContact('email', email),
    ...balancesOf(state, me),
    // The legs' whole volume, as the reports derive it (performance.ts), so Home agrees with them.
    ...performanceOf(state, me),
    upgrade_days: upgradeDays(state, me),
    verify_rule: { phone: phone ? 1 : 0, email: email ? 1 : 0 },
  });
};

const noticeDetailOf: Handler = (ctx) => {
  const notice = noticesOf(ctx).find((n) => n.id === Number(ctx.payload.id));
  if (!notice) return refuse(STUB_CODES.notFound, ctx.lac, 'common.noNotice');
  notice.read = true;
  return ok(ctx.lac, noticeDetail(notice, ctx.lac));
};

const upload: Handler = ({ state, file, lac }) =>
  file ? ok(lac, { url: storeUpload(state, file) }) : refuse(WIRE_CODES.missingField, lac, 'common.missingField', 'file');

const HANDLERS: Record<string, Handler> = {
  // The GET calls answer 200, not 20000 (spec §6).
  'user/menu': ({ account, lac }) => okGet(lac, menuKeysOf(account)),
  'user/permission': ({ me, lac }) => okGet(lac, permissionsOf(me.vip)),
  [PROFILE_PATH]: profile,
  [NOTICE_COUNT_PATH]: (ctx) => ok(ctx.lac, { num: unreadCount(noticesOf(ctx)) }),
  'notice/index': (ctx) => {
    const keyword = String(ctx.payload.keyword ?? '').trim().toLowerCase();
    const matching = noticesOf(ctx).filter((n) => !keyword || noticeRow(n, ctx.lac).title.toLowerCase().includes(keyword));
    const { list, total } = pageOf(matching, ctx.payload.page, ctx.payload.limit);
    return ok(ctx.lac, { list: list.map((n) => noticeRow(n, ctx.lac)), total });
  },
  'notice/detail': noticeDetailOf,
  'imgup/index': upload,
  ...NETWORK_HANDLERS,
  ...FUNDS_HANDLERS,
  ...REPORTS_HANDLERS,
  ...PROFILE_HANDLERS,
  ...PRODUCTS_HANDLERS,
};

/** Whether the stub serves a registry path (the others answer "not implemented"). */
export const hasHandler = (path: string): boolean => Object.hasOwn(HANDLERS, path);

export function handlerFor(path: string): Handler {
  return hasHandler(path) ? HANDLERS[path] : ({ lac }) => refuse(STUB_CODES.notImplemented, lac, 'common.notImplemented', path);
}

/** The world member behind an account (every account is one, see world.ts). */
export const memberOf = (state: StubState, account: Account) => memberByAccount(state.world, account.username)!;
