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
});
