import type { CallRequest, getJewelleryParamList, jewelleryDetail, jewelleryList } from '@shop/contract';
import { callApi } from '../../lib/api-client.ts';

export const jewelleryParamsQuery = {
  queryKey: ['official', 'jewelleryParams'] as const,
  queryFn: () => callApi<typeof getJewelleryParamList>('app/official/jewellery/getJewelleryParamList', {}),
  staleTime: 300_000,
};

export const jewelleryListQuery = (filter: CallRequest<typeof jewelleryList>) => ({
  queryKey: ['official', 'jewelleryList', filter] as const,
  queryFn: () => callApi<typeof jewelleryList>('app/official/jewellery/list', filter),
  staleTime: 60_000,
});

export const jewelleryDetailQuery = (id: number) => ({
  queryKey: ['official', 'jewelleryDetail', id] as const,
  queryFn: () => callApi<typeof jewelleryDetail>('app/official/jewellery/detail', { id }),
  staleTime: 60_000,
  retry: false,
});
