import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest, boClubShops, boGetClubGoods, boListClubCategories, boListClubGoods, boSaveClubCategory, boSaveClubGoods } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { boKeys } from '../api/keys.ts';

/** The points club's goods and categories in the back office (role 6). */
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
/** Every write drops this area's lists. */
export function useClubWrites() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: boKeys.club() });
  return {
    saveCategory: useMutation({
      mutationFn: (i: CallRequest<typeof boSaveClubCategory>) => callApi<typeof boSaveClubCategory>('app/backOffice/club/categories/save', i),
      onSuccess,
    }),
    saveGoods: useMutation({
      mutationFn: (i: CallRequest<typeof boSaveClubGoods>) => callApi<typeof boSaveClubGoods>('app/backOffice/club/goods/save', i),
      onSuccess,
    }),
  };
}
