import type { Text } from './i18n';

// The products area's wording: level up, chargeback and its record, registered members
// (product/*, return/*, regedvip/*). Looked up as "products.<key>" through i18n.ts `t`.
export const PRODUCTS_TEXT = {
  // Refusals.
  invalid: ['参数错误：{0}', '參數錯誤：{0}', 'Invalid request: {0}'],
  balance: ['余额不足', '餘額不足', 'Balance is not enough'],
  levelNotAllowed: ['该套餐不适用于会员当前级别', '該套餐不適用於會員目前級別', 'This package is not allowed for the member\'s level'],
  pendingUpgrade: ['该会员已有升级在处理中，请待套餐发货后再升级', '該會員已有升級在處理中，請待套餐出貨後再升級', 'This member already has an upgrade in progress; upgrade again once its combo has shipped'],
  notInNetwork: ['该会员不在您的网络中', '該會員不在您的網路中', 'This member is not in your network'],
  notEligible: ['该订单不可退货', '該訂單不可退貨', 'This order cannot be returned'],
  statement: ['请同意退货声明', '請同意退貨聲明', 'Please agree to the Return statement'],
  noTransferee: ['受让人不存在', '受讓人不存在', 'No such transferee'],
  cannotDelete: ['套餐已发货，不能删除该注册', '套餐已出貨，不能刪除該註冊', 'The combo has shipped: the registration can no longer be deleted'],
  notFound: ['记录不存在', '記錄不存在', 'No such record'],
  // Packages, their contents and descriptions.
  pkg1: ['基础套餐', '基礎套餐', 'Starter pack'],
  pkg2: ['优惠顾客套餐', '優惠顧客套餐', 'Discount customer pack'],
  pkg3: ['VIP 套餐', 'VIP 套餐', 'VIP pack'],
  pkg4: ['VIP 尊享组合', 'VIP 尊享組合', 'VIP premium combo'],
  pkg1Text: ['入门会员的基础产品组合。', '入門會員的基礎產品組合。', 'The basic products of a new member.'],
  pkg2Text: ['升级为优惠顾客，享受会员价。', '升級為優惠顧客，享受會員價。', 'Levels up to discount customer, with member prices.'],
  pkg3Text: ['升级为 VIP，可推荐并安置会员。', '升級為 VIP，可推薦並安置會員。', 'Levels up to VIP: may sponsor and place members.'],
  pkg4Text: ['升级为 VIP，并获得全套尊享产品。', '升級為 VIP，並獲得全套尊享產品。', 'Levels up to VIP with the full premium range.'],
  itemTea: ['有机绿茶礼盒', '有機綠茶禮盒', 'Organic green tea box'],
  itemOil: ['山茶籽油 1L', '山茶籽油 1L', 'Camellia seed oil 1 L'],
  itemCare: ['护肤套装', '護膚套裝', 'Skin care set'],
  itemVitamin: ['复合维生素', '複合維生素', 'Multivitamin'],
  itemPurifier: ['净水器', '淨水器', 'Water purifier'],
  itemCard: ['会员卡', '會員卡', 'Member card'],
  // Logistics.
  carrierSf: ['顺丰速运', '順豐速運', 'SF Express'],
  shipOrdered: ['订单已支付，等待发货', '訂單已付款，等待出貨', 'Paid; waiting for shipment'],
  shipShipped: ['已发货：{0}', '已出貨：{0}', 'Shipped by {0}'],
  shipTransit: ['运输中，到达转运中心', '運送中，抵達轉運中心', 'In transit: at the sorting centre'],
  shipDelivered: ['已签收', '已簽收', 'Delivered'],
  // The chargeback timeline.
  stepFiled: ['提交退货申请', '提交退貨申請', 'Application filed'],
  stepCharged: ['已退款：{0}', '已退款：{0}', 'Charged: {0}'],
  stepRejected: ['已驳回：{0}', '已駁回：{0}', 'Rejected: {0}'],
  stepReviewing: ['审核中', '審核中', 'Under review'],
  rejectNote: ['退货单号无效', '退貨單號無效', 'the return tracking number is not valid'],
  toRecharge: ['退回充值余额', '退回儲值餘額', 'refunded to the recharge balance'],
  toTransferee: ['转给 {0}', '轉給 {0}', 'passed to {0}'],
} satisfies Record<string, Text>;
