import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { boEndPromotion, boSavePromotion, type CallRequest, type boGetPromotion, type boListPromotions, type boPromotionRivals } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { boKeys } from '../api/keys.ts';
import { useCallWrite } from '../../../lib/call-write.ts';

/** Promotions of the back office (role 6). */
export const usePromotions = (input: CallRequest<typeof boListPromotions>) =>
  useQuery({
    queryKey: boKeys.promotions(input),
    queryFn: () => callApi<typeof boListPromotions>('app/backOffice/promotions/list', input),
    placeholderData: keepPreviousData,
  });
/** The promotions that would compete with the form's values for the same carts (nothing is written). */
export const usePromotionRivals = (input: CallRequest<typeof boPromotionRivals> | null) =>
  useQuery({
    queryKey: boKeys.promotionRivals(input),
    queryFn: () => callApi<typeof boPromotionRivals>('app/backOffice/promotions/rivals', input!),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
export const usePromotion = (id: number | null) =>
  useQuery({
    queryKey: boKeys.promotion(id),
    queryFn: () => callApi<typeof boGetPromotion>('app/backOffice/promotions/get', { id: id! }),
    enabled: id !== null,
    staleTime: 0,
  });

/** Every write drops the back office's promotion and club lists (one key family, `boKeys.club()`). */
export function usePromotionWrites() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: boKeys.club() });
  return {
    savePromotion: useCallWrite(boSavePromotion, onSuccess),
    endPromotion: useCallWrite(boEndPromotion, onSuccess),
  };
}
