import { defineErrors } from './define.ts';

/** Codes 70000–70999: apps, pages and media. */
export const pageErrors = defineErrors({
  APP_NOT_FOUND: {
    code: 70001,
    status: 404,
    text: { zh_HK: '找不到此網站設定', zh_CN: '找不到此网站设定', en: 'This site is not configured.' },
  },
  MERCHANT_NOT_FOUND: {
    code: 70002,
    status: 404,
    text: { zh_HK: '找不到此商戶或店舖', zh_CN: '找不到此商户或店铺', en: 'Unknown merchant or shop.' },
  },
  MEDIA_NOT_FOUND: {
    code: 70003,
    status: 404,
    text: { zh_HK: '找不到此圖片', zh_CN: '找不到此图片', en: 'Image not found.' },
  },
});
