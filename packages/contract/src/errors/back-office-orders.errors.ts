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
  // 80140–80149: the counter's collection codes and payment (issue 25, decision 191).
  COLLECTION_CODE_UNKNOWN: {
    code: 80140,
    status: 404,
    text: {
      zh_HK: '此取貨碼在本分店沒有待取的訂單或換領，請再核對',
      zh_CN: '此取货码在本门店没有待取的订单或换领，请再核对',
      en: 'No order or redemption waits at this shop under this collection code; please check it again.',
    },
  },
  // 82850–82869: the counter's day (issue 40, decision 458).
  COLLECTION_CODE_OTHER_SHOP: {
    code: 82850,
    status: 404,
    text: {
      zh_HK: '此取貨碼屬於另一間分店的訂單或換領，不能在本店交收；請向會員確認所選的取貨分店',
      zh_CN: '此取货码属于另一间门店的订单或换领，不能在本店交收；请向会员确认所选的取货门店',
      en: 'This collection code belongs to an order or redemption at another shop and cannot be handed over here; please check with the member which shop they chose.',
    },
  },
  COLLECTION_CODE_LIMITED: {
    code: 80141,
    status: 429,
    text: {
      zh_HK: '輸入錯誤的取貨碼次數過多，請稍後再試',
      zh_CN: '输入错误的取货码次数过多，请稍后再试',
      en: 'Too many wrong collection codes; please try again later.',
    },
  },
  COUNTER_PAYMENT_REQUIRED: {
    code: 80142,
    status: 409,
    text: {
      zh_HK: '此訂單未付款，請先收款並記錄付款方式',
      zh_CN: '此订单未付款，请先收款并记录付款方式',
      en: 'This order is unpaid: take the payment and record its method first.',
    },
  },
  COUNTER_NOT_READY: {
    code: 80143,
    status: 409,
    text: {
      zh_HK: '此訂單尚未備妥，不能交收',
      zh_CN: '此订单尚未备妥，不能交收',
      en: 'This order is not ready for collection yet.',
    },
  },
  REFUND_STORE_UNKNOWN: {
    code: 80144,
    status: 400,
    text: {
      zh_HK: '請選擇有效的退貨分店',
      zh_CN: '请选择有效的退货门店',
      en: 'Please choose a valid shop for the returned goods.',
    },
  },
});
