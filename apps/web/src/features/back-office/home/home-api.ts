import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CallRequest,
  boAdjustCustomerPoints,
  boExportCustomers,
  boExportOrders,
  boGetCustomer,
  boHomeFigures,
  boSearchCustomers,
  boSearchOrders,
  boSetCustomerDisabled,
  boSetLowStockThreshold,
} from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { boKeys } from '../api/keys.ts';

/** The home, customers and order search calls (issue 28): one fetcher and query per call. */
export const homeFiguresQuery = () =>
  queryOptions({
    queryKey: boKeys.homeFigures(),
    queryFn: ({ signal }) => callApi<typeof boHomeFigures>('app/backOffice/home/figures', {}, { signal }),
    refetchInterval: 60_000,
  });
export const useHomeFigures = () => useQuery(homeFiguresQuery());
export const setLowStockThresholdCall = (input: CallRequest<typeof boSetLowStockThreshold>) =>
  callApi<typeof boSetLowStockThreshold>('app/backOffice/home/setLowStockThreshold', input);

export const useCustomers = (input: CallRequest<typeof boSearchCustomers>) =>
  useQuery({
    queryKey: boKeys.customers(input),
    queryFn: ({ signal }) => callApi<typeof boSearchCustomers>('app/backOffice/customers/search', input, { signal }),
    placeholderData: keepPreviousData,
  });
export const useCustomer = (memberNo: string) =>
  useQuery({
    queryKey: boKeys.customer(memberNo),
    queryFn: ({ signal }) => callApi<typeof boGetCustomer>('app/backOffice/customers/detail', { memberNo }, { signal }),
    retry: false,
    staleTime: Infinity,
  });
export const adjustPointsCall = (input: CallRequest<typeof boAdjustCustomerPoints>) =>
  callApi<typeof boAdjustCustomerPoints>('app/backOffice/customers/adjustPoints', input);
export const setCustomerDisabledCall = (input: CallRequest<typeof boSetCustomerDisabled>) =>
  callApi<typeof boSetCustomerDisabled>('app/backOffice/customers/setDisabled', input);
export const exportCustomersCall = (input: CallRequest<typeof boExportCustomers>) =>
  callApi<typeof boExportCustomers>('app/backOffice/customers/export', input);

export const useOrderSearch = (input: CallRequest<typeof boSearchOrders>) =>
  useQuery({
    queryKey: boKeys.orderSearch(input),
    queryFn: ({ signal }) => callApi<typeof boSearchOrders>('app/backOffice/orderSearch/list', input, { signal }),
    placeholderData: keepPreviousData,
  });
export const exportOrdersCall = (input: CallRequest<typeof boExportOrders>) => callApi<typeof boExportOrders>('app/backOffice/orderSearch/export', input);

/** Saves an export's text as a file (the browser's download). */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
