import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest, boGoldPriceHistory, boRecordGoldPrice } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { boKeys } from './keys.ts';

/** Today's gold price (role 5): record and history. */
export const recordGoldPrice = (input: CallRequest<typeof boRecordGoldPrice>) => callApi<typeof boRecordGoldPrice>('app/backOffice/goldPrice/record', input);
export const goldPriceHistory = (input: CallRequest<typeof boGoldPriceHistory>) =>
  callApi<typeof boGoldPriceHistory>('app/backOffice/goldPrice/history', input);

export const useGoldPriceHistory = (pageNo: number, pageSize: number) =>
  useQuery({
    queryKey: boKeys.goldPriceHistory(pageNo, pageSize),
    queryFn: () => goldPriceHistory({ pageNo, pageSize }),
    placeholderData: keepPreviousData,
  });

export function useRecordGoldPrice() {
  const client = useQueryClient();
  return useMutation({ mutationFn: recordGoldPrice, onSuccess: () => client.invalidateQueries({ queryKey: boKeys.goldPrice() }) });
}
