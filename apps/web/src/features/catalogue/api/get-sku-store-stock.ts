import { useQuery } from '@tanstack/react-query';
import type { getSkuStoreStock } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { SITE } from '../../../lib/config.ts';

export const skuStoreStockKey = (skuId: number) => ['catalogue', 'skuStock', skuId] as const;

/** The stock of one sku in each shop. */
export const skuStoreStockQuery = (skuId: number) => {
  const input = { merchantCode: SITE.merchantCode, skuId };
  return {
    queryKey: skuStoreStockKey(skuId),
    queryFn: () => callApi<typeof getSkuStoreStock>('app/goods/getSkuStoreStock', input),
    staleTime: 30_000,
  };
};

export const useSkuStoreStock = (skuId: number, enabled = true) => useQuery({ ...skuStoreStockQuery(skuId), enabled });
