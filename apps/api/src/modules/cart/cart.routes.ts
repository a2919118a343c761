import {
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
import type { ModuleDeps } from '../registry.ts';

export function registerCartRoutes({ router, services }: ModuleDeps) {
  const cart = services.cart;
  router.call(getSmallCartList, (input, ctx) => cart.getCart(ctx.session.memberId, input.storeCode));
  router.call(describeCartLines, (input) => cart.describeGuestLines(input.storeCode, input.list));
  router.call(addCartList, (input, ctx) => cart.add(ctx.session.memberId, input));
  router.call(updateCartItemNumBySku, (input, ctx) => cart.update(ctx.session.memberId, input));
  router.call(removeCartItemBySku, (input, ctx) => cart.remove(ctx.session.memberId, input.storeCode, input.skuId));
  router.call(removeCartAll, (input, ctx) => cart.removeAll(ctx.session.memberId, input.storeCode));
  router.call(getUserCollectSpuIds, (input, ctx) => cart.getWishlist(ctx.session.memberId, input.storeCode));
  router.call(addCollectList, (input, ctx) => cart.addToWishlist(ctx.session.memberId, input.storeCode, input.spuIdList, input.needCheck));
  router.call(deleteCollect, (input, ctx) => cart.removeFromWishlist(ctx.session.memberId, input.storeCode, input.spuId));
  router.call(removeCollectAll, (input, ctx) => cart.removeFromWishlist(ctx.session.memberId, input.storeCode));
}
