import { useQuery } from '@tanstack/react-query';
import type { getOrderDetail } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Every order query starts with this key (a change to any order refreshes them all). */
export const ordersKey = ['orders'] as const;
export const orderDetailKey = (orderNo: string) => [...ordersKey, 'detail', orderNo] as const;
export const orderFullKey = (orderNo: string) => [...ordersKey, 'full', orderNo] as const;

/** One of the member's orders. */
export const orderDetailQuery = (orderNo: string) => ({
  queryKey: orderDetailKey(orderNo),
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await callApi<typeof getOrderDetail>('app/page/order/getOrderDetail', { orderNo }, { signal })).order,
});

/** Nothing is asked without an order number. */
export const useOrderDetail = (orderNo: string | null) => useQuery({ ...orderDetailQuery(orderNo ?? ''), enabled: orderNo !== null });

/** The order with what only its member sees: collection code and QR, refunds, points, the actions that can succeed. */
export const orderFullQuery = (orderNo: string) => ({
  queryKey: orderFullKey(orderNo),
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi<typeof getOrderDetail>('app/page/order/getOrderDetail', { orderNo }, { signal }),
});
export const useOrderFull = (orderNo: string) => useQuery(orderFullQuery(orderNo));
