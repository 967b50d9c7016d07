import type { MenuItem } from '@/lib/contract/auth';
import { MENU_KEYS as K } from '@/lib/menu/routes';
import type { Account } from './accounts';
import { pick, type Lac } from './i18n';

// The login `menu` (spec §2 "Its entries"). The portal keeps it in a session cookie under
// 4 KB, so titles are short, only top-level entries carry an icon and there are no extra fields.

type Text = [string, string, string];
type Entry = { id: string; key: string; title: Text; img?: string; children?: Entry[] };

const e = (id: string, key: string, title: Text, children?: Entry[], img?: string): Entry => ({ id, key, title, img, children });

const TREE: Entry[] = [
  e('/home', K.home, ['首页', '首頁', 'Home'], undefined, 'home'),
  e('/inviteNode', K.inviteNode, ['邀请图', '邀請圖', 'Invitation chart'], undefined, 'invite'),
  e('/memberNode', K.memberNode, ['会员图(区)', '會員圖(區)', 'Member chart (Zone)'], undefined, 'member'),
  e('/memberProduct', K.memberProduct, ['VIP商品', 'VIP商品', 'VIP goods'], [
    e('/memberProduct/memberUpLevel', K.memberUpLevel, ['升级', '升級', 'Level up']),
    e('/memberProduct/chargeback', K.chargeback, ['退单', '退單', 'Unsubscribe']),
    e('/memberProduct/chargebackRecord', K.chargebackRecord, ['退单记录', '退單記錄', 'Return record']),
  ], 'goods'),
  e('/capital', K.capital, ['资金', '資金', 'Fund'], [
    e('/capital/recharge', K.recharge, ['充值', '充值', 'Recharge']),
    e('/capital/rechargeRecord', K.rechargeRecord, ['充值记录', '充值記錄', 'Recharge record']),
    e('/capital/transfer', K.transfer, ['转账', '轉帳', 'Transfer']),
    e('/capital/transferRecord', K.transferRecord, ['转账记录', '轉帳記錄', 'Transfer record']),
    e('/capital/withdraw', K.withdraw, ['提现', '提現', 'Withdraw']),
    e('/capital/withdrawRecord', K.withdrawRecord, ['提现记录', '提現記錄', 'Withdraw record']),
    e('/my/bankCardList', K.capitalBankCard, ['银行卡', '銀行卡', 'Bank card']),
  ], 'fund'),
  e('/reports', K.reports, ['报表', '報表', 'Report'], [
    e('/reports/integralRecord', K.integralRecord, ['工资记录', '工資記錄', 'Salary record']),
    e('/reports/registerMember', K.registerMember, ['注册会员', '註冊會員', 'Registered members']),
    e('/reports/waitMember', K.waitMember, ['待升级会员', '待升級會員', 'To be upgraded']),
    e('/reports/performance', K.performance, ['我的业绩', '我的業績', 'My performance']),
    e('/reports/teamformance', K.teamformance, ['团队业绩', '團隊業績', 'Team performance']),
    e('/reports/teamformanceInfo', K.teamformanceInfo, ['业绩明细', '業績明細', 'Performance detail']),
    e('/notice', K.notice, ['通知', '通知', 'Notifications']),
  ], 'report'),
  e('/my', K.my, ['我的', '我的', 'Me'], [
    e('/my/editInfo', K.editInfo, ['编辑资料', '編輯資料', 'Edit profile']),
    e('/my/editBankCard', K.editBankCard, ['添加银行卡', '新增銀行卡', 'Add bank card']),
    e('/my/bankCardList', K.bankCardList, ['银行卡', '銀行卡', 'Bank card']),
    e('/my/editPhone', K.editPhone, ['修改手机', '修改手機', 'Change mobile']),
    e('/my/editPass', K.editPass, ['重置密码', '重設密碼', 'Reset password']),
  ], 'my'),
];

const LOGOUT = e('/logout', K.logout, ['退出登录', '登出', 'Logout'], undefined, 'logout');

/** Items that open a page of the stub itself: in a dialog (modal) or a new tab (blank). */
const linkItems = (base: string, lac: Lac): MenuItem[] => [
  { id: `${base}/pages/help.html`, title: pick(lac, ['帮助', '幫助', 'Help']), img: 'help', key: '0', type: 'modal' },
  { id: `${base}/pages/guide.html`, title: pick(lac, ['指南', '指南', 'Guide']), img: 'guide', key: '0', type: 'blank' },
];

function render(entry: Entry, lac: Lac): MenuItem {
  const item: MenuItem = { id: entry.id, title: pick(lac, entry.title), key: entry.key };
  if (entry.img) item.img = entry.img;
  if (entry.children) item.children = entry.children.map((c) => render(c, lac));
  return item;
}

/** The menu of the login answer; `base` is the stub's own origin, for the link items. */
export function loginMenu(account: Account, lac: Lac, base: string): MenuItem[] {
  const items = TREE.map((entry) => render(entry, lac));
  if (account.linkItems) items.push(...linkItems(base, lac));
  return [...items, render(LOGOUT, lac)];
}
