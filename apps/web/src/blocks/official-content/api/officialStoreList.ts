import type { CallRequest } from '@shop/contract';
import type { officialStoreList } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const fetchOfficialStoreList = (input: CallRequest<typeof officialStoreList>, signal?: AbortSignal) =>
  callApi<typeof officialStoreList>('app/official/store/list', input, signal ? { signal } : {});
