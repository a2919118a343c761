import type { CallRequest } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import type { officialStoreList } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const fetchOfficialStoreList = (input: CallRequest<typeof officialStoreList>, signal?: AbortSignal) =>
  callApi<typeof officialStoreList>('app/official/store/list', input, signal ? { signal } : {});

/** The query of officialStoreList (the query convention: key, options, hook); the server render prefetches it. */
export const officialStoreListKey = (input: CallRequest<typeof officialStoreList>) => ['official', 'officialStoreList', input] as const;
export const officialStoreListQuery = (input: CallRequest<typeof officialStoreList>) => ({
  queryKey: officialStoreListKey(input),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchOfficialStoreList(input, signal),
});
export const useOfficialStoreList = (input: CallRequest<typeof officialStoreList>, opts: { enabled?: boolean; staleTime?: number; retry?: boolean } = {}) =>
  useQuery({ ...officialStoreListQuery(input), ...opts });
