import { defineErrors } from './define.ts';

/** Codes 60350–60399: jewellery catalogue and gold price of the official site. */
export const jewelleryErrors = defineErrors({
  JEWELLERY_NOT_FOUND: {
    code: 60350,
    status: 404,
    text: { zh_HK: '找不到此珠寶', zh_CN: '找不到此珠宝', en: 'This jewellery piece was not found.' },
  },
  GOLD_PRICE_UNAVAILABLE: {
    code: 60351,
    status: 404,
    text: { zh_HK: '金價資料獲取失敗', zh_CN: '金价资料获取失败', en: 'The goldPrice Information get failed' },
  },
  GOLD_PRICE_INCONSISTENT: {
    code: 60352,
    status: 400,
    text: {
      zh_HK: '回收價不可高於賣出價',
      zh_CN: '回收价不可高于卖出价',
      en: 'The purchase price cannot be above the selling price.',
    },
  },
});
