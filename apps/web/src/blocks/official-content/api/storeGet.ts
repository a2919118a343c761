import type { CallRequest } from '@shop/contract';
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
