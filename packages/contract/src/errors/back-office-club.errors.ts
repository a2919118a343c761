import { defineErrors } from './define.ts';

/** Codes 81000–81099: promotions, club goods and per-line refunds in the back office (issue 14, decisions 170–172). */
export const backOfficeClubErrors = defineErrors({
  PROMOTION_NOT_FOUND: {
    code: 81000,
    status: 404,
    text: { zh_HK: '找不到此推廣', zh_CN: '找不到此推广', en: 'Promotion not found.' },
  },
  PROMOTION_CODE_TAKEN: {
    code: 81001,
    status: 409,
    text: { zh_HK: '推廣編號 {code} 已被使用', zh_CN: '推广编号 {code} 已被使用', en: 'Promotion code {code} is already used.' },
  },
  PROMOTION_SKU_UNKNOWN: {
    code: 81002,
    status: 400,
    text: { zh_HK: '找不到 SKU 編號 {code}', zh_CN: '找不到 SKU 编号 {code}', en: 'No SKU with code {code}.' },
  },
  PROMOTION_CATEGORY_UNKNOWN: {
    code: 81003,
    status: 400,
    text: { zh_HK: '找不到所選的分類', zh_CN: '找不到所选的分类', en: 'A chosen category does not exist.' },
  },
  CLUB_GOODS_NOT_FOUND: {
    code: 81010,
    status: 404,
    text: { zh_HK: '找不到此積分禮品', zh_CN: '找不到此积分礼品', en: 'Club item not found.' },
  },
  CLUB_CATEGORY_NOT_FOUND: {
    code: 81011,
    status: 400,
    text: { zh_HK: '找不到此積分分類', zh_CN: '找不到此积分分类', en: 'Club category not found.' },
  },
  CLUB_CATEGORY_TOO_DEEP: {
    code: 81012,
    status: 400,
    text: { zh_HK: '分類只可有兩層', zh_CN: '分类只可有两层', en: 'Categories have two levels only.' },
  },
  CLUB_SKU_CODE_TAKEN: {
    code: 81013,
    status: 409,
    text: { zh_HK: 'SKU 編號 {code} 已被使用', zh_CN: 'SKU 编号 {code} 已被使用', en: 'SKU code {code} is already used.' },
  },
  CLUB_SHOP_UNKNOWN: {
    code: 81014,
    status: 400,
    text: { zh_HK: '分店 {code} 不是實體店', zh_CN: '分店 {code} 不是实体店', en: 'Shop {code} is not a physical shop.' },
  },
  CLUB_STOCK_CHANGED: {
    code: 81015,
    status: 409,
    text: {
      zh_HK: '{code} 的庫存剛被換領，請重新載入後再改',
      zh_CN: '{code} 的库存刚被兑换，请重新载入后再改',
      en: 'Stock of {code} was just redeemed; reload and change it again.',
    },
  },
  REFUND_LINE_UNKNOWN: {
    code: 81020,
    status: 400,
    text: { zh_HK: '此訂單沒有這一項', zh_CN: '此订单没有这一项', en: 'The order has no such line.' },
  },
  REFUND_TOO_MANY: {
    code: 81021,
    status: 409,
    text: {
      zh_HK: '{code} 可退的數量不足',
      zh_CN: '{code} 可退的数量不足',
      en: 'Fewer units of {code} are left to refund.',
    },
  },
});
