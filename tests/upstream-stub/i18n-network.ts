import type { Text } from './i18n';

// The network area's wording (handlers-network.ts: the charts, promoter, add member), looked up
// as "network.<key>" through i18n.ts `t`.
export const NETWORK_TEXT = {
  notInTree: ['该会员不在您的团队中', '該會員不在您的團隊中', 'This member is not in your team'],
  alreadyPending: ['已有申请在审核中', '已有申請在審核中', 'An application is already in review'],
  notPending: ['只能撤回审核中的申请', '只能撤回審核中的申請', 'Only an application in review can be withdrawn'],
  invalid: ['资料有误：{0}', '資料有誤：{0}', 'Invalid field: {0}'],
  taken: ['{0} 已被使用', '{0} 已被使用', '{0} is already in use'],
  badReferee: ['推荐人不在您的邀请图中', '推薦人不在您的邀請圖中', 'The referee is not in your invitation chart'],
  badSponsor: ['接点人不在您的团队中', '接點人不在您的團隊中', 'The sponsor is not in your team'],
  positionTaken: ['该位置已有会员', '該位置已有會員', 'That position is already taken'],
  notVip: ['无法添加会员', '無法新增會員', 'Unable to add members'],
  rightNotDirect: ['右区会员必须是接点人直接推荐的', '右區會員必須是接點人直接推薦的', 'A right-area member must be a direct invite of the sponsor'],
  badIdentity: ['实名认证未通过：姓名与身份证号不符', '實名認證未通過：姓名與身分證號不符', 'Real-name check failed: the name and ID number do not match'],
  shop: ['{0}服务中心', '{0}服務中心', '{0} Service Center'],
} satisfies Record<string, Text>;
