import type { CallRequest, confirmReceipt } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

/** A write: the screen runs it (through a mutation) and then refreshes the order queries (`ordersKey`). */
export const confirmReceiptCall = (input: CallRequest<typeof confirmReceipt>) => callApi<typeof confirmReceipt>('app/page/order/confirmReceipt', input);
