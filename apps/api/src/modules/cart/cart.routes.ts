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
import type { ModuleDeps } from '../../lib/module-deps.ts';
import type { CartService } from './cart.service.ts';

export function registerCartRoutes({ router, services }: ModuleDeps<{ cart: CartService }>) {
  const cart = services.cart;
  // The member's cart is kept prepared until its lines, or the stock, price or sale state of one of its
  // skus, change (decision 140): stock is right at once.
  router.call(getSmallCartList, (input, ctx) => {
    const memberId = ctx.session.memberId;
    return services.answers.answer(`getSmallCartList|${memberId}|${input.storeCode}`, async () => {
      const data = await cart.getCart(memberId, input.storeCode);
      const deps = new Set([`cart:${memberId}`, 'shops']);
      for (const i of data.items) {
        deps.add(`catalogue:stock:${i.skuId}`);
        deps.add(i.spuId ? `catalogue:goods:${i.spuId}` : 'catalogue:goods');
        // Priced by weight: a new gold rate re-prices it (issue 30).
        if (i.byWeight) deps.add('catalogue:weightPrice');
      }
      return { data, deps: [...deps] };
    });
  });
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
