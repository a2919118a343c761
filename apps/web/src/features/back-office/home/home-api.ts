import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallRequest, boHomeFigures, boLowStockList, boSetLowStockThreshold } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { boKeys } from '../api/keys.ts';

/** The home's figures (issue 28). */
export const homeFiguresQuery = () =>
  queryOptions({
    queryKey: boKeys.homeFigures(),
    queryFn: ({ signal }) => callApi<typeof boHomeFigures>('app/backOffice/home/figures', {}, { signal }),
    refetchInterval: 60_000,
  });
export const useHomeFigures = () => useQuery(homeFiguresQuery());
export const setLowStockThresholdCall = (input: CallRequest<typeof boSetLowStockThreshold>) =>
  callApi<typeof boSetLowStockThreshold>('app/backOffice/home/setLowStockThreshold', input);

/** The list behind one shop's low-stock figure (issue 40). */
export const useLowStockList = (storeCode: string, pageNo: number) =>
  useQuery({
    queryKey: boKeys.lowStockList(storeCode, pageNo),
    queryFn: ({ signal }) => callApi<typeof boLowStockList>('app/backOffice/home/lowStockList', { storeCode, pageNo }, { signal }),
  });
