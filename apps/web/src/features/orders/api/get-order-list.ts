import type { CallRequest, getOrderList } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const getOrderListFetch = (input: CallRequest<typeof getOrderList>) => callApi<typeof getOrderList>('app/page/order/getOrderList', input);
