import type { Text } from './i18n';

// The reports area's wording (handlers-reports.ts), looked up as "reports.<key>" through i18n.ts `t`.
export const REPORTS_TEXT = {
  invalid: ['参数错误：{0}', '參數錯誤：{0}', 'Invalid request: {0}'],
  badRange: ['结束日期不能早于开始日期', '結束日期不能早於開始日期', 'The end date is before the start date'],
  notInTeam: ['会员不在您的团队中：{0}', '會員不在您的團隊中：{0}', 'Not a member of your team: {0}'],
} satisfies Record<string, Text>;
