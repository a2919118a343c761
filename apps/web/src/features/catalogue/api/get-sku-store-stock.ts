import type { getSkuStoreStock } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { embeddedAnswer } from '../../../lib/embedded-answers.ts';
import { SITE } from '../../../lib/config.ts';

export const skuStoreStockQuery = (skuId: number) => {
  const input = { merchantCode: SITE.merchantCode, skuId };
  return {
    queryKey: ['catalogue', 'skuStock', skuId],
    queryFn: () => callApi<typeof getSkuStoreStock>('app/goods/getSkuStoreStock', input),
    staleTime: 30_000,
    ...embeddedAnswer<typeof getSkuStoreStock>('app/goods/getSkuStoreStock', input),
  };
};
