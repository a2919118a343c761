import type { CallRequest } from '@shop/contract';
import type { officialStoreDetail } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const fetchOfficialStoreDetail = (input: CallRequest<typeof officialStoreDetail>, signal?: AbortSignal) =>
  callApi<typeof officialStoreDetail>('app/official/store/detail', input, signal ? { signal } : {});
