import { useQuery } from '@tanstack/react-query';
import type { getVipAddrList } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const checkoutAddressesKey = ['checkout', 'addresses'] as const;

/** The member's delivery addresses. */
export const checkoutAddressesQuery = () => ({
  queryKey: checkoutAddressesKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi<typeof getVipAddrList>('app/page/user/getVipAddrList', {}, { signal }),
});

export const useCheckoutAddresses = () => useQuery(checkoutAddressesQuery());
