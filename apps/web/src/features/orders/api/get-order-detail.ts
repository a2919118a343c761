import type { CallRequest, getOrderDetail } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const getOrderDetailFetch = (input: CallRequest<typeof getOrderDetail>) => callApi<typeof getOrderDetail>('app/page/order/getOrderDetail', input);
