import type { CallRequest, payOrder as payOrderCall } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

/** A write: the screen runs it (through a mutation) and then refreshes the order queries (`ordersKey`). */
export const payOrder = (input: CallRequest<typeof payOrderCall>) => callApi<typeof payOrderCall>('app/page/order/payOrder', input);
