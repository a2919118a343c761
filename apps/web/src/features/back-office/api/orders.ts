import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  boCancelOrder,
  boCounterFind,
  boCounterHandOver,
  boPrepareOrder,
  boRefundOrder,
  boShipOrder,
  type CallRequest,
  type boGetOrder,
  type boCounterQueue,
  type boListOrders,
  type getPickupShops,
} from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { callOf } from '../../../lib/call-write.ts';
import { boKeys } from './keys.ts';

/** The order desk (role 6; role 2 for its shop's hand-over). */
export const boOrdersQuery = (input: CallRequest<typeof boListOrders>) =>
  queryOptions({
    queryKey: boKeys.orderList(input),
    queryFn: ({ signal }) => callApi<typeof boListOrders>('app/backOffice/orders/list', input, { signal }),
    placeholderData: keepPreviousData,
  });
export const useBoOrders = (input: CallRequest<typeof boListOrders>) => useQuery(boOrdersQuery(input));

export const boOrderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: boKeys.order(orderNo),
    queryFn: ({ signal }) => callApi<typeof boGetOrder>('app/backOffice/orders/detail', { orderNo }, { signal }),
    retry: false,
  });
export const useBoOrder = (orderNo: string | null) => useQuery({ ...boOrderQuery(orderNo ?? ''), enabled: Boolean(orderNo) });

/** The counter (issue 25): the member's collection code opens the order or redemption waiting at the account's shop. */
export const counterFindCall = callOf(boCounterFind);
/** What waits at the account's shop, oldest first (issue 40); refreshed each minute so the waits stay true. */
export const counterQueueQuery = () =>
  queryOptions({
    queryKey: boKeys.counterQueue(),
    queryFn: ({ signal }) => callApi<typeof boCounterQueue>('app/backOffice/counter/queue', {}, { signal }),
    refetchInterval: 60_000,
  });
export const useCounterQueue = () => useQuery(counterQueueQuery());

/** Every step of the desk; a step's answer is the order's new detail, so lists and the detail refresh. */
export function useOrderSteps() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: boKeys.orders() });
  return {
    prepare: useMutation({ mutationFn: callOf(boPrepareOrder), onSuccess }),
    ship: useMutation({ mutationFn: callOf(boShipOrder), onSuccess }),
    handOver: useMutation({ mutationFn: callOf(boCounterHandOver), onSuccess }),
    cancel: useMutation({ mutationFn: callOf(boCancelOrder), onSuccess }),
    refund: useMutation({ mutationFn: callOf(boRefundOrder), onSuccess }),
  };
}

/** The physical shops, for the pick-up shop filter. */
export const boPickupShopsQuery = () =>
  queryOptions({
    queryKey: boKeys.orderShops(),
    queryFn: ({ signal }) => callApi<typeof getPickupShops>('app/page/order/getPickupShops', {}, { signal }),
    staleTime: 5 * 60_000,
  });
export const useBoPickupShops = () => useQuery(boPickupShopsQuery());
