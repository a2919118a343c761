import { useQuery } from '@tanstack/react-query';
import type { getVipAddrList } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The member's addresses; a save answers the new list, which replaces this query's data. */
export const addressesKey = ['member', 'addresses'] as const;

export const addressesQuery = () => ({
  queryKey: addressesKey,
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await callApi<typeof getVipAddrList>('app/page/user/getVipAddrList', {}, { signal })).list,
});

export const useAddresses = () => useQuery(addressesQuery());
