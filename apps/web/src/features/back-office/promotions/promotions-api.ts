import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { boEndPromotion, boSavePromotion, type CallRequest, boGetPromotion, boListPromotions, type boPromotionRivals } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { boKeys } from '../api/keys.ts';
import { useCallWrite } from '../../../lib/call-write.ts';
import { useCallList, useEditedRecord } from '../../../lib/call-query.ts';

/** Promotions of the back office (role 6). */
export const usePromotions = (input: CallRequest<typeof boListPromotions>) => useCallList(boKeys.promotions(input), boListPromotions, input);
/** The promotions that would compete with the form's values for the same carts (nothing is written). */
export const usePromotionRivals = (input: CallRequest<typeof boPromotionRivals> | null) =>
  useQuery({
    queryKey: boKeys.promotionRivals(input),
    queryFn: () => callApi<typeof boPromotionRivals>('app/backOffice/promotions/rivals', input!),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
export const usePromotion = (id: number | null) => useEditedRecord(boKeys.promotion(id), boGetPromotion, id);

/** Every write drops the back office's promotion and club lists (one key family, `boKeys.club()`). */
export function usePromotionWrites() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: boKeys.club() });
  return {
    savePromotion: useCallWrite(boSavePromotion, onSuccess),
    endPromotion: useCallWrite(boEndPromotion, onSuccess),
  };
}
