import { NOTICE_COUNT_PATH, PROFILE_PATH } from '@/lib/contract/calls';
import { CODE_USER_OK } from '@/lib/contract/codes';
import { menuKeysOf, permissionsOf, type Account } from './accounts';
import { NETWORK_HANDLERS } from './handlers-network';
import { LEVEL_NAMES, pick, t, type Lac } from './i18n';
import type { Part } from './multipart';
import { noticeDetail, noticeRow, pageOf, unreadCount } from './notices';
import { storeUpload } from './pages';
import { fundsOf } from './funds';
import { FUNDS_HANDLERS } from './handlers-funds';
import { fail, ok, STUB_CODES, type Answer } from './respond';
import type { StubState } from './state';
import { WIRE_CODES } from './checks';
import { memberByAccount, type Member } from './world';

// One handler per upstream path, for calls made with a valid token (login is in login.ts).
// A path without a handler answers 20000 with empty data until its screen needs more.

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
const maskPhone = (phone: string) => (phone ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '');
const maskEmail = (email: string) => email.replace(/^(.{1,2})[^@]*@/, '$1***@');

const noticesOf = ({ state, account }: CallContext) => state.world.notices.get(account.username) ?? [];

// Balances the world does not keep yet, derived from fixed member fields so every run (and
// every transfer of salary) gives the same answer. Move them into Member once a funds call
// changes them.
/** Days left of the 45-day upgrade cycle (spec §4) for a member not yet VIP. */
const upgradeDays = (me: Member) => (me.vip ? undefined : 1 + ((me.id * 13 + Number(me.regDate.slice(8, 10))) % 45));

/** The Home balances, from the member's funds state (moved by the funds calls). */
function balancesOf(state: StubState, me: Member) {
  const funds = fundsOf(state, me);
  return { salary: money(funds.salaryCents), recharge_balance: money(funds.rechargeCents), frozen: money(funds.frozenCents) };
}

/** The profile (spec §7): must satisfy `profileData` in lib/contract/auth.ts. */
const profile: Handler = ({ state, me, lac }) =>
  ok(lac, {
    username: me.account,
    realname: me.name,
    nickname: me.nickname,
    level: me.level,
    level_name: pick(lac, LEVEL_NAMES[me.level]),
    is_vip: me.vip ? 1 : 0,
    phone: maskPhone(me.phone),
    email: maskEmail(me.email),
    ...balancesOf(state, me),
    // The world keeps leg totals, not periods: the totals stand in for this period's volume.
    performance_left: money(me.leftVolume * 100),
    performance_right: money(me.rightVolume * 100),
    upgrade_days: upgradeDays(me),
    verify_rule: { phone: me.phone ? 1 : 0, email: me.email ? 1 : 0 },
  });

const noticeDetailOf: Handler = (ctx) => {
  const notice = noticesOf(ctx).find((n) => n.id === Number(ctx.payload.id));
  if (!notice) return fail(STUB_CODES.notFound, ctx.lac, 'noNotice');
  notice.read = true;
  return ok(ctx.lac, noticeDetail(notice, ctx.lac));
};

const upload: Handler = ({ state, file, lac }) =>
  file ? ok(lac, { url: storeUpload(state, file) }) : fail(WIRE_CODES.missingField, lac, 'missingField', 'file');

const HANDLERS: Record<string, Handler> = {
  // The GET calls answer 200, not 20000 (spec §6).
  'user/menu': ({ account, lac }) => ({ code: CODE_USER_OK, msg: t(lac, 'ok'), data: menuKeysOf(account) }),
  'user/permission': ({ account, lac }) => ({ code: CODE_USER_OK, msg: t(lac, 'ok'), data: permissionsOf(account) }),
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
};

const placeholder: Handler = ({ lac }) => ok(lac, {});

export function handlerFor(path: string): Handler {
  return Object.hasOwn(HANDLERS, path) ? HANDLERS[path] : placeholder;
}

/** The world member behind an account (every account is one, see world.ts). */
export const memberOf = (state: StubState, account: Account) => memberByAccount(state.world, account.username)!;
