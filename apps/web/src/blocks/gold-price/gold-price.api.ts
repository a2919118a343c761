import type { goldPrinceEnquiry } from '@shop/contract';
import { callApi } from '../../lib/api-client.ts';

export const goldPriceKeys = { price: () => ['official', 'goldPrice'] as const };

export const goldPriceQuery = {
  queryKey: goldPriceKeys.price(),
  queryFn: () => callApi<typeof goldPrinceEnquiry>('app/official/posservice/goldPrinceEnquiry', {}),
  staleTime: 60_000,
  retry: false,
};
