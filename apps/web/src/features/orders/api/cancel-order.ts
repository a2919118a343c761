import type { CallRequest, cancelOrder as cancelOrderCall } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

/** A write: the screen runs it (through a mutation) and then refreshes the order queries (`ordersKey`). */
export const cancelOrder = (input: CallRequest<typeof cancelOrderCall>) => callApi<typeof cancelOrderCall>('app/page/order/cancelOrder', input);
