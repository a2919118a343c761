import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  boSaveClubCategory,
  boSaveClubGoods,
  type CallRequest,
  type boClubShops,
  boGetClubGoods,
  type boListClubCategories,
  boListClubGoods,
} from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { boKeys } from '../api/keys.ts';
import { useCallWrite } from '../../../lib/call-write.ts';
import { useCallList, useEditedRecord } from '../../../lib/call-query.ts';

/** The points club's goods and categories in the back office (role 6). */
export const useClubCategories = () =>
  useQuery({ queryKey: boKeys.clubCategories(), queryFn: () => callApi<typeof boListClubCategories>('app/backOffice/club/categories/list', {}) });
export const useClubGoodsList = (input: CallRequest<typeof boListClubGoods>) => useCallList(boKeys.clubGoodsList(input), boListClubGoods, input);
export const useClubGoods = (id: number | null) => useEditedRecord(boKeys.clubGoods(id), boGetClubGoods, id);
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
