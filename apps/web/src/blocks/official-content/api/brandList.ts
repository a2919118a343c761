import type { CallRequest } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import type { brandList } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const fetchBrandList = (input: CallRequest<typeof brandList>, signal?: AbortSignal) =>
  callApi<typeof brandList>('app/official/brand/list', input, signal ? { signal } : {});

/** The query of brandList (the query convention: key, options, hook); the server render prefetches it. */
export const brandListKey = (input: CallRequest<typeof brandList>) => ['official', 'brandList', input] as const;
export const brandListQuery = (input: CallRequest<typeof brandList>) => ({
  queryKey: brandListKey(input),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchBrandList(input, signal),
});
export const useBrandList = (input: CallRequest<typeof brandList>, opts: { enabled?: boolean; staleTime?: number; retry?: boolean } = {}) =>
  useQuery({ ...brandListQuery(input), ...opts });
