import type { CallRequest, cancelOrder } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const cancelOrderFetch = (input: CallRequest<typeof cancelOrder>) => callApi<typeof cancelOrder>('app/page/order/cancelOrder', input);
