import type { getSkuStoreStock } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { SITE } from '../../../lib/config.ts';

export const skuStoreStockQuery = (skuId: number) => ({
  queryKey: ['catalogue', 'skuStock', skuId],
  queryFn: () => callApi<typeof getSkuStoreStock>('app/goods/getSkuStoreStock', { merchantCode: SITE.merchantCode, skuId }),
  staleTime: 30_000,
});
