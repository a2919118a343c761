import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest, boOrderRefunds, boRefundOrderLines } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { boKeys } from '../api/keys.ts';

/** Per-line refunds of an order in the back office (role 6). */
export const useOrderRefunds = (orderNo: string) =>
  useQuery({
    queryKey: boKeys.orderRefunds(orderNo),
    queryFn: () => callApi<typeof boOrderRefunds>('app/backOffice/orders/refunds', { orderNo }),
    // A refund waiting for the payment provider's word is asked about again until it has it (decision 292).
    refetchInterval: (q) => (q.state.data?.refunds.some((r) => r.providerStatus === 'pending') ? 3_000 : false),
  });

/** A refund drops the orders' lists (the order's state and refunds change). */
export function useRefundWrites() {
  const client = useQueryClient();
  return {
    refundLines: useMutation({
      mutationFn: (i: CallRequest<typeof boRefundOrderLines>) => callApi<typeof boRefundOrderLines>('app/backOffice/orders/refundLines', i),
      onSuccess: () => client.invalidateQueries({ queryKey: boKeys.orders() }),
    }),
  };
}
