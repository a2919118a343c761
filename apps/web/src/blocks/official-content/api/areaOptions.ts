import type { CallRequest } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import type { areaOptions } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const fetchAreaOptions = (input: CallRequest<typeof areaOptions>, signal?: AbortSignal) =>
  callApi<typeof areaOptions>('app/official/area/options', input, signal ? { signal } : {});

/** The query of areaOptions (the query convention: key, options, hook); the server render prefetches it. */
export const areaOptionsKey = (input: CallRequest<typeof areaOptions>) => ['official', 'areaOptions', input] as const;
export const areaOptionsQuery = (input: CallRequest<typeof areaOptions>) => ({
  queryKey: areaOptionsKey(input),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchAreaOptions(input, signal),
});
export const useAreaOptions = (input: CallRequest<typeof areaOptions>, opts: { enabled?: boolean; staleTime?: number; retry?: boolean } = {}) =>
  useQuery({ ...areaOptionsQuery(input), ...opts });
