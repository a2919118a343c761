import type { CallRequest, payOrder } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

/** A write: the screen runs it (through a mutation) and then refreshes the order queries (`ordersKey`). */
export const payOrderCall = (input: CallRequest<typeof payOrder>) => callApi<typeof payOrder>('app/page/order/payOrder', input);
