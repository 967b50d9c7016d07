// The stub's own wording, per `lac` (1 zh-CN, 2 zh-TW, 3 en-US): the real upstream translates
// its msg and menu titles for the request's language, so the stub does too. Every message an
// answer carries comes from one table per area through `t` (respond.ts `ok`/`refuse` use it).

import { FUNDS_TEXT } from './i18n-capital';
import { NETWORK_TEXT } from './i18n-network';
import { PRODUCTS_TEXT } from './i18n-memberProduct';
import { PROFILE_TEXT } from './i18n-my';
import { REPORTS_TEXT } from './i18n-reports';

export type Lac = 1 | 2 | 3;

/** A request's lac; anything else is the spec's default, 1. */
export function lacOf(value: unknown): Lac {
  const n = Number(value);
  return n === 2 || n === 3 ? n : 1;
}

/** One text in the three languages: [zh-CN, zh-TW, en-US]. */
export type Text = readonly [zhCN: string, zhTW: string, en: string];

/** The wording shared by every area: the envelope, the wire checks, sign-in, notices. */
const COMMON = {
  ok: ['成功', '成功', 'ok'],
  loginOk: ['登录成功', '登入成功', 'Login successful'],
  badLogin: ['账号或密码错误', '帳號或密碼錯誤', 'Incorrect account or password'],
  tokenGone: ['登录已失效，请重新登录', '登入已失效，請重新登入', 'Login expired, please sign in again'],
  missingField: ['缺少表单字段：{0}', '缺少表單欄位：{0}', 'Missing form field: {0}'],
  badUdata: ['无法解密 udata：{0}', '無法解密 udata：{0}', 'Cannot decrypt udata: {0}'],
  badCommon: ['公共参数错误：{0}', '公共參數錯誤：{0}', 'Bad common field: {0}'],
  clockSkew: ['app_time 超出允许范围：{0}', 'app_time 超出允許範圍：{0}', 'app_time out of range: {0}'],
  badIv: ['iv 与服务器配置不一致', 'iv 與伺服器設定不一致', 'iv does not match the server configuration'],
  noNotice: ['公告不存在', '公告不存在', 'No such notice'],
  notImplemented: ['未实现：{0}', '未實作：{0}', 'not implemented: {0}'],
  // Verification codes and level-2 passwords (member-state.ts), whichever area asks for them.
  reenter: ['错误，请重新输入', '錯誤，請重新輸入', 'Error, please re-enter'],
  noContact: ['安全提示：请先绑定手机或邮箱', '安全提示：請先綁定手機或信箱', 'Security tip: bind a phone or email first'],
  codeWait: ['验证码已发送，请稍后再试', '驗證碼已發送，請稍後再試', 'A code was just sent; please wait'],
  codeExpired: ['验证码已过期，请重新获取', '驗證碼已過期，請重新取得', 'The code has expired; request a new one'],
  codeUnsent: ['请先获取验证码', '請先取得驗證碼', 'Request a code first'],
  codeLocked: ['错误次数过多，请 {0} 分钟后再试', '錯誤次數過多，請 {0} 分鐘後再試', 'Too many wrong attempts; try again in {0} min'],
} satisfies Record<string, Text>;

// One table per area, in its own file, so the areas' issues do not edit the same lines.
const TABLES = {
  common: COMMON,
  network: NETWORK_TEXT,
  funds: FUNDS_TEXT,
  profile: PROFILE_TEXT,
  products: PRODUCTS_TEXT,
  reports: REPORTS_TEXT,
} satisfies Record<string, Record<string, Text>>;

export type Area = keyof typeof TABLES;
/** "area.key": a message of one area's table, e.g. "funds.balance" or "common.tokenGone". */
export type MessageKey = { [A in Area]: `${A}.${Extract<keyof (typeof TABLES)[A], string>}` }[Area];

/** The one lookup: a message in the request's language, with {0} replaced by the detail. */
export function t(lac: Lac, key: MessageKey, detail = ''): string {
  const dot = key.indexOf('.');
  const table: Record<string, Text> = TABLES[key.slice(0, dot) as Area];
  return table[key.slice(dot + 1)][lac - 1].replace('{0}', detail);
}

/** Picks the text of a [zh-CN, zh-TW, en-US] triple. */
export const pick = (lac: Lac, text: Text): string => text[lac - 1];

export const LEVEL_NAMES: readonly Text[] = [
  ['普通会员', '普通會員', 'Ordinary'],
  ['优惠顾客', '優惠顧客', 'Discount customer'],
  ['VIP', 'VIP', 'VIP'],
];

export const ID_TYPES: readonly Text[] = [
  ['身份证', '身分證', 'ID card'],
  ['护照', '護照', 'Passport'],
  ['港澳通行证', '港澳通行證', 'HK/Macau permit'],
];

export const AREAS: readonly { code: string; name: Text }[] = [
  { code: '+86', name: ['中国', '中國', 'China'] },
  { code: '+852', name: ['中国香港', '中國香港', 'Hong Kong'] },
  { code: '+886', name: ['中国台湾', '中國台灣', 'Taiwan'] },
  { code: '+60', name: ['马来西亚', '馬來西亞', 'Malaysia'] },
];

/** Notice topics: [title, body] per language; the world numbers them. */
export const NOTICE_TOPICS: readonly { title: Text; body: Text }[] = [
  {
    title: ['系统维护通知', '系統維護通知', 'System maintenance'],
    body: ['系统将于周日凌晨维护两小时。', '系統將於週日凌晨維護兩小時。', 'The system is down for two hours early on Sunday.'],
  },
  {
    title: ['提现手续费调整', '提現手續費調整', 'Withdrawal fee change'],
    body: ['自6月1日起提现收取5%手续费。', '自6月1日起提現收取5%手續費。', 'From June 1 withdrawals carry a 5% fee.'],
  },
  {
    title: ['新品上架', '新品上架', 'New products'],
    body: ['本月VIP套餐新增两款产品。', '本月VIP套餐新增兩款產品。', 'Two products join the VIP packages this month.'],
  },
  {
    title: ['安全提示', '安全提示', 'Security tip'],
    body: ['请先绑定手机或邮箱。', '請先綁定手機或信箱。', 'Bind a phone or email first.'],
  },
];
