import { defineErrors } from './define.ts';

/** Codes 83000–83099: the payment provider (issue 29). */
export const paymentErrors = defineErrors({
  PAYMENT_PROVIDER_UNAVAILABLE: {
    code: 83001,
    status: 503,
    text: {
      zh_HK: '付款服務暫時無法使用，請稍後再試。',
      zh_CN: '付款服务暂时无法使用，请稍后再试。',
      en: 'The payment service is unavailable right now; please try again shortly.',
    },
  },
  PAYMENT_WEBHOOK_INVALID: {
    code: 83002,
    status: 400,
    text: { zh_HK: '付款通知簽署無效。', zh_CN: '付款通知签署无效。', en: 'The payment notification signature is not valid.' },
  },
  /** An earlier card payment of the order went through while the member switched (decision 401). */
  PAYMENT_IN_PROGRESS: {
    code: 83010,
    status: 409,
    text: {
      zh_HK: '此訂單剛剛已以信用卡付款，正在確認中，請稍候再查看訂單。',
      zh_CN: '此订单刚刚已以信用卡付款，正在确认中，请稍候再查看订单。',
      en: 'A card payment for this order has just gone through and is being confirmed. Please check the order again shortly.',
    },
  },
});
