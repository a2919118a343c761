import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CallRequest,
  boClubShops,
  boEndPromotion,
  boGetClubGoods,
  boGetPromotion,
  boListClubCategories,
  boListClubGoods,
  boListPromotions,
  boOrderRefunds,
  boPromotionRivals,
  boRefundOrderLines,
  boSaveClubCategory,
  boSaveClubGoods,
  boSavePromotion,
} from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { boKeys } from '../api/keys.ts';

/** Promotions, club goods and per-line refunds of the back office (role 6). */
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
export const useClubCategories = () =>
  useQuery({ queryKey: boKeys.clubCategories(), queryFn: () => callApi<typeof boListClubCategories>('app/backOffice/club/categories/list', {}) });
export const useClubGoodsList = (input: CallRequest<typeof boListClubGoods>) =>
  useQuery({
    queryKey: boKeys.clubGoodsList(input),
    queryFn: () => callApi<typeof boListClubGoods>('app/backOffice/club/goods/list', input),
    placeholderData: keepPreviousData,
  });
export const useClubGoods = (id: number | null) =>
  useQuery({
    queryKey: boKeys.clubGoods(id),
    queryFn: () => callApi<typeof boGetClubGoods>('app/backOffice/club/goods/get', { id: id! }),
    enabled: id !== null,
    staleTime: 0,
  });
export const useClubShops = () =>
  useQuery({ queryKey: boKeys.clubShops(), queryFn: () => callApi<typeof boClubShops>('app/backOffice/club/shops', {}), staleTime: 60_000 });
export const useOrderRefunds = (orderNo: string) =>
  useQuery({
    queryKey: boKeys.orderRefunds(orderNo),
    queryFn: () => callApi<typeof boOrderRefunds>('app/backOffice/orders/refunds', { orderNo }),
    // A refund waiting for the payment provider's word is asked about again until it has it (decision 292).
    refetchInterval: (q) => (q.state.data?.refunds.some((r) => r.providerStatus === 'pending') ? 3_000 : false),
  });

/** Every write drops this area's lists; a refund drops the orders' too. */
export function useClubWrites() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: boKeys.club() });
  return {
    savePromotion: useMutation({
      mutationFn: (i: CallRequest<typeof boSavePromotion>) => callApi<typeof boSavePromotion>('app/backOffice/promotions/save', i),
      onSuccess,
    }),
    endPromotion: useMutation({
      mutationFn: (i: CallRequest<typeof boEndPromotion>) => callApi<typeof boEndPromotion>('app/backOffice/promotions/end', i),
      onSuccess,
    }),
    saveCategory: useMutation({
      mutationFn: (i: CallRequest<typeof boSaveClubCategory>) => callApi<typeof boSaveClubCategory>('app/backOffice/club/categories/save', i),
      onSuccess,
    }),
    saveGoods: useMutation({
      mutationFn: (i: CallRequest<typeof boSaveClubGoods>) => callApi<typeof boSaveClubGoods>('app/backOffice/club/goods/save', i),
      onSuccess,
    }),
    refundLines: useMutation({
      mutationFn: (i: CallRequest<typeof boRefundOrderLines>) => callApi<typeof boRefundOrderLines>('app/backOffice/orders/refundLines', i),
      onSuccess: () => client.invalidateQueries({ queryKey: boKeys.orders() }),
    }),
  };
}
