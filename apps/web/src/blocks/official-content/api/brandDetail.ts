import type { CallRequest } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import type { brandDetail } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const fetchBrandDetail = (input: CallRequest<typeof brandDetail>, signal?: AbortSignal) =>
  callApi<typeof brandDetail>('app/official/brand/detail', input, signal ? { signal } : {});

/** The query of brandDetail (the query convention: key, options, hook); the server render prefetches it. */
export const brandDetailKey = (input: CallRequest<typeof brandDetail>) => ['official', 'brandDetail', input] as const;
export const brandDetailQuery = (input: CallRequest<typeof brandDetail>) => ({
  queryKey: brandDetailKey(input),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchBrandDetail(input, signal),
});
export const useBrandDetail = (input: CallRequest<typeof brandDetail>, opts: { enabled?: boolean; staleTime?: number; retry?: boolean } = {}) =>
  useQuery({ ...brandDetailQuery(input), ...opts });
