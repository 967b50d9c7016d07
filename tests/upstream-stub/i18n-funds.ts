import type { Lac } from './i18n';

// The stub's wording of the funds refusals, per lac (1 zh-CN, 2 zh-TW, 3 en-US).
const TEXT = {
  invalid: ['参数错误', '參數錯誤', 'Invalid request'],
  balance: ['余额不足', '餘額不足', 'Balance is not enough'],
  reenter: ['错误，请重新输入', '錯誤，請重新輸入', 'Error, please re-enter'],
  noUser: ['会员不存在', '會員不存在', 'No such member'],
  noContact: ['安全提示：请先绑定手机或邮箱', '安全提示：請先綁定手機或信箱', 'Security tip: bind a phone or email first'],
  wait: ['验证码已发送，请稍后再试', '驗證碼已發送，請稍後再試', 'A code was just sent; please wait'],
  noCard: ['银行卡不存在', '銀行卡不存在', 'No such bank card'],
} as const;

export const fundsText = (lac: Lac, key: keyof typeof TEXT) => TEXT[key][lac - 1];
