import type { CartItem } from '@shop/contract';

/** A cart line for tests: a normal line of one unit at HK$10, fields overridable. */
export const cartItem = (skuId: number, over: Partial<CartItem> = {}): CartItem => ({
  skuId,
  spuId: skuId * 10,
  num: 1,
  skuCode: `S${skuId}`,
  img: '',
  price: 1000,
  originalPrice: 1000,
  attributes: [],
  stockQty: 5,
  state: 'NORMAL',
  isInvalidSku: false,
  titleSimple: `t${skuId}`,
  titleTraditional: `t${skuId}`,
  titleEng: `t${skuId}`,
  ...over,
});
