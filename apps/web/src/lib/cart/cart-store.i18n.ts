import { defineCatalogue } from '../i18n.ts';

/** Messages of the cart store itself (guest-side checks that mirror the server's). */
export const cartStoreCatalogue = defineCatalogue('cartStore', {
  zh_HK: { insufficientStock: '庫存不足', goodsNotExist: '商品不存在', removedFromSale: '商品已下架' },
  zh_CN: { insufficientStock: '库存不足', goodsNotExist: '商品不存在', removedFromSale: '商品已下架' },
  en: { insufficientStock: 'Insufficient stock', goodsNotExist: 'Goods not exist', removedFromSale: 'Removed from sale' },
});
