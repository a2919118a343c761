import { useQuery } from '@tanstack/react-query';
import type { getPickupShops } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { SITE } from '../../../lib/config.ts';

export const pickupShopsKey = ['checkout', 'shops'] as const;

/** Shops an order can be collected from (they change rarely). */
export const pickupShopsQuery = () => ({
  queryKey: pickupShopsKey,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callApi<typeof getPickupShops>('app/page/order/getPickupShops', { merchantCode: SITE.merchantCode }, { signal }),
  staleTime: 300_000,
});

export const usePickupShops = () => useQuery(pickupShopsQuery());
