import type { CallRequest, getPickupShops } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const getPickupShopsFetch = (input: CallRequest<typeof getPickupShops>, signal?: AbortSignal) =>
  callApi<typeof getPickupShops>('app/page/order/getPickupShops', input, signal ? { signal } : {});
