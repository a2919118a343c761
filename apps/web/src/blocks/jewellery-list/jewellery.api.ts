import { PAGE_SIZE_MAX, type CallRequest, type CallResponse, type getJewelleryParamList, type jewelleryDetail, type jewelleryList } from '@shop/contract';
import { callApi } from '../../lib/api-client.ts';

export const jewelleryKeys = {
  params: () => ['official', 'jewelleryParams'] as const,
  list: (filter: unknown) => ['official', 'jewelleryList', filter] as const,
  detail: (id: number) => ['official', 'jewelleryDetail', id] as const,
};

export const jewelleryParamsQuery = {
  queryKey: jewelleryKeys.params(),
  queryFn: () => callApi<typeof getJewelleryParamList>('app/official/jewellery/getJewelleryParamList', {}),
  staleTime: 300_000,
};

/**
 * The list page by page (the call answers at most PAGE_SIZE_MAX pieces a page): "Total N" counts every
 * match, and "Show more" loads the next page until the grid holds all N (issue 27).
 */
export const jewelleryListQuery = (filter: Omit<CallRequest<typeof jewelleryList>, 'pageNo' | 'pageSize'>) => ({
  queryKey: jewelleryKeys.list(filter),
  queryFn: ({ pageParam }: { pageParam: number }) =>
    callApi<typeof jewelleryList>('app/official/jewellery/list', { ...filter, pageNo: pageParam, pageSize: PAGE_SIZE_MAX }),
  initialPageParam: 1,
  getNextPageParam: (last: CallResponse<typeof jewelleryList>, all: CallResponse<typeof jewelleryList>[]) =>
    all.reduce((n, p) => n + p.list.length, 0) < last.total && last.list.length > 0 ? all.length + 1 : undefined,
  staleTime: 60_000,
});

export const jewelleryDetailQuery = (id: number) => ({
  queryKey: jewelleryKeys.detail(id),
  queryFn: () => callApi<typeof jewelleryDetail>('app/official/jewellery/detail', { id }),
  staleTime: 60_000,
  retry: false,
});
