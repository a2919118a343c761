import type {
  CallRequest,
  addCartList,
  addCollectList,
  deleteCollect,
  describeCartLines,
  getSmallCartList,
  getUserCollectSpuIds,
  removeCartAll,
  removeCartItemBySku,
  removeCollectAll,
  updateCartItemNumBySku,
} from '@shop/contract';
import { callApi } from '../api-client.ts';

/** The cart and wishlist calls (contract calls/cart.calls.ts), typed by their definitions. */
export const cartApi = {
  get: (input: CallRequest<typeof getSmallCartList>) => callApi<typeof getSmallCartList>('app/cart/getSmallCartList', input),
  describe: (input: CallRequest<typeof describeCartLines>) => callApi<typeof describeCartLines>('app/cart/describeCartLines', input),
  add: (input: CallRequest<typeof addCartList>) => callApi<typeof addCartList>('app/cart/addCartList', input),
  update: (input: CallRequest<typeof updateCartItemNumBySku>) => callApi<typeof updateCartItemNumBySku>('app/cart/updateCartItemNumBySku', input),
  remove: (input: CallRequest<typeof removeCartItemBySku>) => callApi<typeof removeCartItemBySku>('app/cart/removeCartItemBySku', input),
  removeAll: (input: CallRequest<typeof removeCartAll>) => callApi<typeof removeCartAll>('app/cart/removeCartAll', input),
};

export const wishlistApi = {
  get: (input: CallRequest<typeof getUserCollectSpuIds>) => callApi<typeof getUserCollectSpuIds>('app/collect/getUserCollectSpuIds', input),
  add: (input: CallRequest<typeof addCollectList>) => callApi<typeof addCollectList>('app/collect/addCollectList', input),
  delete: (input: CallRequest<typeof deleteCollect>) => callApi<typeof deleteCollect>('app/collect/deleteCollect', input),
  removeAll: (input: CallRequest<typeof removeCollectAll>) => callApi<typeof removeCollectAll>('app/collect/removeCollectAll', input),
};
