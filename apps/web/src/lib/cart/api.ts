import type { CallDef, CallRequest } from '@shop/contract';
import type * as calls from '@shop/contract';
import { callApi } from '../api-client.ts';

/** A call of `path`, typed by its definition. */
const call =
  <C extends CallDef>(path: C['path']) =>
  (input: CallRequest<C>) =>
    callApi<C>(path, input);

/** The cart and wishlist calls (contract calls/cart.calls.ts), typed by their definitions. */
export const cartApi = {
  get: call<typeof calls.getSmallCartList>('app/cart/getSmallCartList'),
  describe: call<typeof calls.describeCartLines>('app/cart/describeCartLines'),
  add: call<typeof calls.addCartList>('app/cart/addCartList'),
  update: call<typeof calls.updateCartItemNumBySku>('app/cart/updateCartItemNumBySku'),
  remove: call<typeof calls.removeCartItemBySku>('app/cart/removeCartItemBySku'),
  removeAll: call<typeof calls.removeCartAll>('app/cart/removeCartAll'),
};

export const wishlistApi = {
  get: call<typeof calls.getUserCollectSpuIds>('app/collect/getUserCollectSpuIds'),
  add: call<typeof calls.addCollectList>('app/collect/addCollectList'),
  delete: call<typeof calls.deleteCollect>('app/collect/deleteCollect'),
  removeAll: call<typeof calls.removeCollectAll>('app/collect/removeCollectAll'),
};
