import type { CallRequest, takeOrder } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Places the order (a write: no query; the place-order hook runs it). */
export const takeOrderCall = (input: CallRequest<typeof takeOrder>, signal?: AbortSignal) =>
  callApi<typeof takeOrder>('app/page/order/takeOrder', input, signal ? { signal } : {});
