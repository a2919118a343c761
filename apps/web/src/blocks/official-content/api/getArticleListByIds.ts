import type { CallRequest } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import type { getArticleListByIds } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const fetchGetArticleListByIds = (input: CallRequest<typeof getArticleListByIds>, signal?: AbortSignal) =>
  callApi<typeof getArticleListByIds>('app/article/getArticleListByIds', input, signal ? { signal } : {});

/** The query of getArticleListByIds (the query convention: key, options, hook); the server render prefetches it. */
export const getArticleListByIdsKey = (input: CallRequest<typeof getArticleListByIds>) => ['official', 'getArticleListByIds', input] as const;
export const getArticleListByIdsQuery = (input: CallRequest<typeof getArticleListByIds>) => ({
  queryKey: getArticleListByIdsKey(input),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchGetArticleListByIds(input, signal),
});
export const useGetArticleListByIds = (input: CallRequest<typeof getArticleListByIds>, opts: { enabled?: boolean; staleTime?: number; retry?: boolean } = {}) =>
  useQuery({ ...getArticleListByIdsQuery(input), ...opts });
