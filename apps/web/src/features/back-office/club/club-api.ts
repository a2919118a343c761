import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  boSaveClubCategory,
  boSaveClubGoods,
  type CallRequest,
  type boClubShops,
  type boGetClubGoods,
  type boListClubCategories,
  type boListClubGoods,
} from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { boKeys } from '../api/keys.ts';
import { useCallWrite } from '../../../lib/call-write.ts';

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
    saveCategory: useCallWrite(boSaveClubCategory, onSuccess),
    saveGoods: useCallWrite(boSaveClubGoods, onSuccess),
  };
}
