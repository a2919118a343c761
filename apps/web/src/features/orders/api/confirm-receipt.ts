import type { CallRequest, confirmReceipt } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const confirmReceiptFetch = (input: CallRequest<typeof confirmReceipt>) => callApi<typeof confirmReceipt>('app/page/order/confirmReceipt', input);
