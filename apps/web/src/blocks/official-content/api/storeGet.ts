import type { CallRequest } from '@shop/contract';
import type { storeGet } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const fetchStoreGet = (input: CallRequest<typeof storeGet>, signal?: AbortSignal) =>
  callApi<typeof storeGet>('app/store/get', input, signal ? { signal } : {});
