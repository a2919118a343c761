import type { CallRequest } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import type { storeGet } from '@shop/contract';
import i18next from 'i18next';
import { callApi } from '../../../lib/api-client.ts';
import { dialogs } from '../../../components/ui/dialogs.tsx';

/** Reading the shop failed: "Server Update, Please refresh page." in the current language, then rejected (blocks §8). */
export const fetchStoreGet = (input: CallRequest<typeof storeGet>, signal?: AbortSignal) =>
  callApi<typeof storeGet>('app/store/get', input, signal ? { signal } : {}).catch((error: unknown) => {
    if (!signal?.aborted) void dialogs.alert(i18next.t('common:serverUpdate'), { kind: 'warning' });
    throw error;
  });

/** The query of storeGet (the query convention: key, options, hook); the server render prefetches it. */
export const storeGetKey = (input: CallRequest<typeof storeGet>) => ['official', 'storeGet', input] as const;
export const storeGetQuery = (input: CallRequest<typeof storeGet>) => ({
  queryKey: storeGetKey(input),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchStoreGet(input, signal),
});
export const useStoreGet = (input: CallRequest<typeof storeGet>, opts: { enabled?: boolean; staleTime?: number; retry?: boolean } = {}) =>
  useQuery({ ...storeGetQuery(input), ...opts });
