import type { CallRequest, collectRedemption, counterRedemptions, getPickupShops } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const counterLookupFetch = (input: CallRequest<typeof counterRedemptions>) =>
  callApi<typeof counterRedemptions>('app/pointsRedemption/counterLookup', input);
export const collectFetch = (input: CallRequest<typeof collectRedemption>) => callApi<typeof collectRedemption>('app/pointsRedemption/collect', input);
export const shopsFetch = () => callApi<typeof getPickupShops>('app/page/order/getPickupShops', {});
