import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest, boGoldPriceHistory, boPreviewGoldPrice, boRecordGoldPrice } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { boKeys } from './keys.ts';

/** Today's gold price (roles 5 and 6): preview, record and history. */
export const previewGoldPrice = (input: CallRequest<typeof boPreviewGoldPrice>) =>
  callApi<typeof boPreviewGoldPrice>('app/backOffice/goldPrice/preview', input);
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
  return useMutation({
    mutationFn: recordGoldPrice,
    // The desk's history and report, and the merchant's home ("no gold price recorded today").
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: boKeys.goldPrice() }), client.invalidateQueries({ queryKey: boKeys.homeFigures() })]),
  });
}
