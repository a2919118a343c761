import type { getGoodsMixData } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { SITE } from '../../../lib/config.ts';

export const goodsMixDataQuery = (spuId: number) => ({
  queryKey: ['catalogue', 'mix', spuId],
  queryFn: () => callApi<typeof getGoodsMixData>('app/goods/getGoodsMixData', { merchantCode: SITE.merchantCode, storeCode: SITE.storeCode, spuId, relatedQty: 4 }),
  staleTime: 30_000,
});
