import type { CallRequest } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import type { officialStoreDetail } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const fetchOfficialStoreDetail = (input: CallRequest<typeof officialStoreDetail>, signal?: AbortSignal) =>
  callApi<typeof officialStoreDetail>('app/official/store/detail', input, signal ? { signal } : {});

/** The query of officialStoreDetail (the query convention: key, options, hook); the server render prefetches it. */
export const officialStoreDetailKey = (input: CallRequest<typeof officialStoreDetail>) => ['official', 'officialStoreDetail', input] as const;
export const officialStoreDetailQuery = (input: CallRequest<typeof officialStoreDetail>) => ({
  queryKey: officialStoreDetailKey(input),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchOfficialStoreDetail(input, signal),
});
export const useOfficialStoreDetail = (input: CallRequest<typeof officialStoreDetail>, opts: { enabled?: boolean; staleTime?: number; retry?: boolean } = {}) =>
  useQuery({ ...officialStoreDetailQuery(input), ...opts });
