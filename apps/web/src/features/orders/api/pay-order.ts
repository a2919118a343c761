import type { CallRequest, payOrder } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const payOrderFetch = (input: CallRequest<typeof payOrder>) => callApi<typeof payOrder>('app/page/order/payOrder', input);
