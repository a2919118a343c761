import { defineErrors } from './define.ts';

/** Codes 87000–87099: the counter as a till (issue 43, decisions 485–489). */
export const tillErrors = defineErrors({
  TILL_MEMBER_QR_INVALID: {
    code: 87000,
    status: 400,
    text: {
      zh_HK: '會員二維碼無效或已過期，請會員重新出示',
      zh_CN: '会员二维码无效或已过期，请会员重新出示',
      en: "The member's QR code is not valid or has expired; ask the member to show it again.",
    },
  },
  TILL_TOTAL_CHANGED: {
    code: 87001,
    status: 409,
    text: {
      zh_HK: '價格已變更，新總額為 {total}；請確認後再收款',
      zh_CN: '价格已变更，新总额为 {total}；请确认后再收款',
      en: 'The price has changed; the new total is {total}. Confirm it before taking payment.',
    },
  },
  TILL_PAYMENTS_MISMATCH: {
    code: 87002,
    status: 400,
    text: {
      zh_HK: '各付款方式的金額合計須等於總額',
      zh_CN: '各付款方式的金额合计须等于总额',
      en: 'The payments must add up to the total.',
    },
  },
  TILL_TENDERED_SHORT: {
    code: 87003,
    status: 400,
    text: {
      zh_HK: '收取的現金少於應付金額',
      zh_CN: '收取的现金少于应付金额',
      en: 'The cash handed over is less than the cash amount.',
    },
  },
  TILL_OUT_OF_STOCK: {
    code: 87004,
    status: 409,
    text: {
      zh_HK: '本店存貨不足：{codes}',
      zh_CN: '本店库存不足：{codes}',
      en: "This shop's stock is too low for: {codes}",
    },
  },
  TILL_KEY_REUSED: {
    code: 87005,
    status: 409,
    text: {
      zh_HK: '此交易編號已用於另一宗銷售',
      zh_CN: '此交易编号已用于另一笔销售',
      en: 'This sale key was already used for a different sale.',
    },
  },
  TILL_SALE_NOT_FOUND: {
    code: 87006,
    status: 404,
    text: {
      zh_HK: '本店沒有此門市銷售',
      zh_CN: '本店没有此门店销售',
      en: 'No counter sale of this shop has this number.',
    },
  },
  TILL_RETURN_TOO_LATE: {
    code: 87007,
    status: 409,
    text: {
      zh_HK: '已超過退貨期限（{days} 天）',
      zh_CN: '已超过退货期限（{days} 天）',
      en: 'The return period ({days} days) has passed.',
    },
  },
  TILL_REFUND_METHOD_UNAVAILABLE: {
    code: 87009,
    status: 409,
    text: {
      zh_HK: '此付款方式不能退回這筆金額，請選擇原付款方式',
      zh_CN: '此付款方式不能退回这笔金额，请选择原付款方式',
      en: 'This amount cannot go back by that method; choose a method the sale was paid with.',
    },
  },
  TILL_DAY_ALREADY_OPEN: {
    code: 87010,
    status: 409,
    text: {
      zh_HK: '本店今日已開檔',
      zh_CN: '本店今日已开档',
      en: "This shop's day is already open.",
    },
  },
  TILL_DAY_NOT_OPEN: {
    code: 87011,
    status: 409,
    text: {
      zh_HK: '本店尚未開檔',
      zh_CN: '本店尚未开档',
      en: "This shop's day is not open.",
    },
  },
  TILL_SKU_UNKNOWN: {
    code: 87012,
    status: 400,
    text: {
      zh_HK: '沒有此貨品',
      zh_CN: '没有此货品',
      en: 'No such piece.',
    },
  },
  // Codes 87100–87199: the one-step exchange (decision 515).
  TILL_EXCHANGE_PAID_ONLINE: {
    code: 87100,
    status: 409,
    text: {
      zh_HK: '此訂單以網上付款，不能即場換貨；請先退貨（款項退回原付款方式），再另行銷售',
      zh_CN: '此订单以网上付款，不能即场换货；请先退货（款项退回原付款方式），再另行销售',
      en: 'This order was paid online and cannot be exchanged in one step: return it (the money goes back the way it was paid), then ring up a new sale.',
    },
  },
  TILL_EXCHANGE_DIFFERENCE: {
    code: 87101,
    status: 400,
    text: {
      zh_HK: '換貨須付差額 {due}；各付款方式的金額合計須等於差額',
      zh_CN: '换货须付差额 {due}；各付款方式的金额合计须等于差额',
      en: 'The exchange leaves {due} to pay; the payments must add up to it.',
    },
  },
  TILL_GIFT_UNAVAILABLE: {
    code: 87102,
    status: 409,
    text: {
      zh_HK: '所選贈品未能送出（優惠未達、此店沒有存貨或超出數量），請重新選擇',
      zh_CN: '所选赠品未能送出（优惠未达、此店没有库存或超出数量），请重新选择',
      en: 'The chosen gift cannot be given (the promotion is not reached, this shop has none, or too many); choose again.',
    },
  },
});
