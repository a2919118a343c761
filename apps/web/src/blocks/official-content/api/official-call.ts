import type { CallDef, CallRequest, CallResponse } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** What a block may ask of a query besides its input. */
export interface OfficialQueryOptions {
  enabled?: boolean;
  staleTime?: number;
  retry?: boolean;
}

/**
 * One read of the official content as the query convention has it (decision 431): its fetch, its key
 * (`['official', name, input]`), its query options and its hook. `onError` sees a failed fetch (not an
 * aborted one) before it is rejected. Each reader of `api/` is one such call, so the shape is written once.
 */
export function officialCall<C extends CallDef>(path: C['path'], name: string, onError?: () => void) {
  const fetch = (input: CallRequest<C>, signal?: AbortSignal): Promise<CallResponse<C>> =>
    callApi<C>(path, input, signal ? { signal } : {}).catch((error: unknown) => {
      if (onError && !signal?.aborted) onError();
      throw error;
    });
  const key = (input: CallRequest<C>) => ['official', name, input] as const;
  const query = (input: CallRequest<C>) => ({ queryKey: key(input), queryFn: ({ signal }: { signal: AbortSignal }) => fetch(input, signal) });
  const use = (input: CallRequest<C>, opts: OfficialQueryOptions = {}) => useQuery({ ...query(input), ...opts });
  return { fetch, key, query, use };
}
