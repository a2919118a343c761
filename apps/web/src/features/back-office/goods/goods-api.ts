import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CallRequest,
  boAdjustStock,
  boBulkGoods,
  boGetGoods,
  boGoodsOptions,
  boListGoods,
  boListStock,
  boSaveGoods,
  boSetGoodsStatus,
  boStockLedger,
  boTransferStock,
} from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Goods and stock of the back office (role 6). */
const key = ['backOffice', 'goods'] as const;

export const useGoodsList = (input: CallRequest<typeof boListGoods>) =>
  useQuery({ queryKey: [...key, 'list', input], queryFn: () => callApi<typeof boListGoods>('app/backOffice/goods/list', input), placeholderData: keepPreviousData });
export const useGoods = (id: number | null) =>
  useQuery({
    queryKey: [...key, 'one', id],
    queryFn: () => callApi<typeof boGetGoods>('app/backOffice/goods/get', { id: id! }),
    enabled: id !== null,
    staleTime: 0,
  });
export const useGoodsOptions = () =>
  useQuery({ queryKey: [...key, 'options'], queryFn: () => callApi<typeof boGoodsOptions>('app/backOffice/goods/options', {}), staleTime: 60_000 });
export const useStock = (spuId: number) =>
  useQuery({ queryKey: [...key, 'stock', spuId], queryFn: () => callApi<typeof boListStock>('app/backOffice/stock/list', { spuId }) });
export const useStockLedger = (spuId: number, pageNo: number) =>
  useQuery({
    queryKey: [...key, 'ledger', spuId, pageNo],
    queryFn: () => callApi<typeof boStockLedger>('app/backOffice/stock/ledger', { spuId, pageNo, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });

/** Every write drops the goods lists, the product and its stock. */
export function useGoodsWrites() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: key });
  return {
    save: useMutation({ mutationFn: (i: CallRequest<typeof boSaveGoods>) => callApi<typeof boSaveGoods>('app/backOffice/goods/save', i), onSuccess }),
    setStatus: useMutation({ mutationFn: (i: CallRequest<typeof boSetGoodsStatus>) => callApi<typeof boSetGoodsStatus>('app/backOffice/goods/setStatus', i), onSuccess }),
    bulk: useMutation({ mutationFn: (i: CallRequest<typeof boBulkGoods>) => callApi<typeof boBulkGoods>('app/backOffice/goods/bulk', i), onSuccess }),
    adjust: useMutation({ mutationFn: (i: CallRequest<typeof boAdjustStock>) => callApi<typeof boAdjustStock>('app/backOffice/stock/adjust', i), onSuccess }),
    transfer: useMutation({ mutationFn: (i: CallRequest<typeof boTransferStock>) => callApi<typeof boTransferStock>('app/backOffice/stock/transfer', i), onSuccess }),
  };
}
