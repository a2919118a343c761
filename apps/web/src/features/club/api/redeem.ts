import { useQuery } from '@tanstack/react-query';
import type { CallRequest, getRedemptionDetail, getRedemptionList, pointsPickupShops, redeemPoints } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { clubKeys } from '../../../lib/club.ts';

export const redeemFetch = (input: CallRequest<typeof redeemPoints>) => callApi<typeof redeemPoints>('app/pointsGoods/redeem', input);
export const pickupShopsFetch = (input: CallRequest<typeof pointsPickupShops>) => callApi<typeof pointsPickupShops>('app/pointsGoods/pickupShops', input);
export const redemptionListFetch = (input: CallRequest<typeof getRedemptionList>) => callApi<typeof getRedemptionList>('app/pointsRedemption/list', input);
export const redemptionDetailFetch = (input: CallRequest<typeof getRedemptionDetail>) =>
  callApi<typeof getRedemptionDetail>('app/pointsRedemption/detail', input);

/** The shops that can hand over every line of a redemption (asked only when there are lines). */
export const usePickupShops = (lines: CallRequest<typeof pointsPickupShops>['lines']) =>
  useQuery({ queryKey: clubKeys.pickupShops(lines), queryFn: () => pickupShopsFetch({ lines }), enabled: lines.length > 0 });

/** One of the member's redemptions by its number (none asked for an invalid number). */
export const useRedemptionDetail = (redemptionNo: string | null) =>
  useQuery({
    queryKey: clubKeys.redemption(redemptionNo),
    queryFn: () => redemptionDetailFetch({ redemptionNo: redemptionNo! }),
    enabled: redemptionNo !== null,
  });

/** A page of the member's redemptions. */
export const useMyRedemptions = (pageNo: number, pageSize: number) =>
  useQuery({ queryKey: clubKeys.mine(pageNo), queryFn: () => redemptionListFetch({ pageNo, pageSize }) });
