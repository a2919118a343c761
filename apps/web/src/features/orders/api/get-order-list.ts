import { useQuery } from '@tanstack/react-query';
import type { CallRequest, getOrderList } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { ordersKey } from './get-order-detail.ts';

type Input = CallRequest<typeof getOrderList>;

export const orderListKey = (input: Input) => [...ordersKey, 'list', input] as const;

/** A page of the member's orders, newest first, optionally of some statuses. */
export const orderListQuery = (input: Input) => ({
  queryKey: orderListKey(input),
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi<typeof getOrderList>('app/page/order/getOrderList', input, { signal }),
});

export const useOrderList = (input: Input) => useQuery(orderListQuery(input));
