import { defineErrors } from './define.ts';

/** Codes 20000–20999: the online shop catalogue. */
export const catalogueErrors = defineErrors({
  GOODS_NOT_FOUND: {
    code: 20001,
    status: 404,
    text: { zh_HK: '找不到此商品', zh_CN: '找不到此商品', en: 'Product not found.' },
  },
  SKU_NOT_FOUND: {
    code: 20002,
    status: 404,
    text: { zh_HK: '找不到此商品款式', zh_CN: '找不到此商品款式', en: 'Product option not found.' },
  },
});
