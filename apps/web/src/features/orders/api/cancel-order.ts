import type { CallRequest, cancelOrder } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

/** A write: the screen runs it (through a mutation) and then refreshes the order queries (`ordersKey`). */
export const cancelOrderCall = (input: CallRequest<typeof cancelOrder>) => callApi<typeof cancelOrder>('app/page/order/cancelOrder', input);
