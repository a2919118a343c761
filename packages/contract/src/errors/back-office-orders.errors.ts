import { defineErrors } from './define.ts';

/** Codes 80100–80199: orders in the back office (issue 14, decision 133). */
export const backOfficeOrdersErrors = defineErrors({
  ORDER_OTHER_SHOP: {
    code: 80100,
    status: 403,
    text: {
      zh_HK: '此訂單不是在你的分店取貨',
      zh_CN: '此订单不是在你的分店取货',
      en: 'This order is not collected at your shop.',
    },
  },
  STAFF_WITHOUT_SHOP: {
    code: 80101,
    status: 403,
    text: {
      zh_HK: '你的帳戶未設定所屬分店，請聯絡商戶管理員',
      zh_CN: '你的账户未设定所属分店，请联系商户管理员',
      en: 'Your account has no shop; ask the merchant admin to set one.',
    },
  },
  ORDER_NOT_PICKUP: {
    code: 80102,
    status: 409,
    text: {
      zh_HK: '此訂單不是門市取貨訂單',
      zh_CN: '此订单不是门店取货订单',
      en: 'This order is not collected at a shop.',
    },
  },
  ORDER_NOT_DELIVERY: {
    code: 80103,
    status: 409,
    text: {
      zh_HK: '此訂單不是送貨訂單',
      zh_CN: '此订单不是送货订单',
      en: 'This order is not a delivery order.',
    },
  },
});
