import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallRequest, boHomeFigures, boSetLowStockThreshold } from '@shop/contract';
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
