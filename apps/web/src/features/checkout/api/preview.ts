import type { CallRequest, preview } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const previewFetch = (input: CallRequest<typeof preview>, signal?: AbortSignal) =>
  callApi<typeof preview>('app/page/order/preview', input, signal ? { signal } : {});
