import { defineErrors } from './define.ts';

/** Codes 82800–82849: the customers desk of the back office (issue 28, decision 221). */
export const backOfficeCustomersErrors = defineErrors({
  MEMBER_DISABLED: {
    code: 82800,
    status: 403,
    text: {
      zh_HK: '此會員帳戶已停用，請聯絡門市',
      zh_CN: '此会员账户已停用，请联系门店',
      en: 'This member account is disabled; please contact a shop.',
    },
  },
  ADJUSTMENT_KEY_REUSED: {
    code: 82801,
    status: 409,
    text: {
      zh_HK: '此調整請求編號已用於另一次積分調整',
      zh_CN: '此调整请求编号已用于另一次积分调整',
      en: 'This adjustment key was already used for a different points adjustment.',
    },
  },
});
