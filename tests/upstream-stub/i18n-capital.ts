import type { Text } from './i18n';

// The funds area's wording (handlers-capital.ts), looked up as "funds.<key>" through i18n.ts `t`.
export const FUNDS_TEXT = {
  invalid: ['参数错误', '參數錯誤', 'Invalid request'],
  balance: ['余额不足', '餘額不足', 'Balance is not enough'],
  noUser: ['会员不存在', '會員不存在', 'No such member'],
  noCard: ['银行卡不存在', '銀行卡不存在', 'No such bank card'],
} satisfies Record<string, Text>;
