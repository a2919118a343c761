import { defineErrors } from './define.ts';

/**
 * Cart and wishlist: the spec's 13003 (out of stock, shown as "Insufficient stock") and 40000–40099.
 * Orders and payment use 40100 and up.
 */
export const cartErrors = defineErrors({
  OUT_OF_STOCK: {
    code: 13003,
    status: 409,
    text: { zh_HK: '庫存不足', zh_CN: '库存不足', en: 'Insufficient stock' },
  },
  CART_GOODS_NOT_EXIST: {
    code: 40001,
    status: 404,
    text: { zh_HK: '商品不存在', zh_CN: '商品不存在', en: 'Goods not exist' },
  },
  CART_REMOVED_FROM_SALE: {
    code: 40002,
    status: 409,
    text: { zh_HK: '商品已下架', zh_CN: '商品已下架', en: 'Removed from sale' },
  },
  CART_INVENTORY_ANOMALY: {
    code: 40006,
    status: 409,
    text: { zh_HK: '庫存異常', zh_CN: '库存异常', en: 'Inventory anomaly' },
  },
  CART_SOLD_OUT: {
    code: 40007,
    status: 409,
    text: { zh_HK: '已售罄', zh_CN: '已售罄', en: 'Sold Out' },
  },
  CART_FULL: {
    code: 40003,
    status: 422,
    text: {
      zh_HK: '購物車最多可放 {max} 件不同商品',
      zh_CN: '购物车最多可放 {max} 件不同商品',
      en: 'The cart holds at most {max} different products.',
    },
  },
  CART_LINE_TOO_MANY: {
    code: 40004,
    status: 422,
    text: {
      zh_HK: '每件商品最多可購買 {max} 件',
      zh_CN: '每件商品最多可购买 {max} 件',
      en: 'At most {max} of one product per order.',
    },
  },
  WISHLIST_FULL: {
    code: 40010,
    status: 422,
    text: {
      zh_HK: '願望清單最多可收藏 {max} 件商品',
      zh_CN: '心愿单最多可收藏 {max} 件商品',
      en: 'The wishlist holds at most {max} products.',
    },
  },
  WISHLIST_GOODS_NOT_EXIST: {
    code: 40011,
    status: 404,
    text: { zh_HK: '商品不存在', zh_CN: '商品不存在', en: 'Goods not exist' },
  },
});
