import type { goldPrinceEnquiry } from '@shop/contract';
import { callApi } from '../../lib/api-client.ts';

export const goldPriceQuery = {
  queryKey: ['official', 'goldPrice'] as const,
  queryFn: () => callApi<typeof goldPrinceEnquiry>('app/official/posservice/goldPrinceEnquiry', {}),
  staleTime: 60_000,
  retry: false,
};
