import type { CallRequest, getRedemptionDetail, getRedemptionList, pointsPickupShops, redeemPoints } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const redeemFetch = (input: CallRequest<typeof redeemPoints>) => callApi<typeof redeemPoints>('app/pointsGoods/redeem', input);
export const pickupShopsFetch = (input: CallRequest<typeof pointsPickupShops>) => callApi<typeof pointsPickupShops>('app/pointsGoods/pickupShops', input);
export const redemptionListFetch = (input: CallRequest<typeof getRedemptionList>) => callApi<typeof getRedemptionList>('app/pointsRedemption/list', input);
export const redemptionDetailFetch = (input: CallRequest<typeof getRedemptionDetail>) =>
  callApi<typeof getRedemptionDetail>('app/pointsRedemption/detail', input);
