import { useQuery } from '@tanstack/react-query';
import type { CallRequest, getGoodsCategoryPage } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const goodsCategoryPageKey = (input: CallRequest<typeof getGoodsCategoryPage>) => ['catalogue', 'categoryPage', input] as const;

/** The goods of a category or labels; `input` as categoryPageInput reads it from the address. */
export const goodsCategoryPageQuery = (input: CallRequest<typeof getGoodsCategoryPage>) => ({
  queryKey: goodsCategoryPageKey(input),
  queryFn: () => callApi<typeof getGoodsCategoryPage>('app/goods/getGoodsCategoryPage', input),
  staleTime: 60_000,
});

export const useGoodsCategoryPage = (input: CallRequest<typeof getGoodsCategoryPage>) => useQuery(goodsCategoryPageQuery(input));
