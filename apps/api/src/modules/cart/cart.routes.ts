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
import { AppError } from '../../lib/app-error.ts';
import type { CallContext } from '../../lib/context.ts';
import type { ModuleDeps } from '../registry.ts';

/** The member calling; the router has already refused others (`Access` is not a literal type). */
function memberId(ctx: CallContext): number {
  if (ctx.session?.kind !== 'member') throw new AppError('UNAUTHENTICATED');
  return ctx.session.memberId;
}

export function registerCartRoutes({ router, services }: ModuleDeps) {
  const cart = services.cart;
  router.call(getSmallCartList, (input, ctx) => cart.getCart(memberId(ctx), input.storeCode));
  router.call(describeCartLines, (input) => cart.describeGuestLines(input.storeCode, input.list));
  router.call(addCartList, (input, ctx) => cart.add(memberId(ctx), input));
  router.call(updateCartItemNumBySku, (input, ctx) => cart.update(memberId(ctx), input));
  router.call(removeCartItemBySku, (input, ctx) => cart.remove(memberId(ctx), input.storeCode, input.skuId));
  router.call(removeCartAll, (input, ctx) => cart.removeAll(memberId(ctx), input.storeCode));
  router.call(getUserCollectSpuIds, (input, ctx) => cart.getWishlist(memberId(ctx), input.storeCode));
  router.call(addCollectList, (input, ctx) => cart.addToWishlist(memberId(ctx), input.storeCode, input.spuIdList, input.needCheck));
  router.call(deleteCollect, (input, ctx) => cart.removeFromWishlist(memberId(ctx), input.storeCode, input.spuId));
  router.call(removeCollectAll, (input, ctx) => cart.removeFromWishlist(memberId(ctx), input.storeCode));
}
