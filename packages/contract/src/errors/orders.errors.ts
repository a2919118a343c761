import { defineErrors } from './define.ts';

/** Codes 40500–40999: order preview, take-order, payment and my orders (40000–40499: cart). Stock running out at the conditional update is the cart's OUT_OF_STOCK, the spec's 13003. */
export const orderErrors = defineErrors({
  ORDER_ITEMS_INVALID: {
    code: 40501,
    status: 409,
    text: {
      zh_HK: '購物車已更新或部分商品庫存不足，請重新核對。',
      zh_CN: '购物车已更新或部分商品库存不足，请重新核对。',
      en: 'Your cart was updated or some items ran short of stock; please check them again.',
    },
  },
  ORDER_LINE_PICKUP_ONLY_AT: {
    code: 40560,
    status: 409,
    text: {
      zh_HK: '網店已售罄，只可在{shops}取貨',
      zh_CN: '网店已售罄，只可在{shops}取货',
      en: 'Sold out online — pick-up only at {shops}',
    },
  },
  ORDER_LINE_NEEDS_SHOP: {
    code: 40561,
    status: 409,
    text: {
      zh_HK: '以下商品只可在有貨的分店取貨，此訂單未能包括：{lines}。請選擇該分店，或把它們留在購物車稍後另行下單。',
      zh_CN: '以下商品只可在有货的门店取货，此订单未能包括：{lines}。请选择该门店，或把它们留在购物车稍后另行下单。',
      en: 'These pieces can only be picked up at a shop holding them and cannot be in this order: {lines}. Choose that shop, or leave them in the cart to order next.',
    },
  },
  ORDER_GIFT_UNAVAILABLE: {
    code: 40502,
    status: 409,
    text: {
      zh_HK: '所選贈品已不可選，請重新選擇。',
      zh_CN: '所选赠品已不可选，请重新选择。',
      en: 'The chosen gift is no longer available; please choose again.',
    },
  },
  ORDER_TOTAL_CHANGED: {
    code: 40503,
    status: 409,
    text: {
      zh_HK: '價格或優惠已更新，請重新確認訂單金額。',
      zh_CN: '价格或优惠已更新，请重新确认订单金额。',
      en: 'Prices or promotions have changed; please review the order total again.',
    },
  },
  ORDER_SHOP_UNKNOWN: {
    code: 40504,
    status: 400,
    text: { zh_HK: '請選擇有效的取貨分店。', zh_CN: '请选择有效的取货分店。', en: 'Please choose a valid pick-up shop.' },
  },
  ORDER_ADDRESS_UNKNOWN: {
    code: 40505,
    status: 400,
    text: { zh_HK: '請選擇有效的送貨地址。', zh_CN: '请选择有效的送货地址。', en: 'Please choose a valid delivery address.' },
  },
  ORDER_NOT_FOUND: {
    code: 40506,
    status: 404,
    text: { zh_HK: '找不到此訂單。', zh_CN: '找不到此订单。', en: 'Order not found.' },
  },
  ORDER_STATUS_CONFLICT: {
    code: 40507,
    status: 409,
    text: {
      zh_HK: '訂單目前的狀態不可進行此操作。',
      zh_CN: '订单当前的状态不可进行此操作。',
      en: 'This cannot be done with the order in its current status.',
    },
  },
  ORDER_IDEMPOTENCY_REUSED: {
    code: 40508,
    status: 409,
    text: {
      zh_HK: '此下單請求編號已用於另一張訂單。',
      zh_CN: '此下单请求编号已用于另一张订单。',
      en: 'This order request key was already used for a different order.',
    },
  },
  PAYMENT_METHOD_UNAVAILABLE: {
    code: 40509,
    status: 409,
    text: {
      zh_HK: '此訂單不可使用所選付款方式。',
      zh_CN: '此订单不可使用所选付款方式。',
      en: 'This payment method is not available for the order.',
    },
  },
  PAYMENT_SIGNATURE_INVALID: {
    code: 40510,
    status: 400,
    text: { zh_HK: '付款回覆驗證失敗。', zh_CN: '付款回复验证失败。', en: 'The payment reply could not be verified.' },
  },
  PAYMENT_NOT_FOUND: {
    code: 40511,
    status: 404,
    text: { zh_HK: '找不到此付款。', zh_CN: '找不到此付款。', en: 'Payment not found.' },
  },
  /** A member's orders holding stock (unpaid or reserved) are capped (decision 186). */
  ORDER_OPEN_LIMIT: {
    code: 40580,
    status: 409,
    text: {
      zh_HK: '你有太多未付款或預留中的訂單（最多 {orders} 張、{units} 件），請先付款或取消部分訂單。',
      zh_CN: '你有太多未付款或预留中的订单（最多 {orders} 张、{units} 件），请先付款或取消部分订单。',
      en: 'You have too many unpaid or reserved orders (at most {orders} orders, {units} items). Please pay or cancel some first.',
    },
  },
  /** A member whose phone is not proven holds at most a few units of one piece unpaid (decision 400). */
  ORDER_SKU_HOLD_LIMIT: {
    code: 40590,
    status: 409,
    text: {
      zh_HK: '未驗證手機號碼的會員，每件貨品最多可保留 {limit} 件未付款（{piece}）。請先在線付款、驗證手機號碼，或減少數量。',
      zh_CN: '未验证手机号码的会员，每件货品最多可保留 {limit} 件未付款（{piece}）。请先在线付款、验证手机号码，或减少数量。',
      en: 'Until your phone number is proven you can hold at most {limit} of one piece unpaid ({piece}). Pay online, prove your phone number, or order fewer.',
    },
  },
});
