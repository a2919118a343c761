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
import { businessMetrics } from '../../lib/metrics.ts';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import type { ClubService } from './club.service.ts';

export function registerClubRoutes({ router, services }: ModuleDeps<{ club: ClubService }>) {
  const club = services.club;
  router.call(pointsCategoryList, (input) => club.categoryList(input));
  router.call(getPointsGoodsPage, (input) => club.goodsPage(input));
  router.call(checkLimitNum, (input, ctx) => club.checkLimitNum(input, ctx));
  router.call(pointsPickupShops, (input, ctx) => club.pickupShops(input, ctx));
  router.call(redeemPoints, async (input, ctx) => {
    const answer = await club.redeem(input, ctx);
    if (!answer.replayed) businessMetrics.redemptions.inc({ kind: 'redeemed' });
    return answer;
  });
  router.call(getRedemptionList, (input, ctx) => club.list(input, ctx));
  router.call(getRedemptionDetail, (input, ctx) => club.detail(input, ctx));
  router.call(counterRedemptions, (input, ctx) => club.counterLookup(input, ctx));
  router.call(collectRedemption, async (input, ctx) => {
    const answer = await club.collect(input, ctx);
    businessMetrics.redemptions.inc({ kind: 'collected' });
    return answer;
  });
}
