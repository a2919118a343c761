import { useQuery } from '@tanstack/react-query';
import type { CallRequest, collectRedemption, counterRedemptions, getPickupShops } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { clubKeys } from '../../../lib/club.ts';

export const counterLookupFetch = (input: CallRequest<typeof counterRedemptions>) =>
  callApi<typeof counterRedemptions>('app/pointsRedemption/counterLookup', input);
export const collectFetch = (input: CallRequest<typeof collectRedemption>) => callApi<typeof collectRedemption>('app/pointsRedemption/collect', input);
export const shopsFetch = () => callApi<typeof getPickupShops>('app/page/order/getPickupShops', {});

/** The shops a counter can name (changes rarely). */
export const useCounterShops = () => useQuery({ queryKey: clubKeys.counterShops(), queryFn: shopsFetch, staleTime: 5 * 60_000 });

/** A member's redemptions waiting at the counter, by the member's code or QR (none asked before a search). */
export const useCounterLookup = (query: string | null) =>
  useQuery({ queryKey: clubKeys.counter(query), queryFn: () => counterLookupFetch({ query: query! }), enabled: query !== null, retry: false });
