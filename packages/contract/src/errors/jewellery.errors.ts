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
  // Issue 37 (decision 370): codes 60360–60379.
  GOLD_PRICE_FAR_CHANGE: {
    code: 60360,
    status: 409,
    text: {
      zh_HK: '新金價與上次相差超過 5%（{metal}：HK${from} → HK${to}，{change}）：請先預覽對按重量計價貨品的影響，再確認記錄',
      zh_CN: '新金价与上次相差超过 5%（{metal}：HK${from} → HK${to}，{change}）：请先预览对按重量计价商品的影响，再确认记录',
      en: 'The new price is more than 5% from the last one ({metal}: HK${from} → HK${to}, {change}): preview its effect on the goods priced by weight, then confirm it.',
    },
  },
});
