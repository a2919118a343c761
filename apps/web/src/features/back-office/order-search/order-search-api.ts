import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallRequest, boExportOrders, boSearchOrders } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { boKeys } from '../api/keys.ts';

/** The merchant's order search and its export (issue 28). */
export const useOrderSearch = (input: CallRequest<typeof boSearchOrders>) =>
  useQuery({
    queryKey: boKeys.orderSearch(input),
    queryFn: ({ signal }) => callApi<typeof boSearchOrders>('app/backOffice/orderSearch/list', input, { signal }),
    placeholderData: keepPreviousData,
  });
export const exportOrdersCall = (input: CallRequest<typeof boExportOrders>) => callApi<typeof boExportOrders>('app/backOffice/orderSearch/export', input);
