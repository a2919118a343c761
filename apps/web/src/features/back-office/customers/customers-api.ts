import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallRequest, boAdjustCustomerPoints, boExportCustomers, boGetCustomer, boSearchCustomers, boSetCustomerDisabled } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { boKeys } from '../api/keys.ts';

/** The customers' calls (issue 28): search, one customer, points, disabling, export. */
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
