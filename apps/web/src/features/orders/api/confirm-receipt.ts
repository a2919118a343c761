import type { CallRequest, confirmReceipt as confirmReceiptCall } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

/** A write: the screen runs it (through a mutation) and then refreshes the order queries (`ordersKey`). */
export const confirmReceipt = (input: CallRequest<typeof confirmReceiptCall>) => callApi<typeof confirmReceiptCall>('app/page/order/confirmReceipt', input);
