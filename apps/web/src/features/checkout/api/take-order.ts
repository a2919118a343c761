import type { CallRequest, takeOrder } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const takeOrderFetch = (input: CallRequest<typeof takeOrder>, signal?: AbortSignal) =>
  callApi<typeof takeOrder>('app/page/order/takeOrder', input, signal ? { signal } : {});
