import { useQuery } from '@tanstack/react-query';
import { productInput, type getGoodsMixData } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { SITE } from '../../../lib/config.ts';

export const goodsMixDataKey = (spuId: number) => ['catalogue', 'mix', spuId] as const;

/** A product page's goods, skus and stock in one answer. */
export const goodsMixDataQuery = (spuId: number) => {
  const input = productInput(spuId, SITE);
  return {
    queryKey: goodsMixDataKey(spuId),
    queryFn: () => callApi<typeof getGoodsMixData>('app/goods/getGoodsMixData', input),
    staleTime: 30_000,
  };
};

/** Nothing is asked without a product id. */
export const useGoodsMixData = (spuId: number | undefined) => useQuery({ ...goodsMixDataQuery(spuId ?? 0), enabled: spuId !== undefined });
