import { defineErrors } from './define.ts';

/** Codes 80200–80299: the back office's goods and stock (issue 14). */
export const backOfficeGoodsErrors = defineErrors({
  BO_GOODS_NOT_FOUND: {
    code: 80201,
    status: 404,
    text: { zh_HK: '找不到此商品', zh_CN: '找不到此商品', en: 'This product was not found.' },
  },
  SKU_CODE_TAKEN: {
    code: 80202,
    status: 409,
    text: {
      zh_HK: 'SKU 編號「{code}」重複：已被另一件貨品使用，請改用其他編號',
      zh_CN: 'SKU 编号「{code}」重复：已被另一件商品使用，请改用其他编号',
      en: 'Duplicate SKU code "{code}": another product already uses it. Choose another code.',
    },
  },
  GOODS_REF_UNKNOWN: {
    code: 80203,
    status: 400,
    text: {
      zh_HK: '所選的項目不存在',
      zh_CN: '所选的项目不存在',
      en: 'The chosen item does not exist.',
    },
  },
  STOCK_SKU_NOT_FOUND: {
    code: 80204,
    status: 404,
    text: { zh_HK: '找不到此 SKU 或分店', zh_CN: '找不到此 SKU 或分店', en: 'This SKU or shop was not found.' },
  },
  STOCK_TOO_LOW: {
    code: 80205,
    status: 409,
    text: {
      zh_HK: '庫存不足：此分店只有 {qty} 件可用（未完成訂單已預留的不計在內）',
      zh_CN: '库存不足：此分店只有 {qty} 件可用（未完成订单已预留的不计在内）',
      en: 'Not enough stock: this shop has only {qty} free (units held by open orders are not counted).',
    },
  },
  IMAGE_NOT_IN_LIBRARY: {
    code: 80206,
    status: 400,
    text: {
      zh_HK: '圖片不在媒體庫中（可能已被刪除）：請重新上傳或選擇另一張',
      zh_CN: '图片不在媒体库中（可能已被删除）：请重新上传或选择另一张',
      en: 'This image is not in the media library (it may have been deleted): upload it again or choose another.',
    },
  },
  BULK_PREVIEW_STALE: {
    code: 80207,
    status: 409,
    text: {
      zh_HK: '預覽之後這些貨品已有改動：請重新預覽，確認後再套用',
      zh_CN: '预览之后这些商品已有改动：请重新预览，确认后再套用',
      en: 'These goods changed after the preview: preview again and confirm before applying.',
    },
  },
  // Issue 37 (decisions 371, 372): codes 80220–80239.
  GOODS_PRICED_BY_WEIGHT: {
    code: 80220,
    status: 400,
    text: {
      zh_HK: '此 SKU 按重量計價：售價是今日金價計的金值加工費，不能直接填寫。請留空售價（或保留匯出的數值），改為調整工費',
      zh_CN: '此 SKU 按重量计价：售价是今日金价计的金值加工费，不能直接填写。请留空售价（或保留导出的数值），改为调整工费',
      en: 'This SKU is priced by weight: its price is the metal value at today’s gold price plus the making charge, and cannot be typed. Leave the price empty (or as exported) and change the making charge instead.',
    },
  },
});
