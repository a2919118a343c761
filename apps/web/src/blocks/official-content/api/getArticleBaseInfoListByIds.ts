import type { CallRequest } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import type { getArticleBaseInfoListByIds } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const fetchGetArticleBaseInfoListByIds = (input: CallRequest<typeof getArticleBaseInfoListByIds>, signal?: AbortSignal) =>
  callApi<typeof getArticleBaseInfoListByIds>('app/article/getArticleBaseInfoListByIds', input, signal ? { signal } : {});

/** The query of getArticleBaseInfoListByIds (the query convention: key, options, hook); the server render prefetches it. */
export const getArticleBaseInfoListByIdsKey = (input: CallRequest<typeof getArticleBaseInfoListByIds>) =>
  ['official', 'getArticleBaseInfoListByIds', input] as const;
export const getArticleBaseInfoListByIdsQuery = (input: CallRequest<typeof getArticleBaseInfoListByIds>) => ({
  queryKey: getArticleBaseInfoListByIdsKey(input),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchGetArticleBaseInfoListByIds(input, signal),
});
export const useGetArticleBaseInfoListByIds = (
  input: CallRequest<typeof getArticleBaseInfoListByIds>,
  opts: { enabled?: boolean; staleTime?: number; retry?: boolean } = {},
) => useQuery({ ...getArticleBaseInfoListByIdsQuery(input), ...opts });
