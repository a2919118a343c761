import type { CallRequest, getCheckoutCart } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const getCheckoutCartFetch = (input: CallRequest<typeof getCheckoutCart>, signal?: AbortSignal) =>
  callApi<typeof getCheckoutCart>('app/page/order/getCheckoutCart', input, signal ? { signal } : {});
