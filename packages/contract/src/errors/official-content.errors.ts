import { defineErrors } from './define.ts';

/** Codes 60100–60199: official content, part A (shops, brands, enquiry). */
export const officialContentErrors = defineErrors({
  STORE_NOT_FOUND: {
    code: 60101,
    status: 404,
    text: { zh_HK: '找不到此分店', zh_CN: '找不到此分店', en: 'This shop was not found.' },
  },
  BRAND_NOT_FOUND: {
    code: 60102,
    status: 404,
    text: { zh_HK: '找不到此品牌', zh_CN: '找不到此品牌', en: 'This brand was not found.' },
  },
  ENQUIRY_RECIPIENT_UNKNOWN: {
    code: 60103,
    status: 400,
    text: {
      zh_HK: '收件地址不是本公司的電郵地址',
      zh_CN: '收件地址不是本公司的电邮地址',
      en: 'The recipient is not one of our addresses.',
    },
  },
  MAIL_SEND_FAILED: {
    code: 60104,
    status: 503,
    text: { zh_HK: '郵件未能發送，請稍後再試', zh_CN: '邮件未能发送，请稍后再试', en: 'The message could not be sent. Please try again later.' },
  },
});
