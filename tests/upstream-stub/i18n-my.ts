import type { Text } from './i18n';

// The profile area's wording (handlers-my.ts): the profile and security calls (store/*).
// Looked up as "profile.<key>" through i18n.ts `t`.
export const PROFILE_TEXT = {
  invalid: ['参数错误：{0}', '參數錯誤：{0}', 'Invalid field: {0}'],
  badOld: ['原密码错误，请重新输入', '原密碼錯誤，請重新輸入', 'The current password is wrong, please re-enter'],
  samePassword: ['新密码不能与原密码相同', '新密碼不能與原密碼相同', 'The new password must differ from the current one'],
  sameContact: ['与当前绑定的相同', '與目前綁定的相同', 'That is the one already bound'],
  phoneTaken: ['该手机号已被其他会员使用', '該手機號已被其他會員使用', 'That phone is used by another member'],
  emailTaken: ['该邮箱已被其他会员使用', '該信箱已被其他會員使用', 'That email is used by another member'],
  passwordChanged: ['密码已修改，请重新登录', '密碼已修改，請重新登入', 'Password changed, please sign in again'],
  pass2Changed: ['二级密码已修改', '二級密碼已修改', 'Level-2 password changed'],
  bound: ['绑定成功', '綁定成功', 'Bound'],
  saved: ['保存成功', '儲存成功', 'Saved'],
  verified: ['验证成功', '驗證成功', 'Verified'],
} satisfies Record<string, Text>;
