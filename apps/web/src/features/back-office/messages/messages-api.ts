import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { boOrderMessages, boResendOrderMessage } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { boKeys } from '../api/keys.ts';

/** An order's messages (role 6) and their resend. */
export const boOrderMessagesQuery = (orderNo: string) =>
  queryOptions({
    queryKey: boKeys.orderMessages(orderNo),
    queryFn: ({ signal }) => callApi<typeof boOrderMessages>('app/backOffice/orders/messages', { orderNo }, { signal }),
  });
export const useBoOrderMessages = (orderNo: string) => useQuery(boOrderMessagesQuery(orderNo));

export function useResendMessage(orderNo: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => callApi<typeof boResendOrderMessage>('app/backOffice/orders/resendMessage', { orderNo, messageId }),
    onSuccess: (data) => client.setQueryData(boKeys.orderMessages(orderNo), data),
  });
}
