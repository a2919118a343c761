import {
  checkLimitNum,
  collectRedemption,
  counterRedemptions,
  getPointsGoodsPage,
  getRedemptionDetail,
  getRedemptionList,
  pointsCategoryList,
  pointsPickupShops,
  redeemPoints,
} from '@shop/contract';
import { AppError } from '../../lib/app-error.ts';
import type { CallContext, MemberContext, StaffContext } from '../../lib/context.ts';
import type { ModuleDeps } from '../registry.ts';

function member(ctx: CallContext): MemberContext {
  if (ctx.session?.kind !== 'member') throw new AppError('UNAUTHENTICATED');
  return ctx as MemberContext;
}
const staff = (ctx: CallContext) => ctx as StaffContext;

export function registerClubRoutes({ router, services }: ModuleDeps) {
  const club = services.club;
  router.call(pointsCategoryList, (input) => club.categoryList(input));
  router.call(getPointsGoodsPage, (input) => club.goodsPage(input));
  router.call(checkLimitNum, (input, ctx) => club.checkLimitNum(input, member(ctx)));
  router.call(pointsPickupShops, (input, ctx) => club.pickupShops(input, ctx));
  router.call(redeemPoints, (input, ctx) => club.redeem(input, member(ctx)));
  router.call(getRedemptionList, (input, ctx) => club.list(input, member(ctx)));
  router.call(getRedemptionDetail, (input, ctx) => club.detail(input, member(ctx)));
  router.call(counterRedemptions, (input) => club.counterLookup(input));
  router.call(collectRedemption, (input, ctx) => club.collect(input, staff(ctx)));
}
