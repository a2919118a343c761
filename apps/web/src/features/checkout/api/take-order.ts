import type { CallRequest, takeOrder as takeOrderCall } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Places the order (a write: no query; the place-order hook runs it). */
export const takeOrder = (input: CallRequest<typeof takeOrderCall>, signal?: AbortSignal) =>
  callApi<typeof takeOrderCall>('app/page/order/takeOrder', input, signal ? { signal } : {});
