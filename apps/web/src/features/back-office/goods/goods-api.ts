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
  boExportGoodsCsv,
  boExportStockCsv,
  boImportGoodsCsv,
  boImportStockCsv,
  boListSearchSynonyms,
  boAddSearchSynonym,
  boRemoveSearchSynonym,
} from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { boKeys } from '../api/keys.ts';

/** Goods and stock of the back office (role 6). */
export const useGoodsList = (input: CallRequest<typeof boListGoods>) =>
  useQuery({
    queryKey: boKeys.goodsList(input),
    queryFn: () => callApi<typeof boListGoods>('app/backOffice/goods/list', input),
    placeholderData: keepPreviousData,
  });
export const useGoods = (id: number | null) =>
  useQuery({
    queryKey: boKeys.goodsOne(id),
    queryFn: () => callApi<typeof boGetGoods>('app/backOffice/goods/get', { id: id! }),
    enabled: id !== null,
    staleTime: 0,
  });
export const useGoodsOptions = () =>
  useQuery({ queryKey: boKeys.goodsOptions(), queryFn: () => callApi<typeof boGoodsOptions>('app/backOffice/goods/options', {}), staleTime: 60_000 });
export const useStock = (spuId: number) =>
  useQuery({ queryKey: boKeys.stock(spuId), queryFn: () => callApi<typeof boListStock>('app/backOffice/stock/list', { spuId }) });
export const useStockLedger = (spuId: number, pageNo: number) =>
  useQuery({
    queryKey: boKeys.stockLedger(spuId, pageNo),
    queryFn: () => callApi<typeof boStockLedger>('app/backOffice/stock/ledger', { spuId, pageNo, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });

/** Every write drops the goods lists, the product and its stock. */
export function useGoodsWrites() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: boKeys.goods() });
  return {
    save: useMutation({ mutationFn: (i: CallRequest<typeof boSaveGoods>) => callApi<typeof boSaveGoods>('app/backOffice/goods/save', i), onSuccess }),
    setStatus: useMutation({
      mutationFn: (i: CallRequest<typeof boSetGoodsStatus>) => callApi<typeof boSetGoodsStatus>('app/backOffice/goods/setStatus', i),
      onSuccess,
    }),
    /** A bulk change's dry run: writes nothing, so it drops nothing. */
    bulkPreview: useMutation({
      mutationFn: (i: CallRequest<typeof boBulkGoods>) => callApi<typeof boBulkGoods>('app/backOffice/goods/bulk', { ...i, dryRun: true }),
    }),
    bulk: useMutation({ mutationFn: (i: CallRequest<typeof boBulkGoods>) => callApi<typeof boBulkGoods>('app/backOffice/goods/bulk', i), onSuccess }),
    adjust: useMutation({ mutationFn: (i: CallRequest<typeof boAdjustStock>) => callApi<typeof boAdjustStock>('app/backOffice/stock/adjust', i), onSuccess }),
    transfer: useMutation({
      mutationFn: (i: CallRequest<typeof boTransferStock>) => callApi<typeof boTransferStock>('app/backOffice/stock/transfer', i),
      onSuccess,
    }),
  };
}

/** CSV files of goods and stock (decision 175): the export answers the file as text, the import takes it. */
export const exportGoodsCsv = (input: CallRequest<typeof boExportGoodsCsv>) => callApi<typeof boExportGoodsCsv>('app/backOffice/csv/goodsExport', input);
export const exportStockCsv = (input: CallRequest<typeof boExportStockCsv>) => callApi<typeof boExportStockCsv>('app/backOffice/csv/stockExport', input);
export function useCsvImports() {
  const client = useQueryClient();
  const onSuccess = (r: { ok: boolean; dryRun: boolean }) => (r.ok && !r.dryRun ? client.invalidateQueries({ queryKey: boKeys.goods() }) : undefined);
  return {
    goods: useMutation({
      mutationFn: (i: CallRequest<typeof boImportGoodsCsv>) => callApi<typeof boImportGoodsCsv>('app/backOffice/csv/goodsImport', i),
      onSuccess,
    }),
    stock: useMutation({
      mutationFn: (i: CallRequest<typeof boImportStockCsv>) => callApi<typeof boImportStockCsv>('app/backOffice/csv/stockImport', i),
      onSuccess,
    }),
  };
}

/** Saves a text file the server wrote (with its byte-order mark) under its name. */
export function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The search's synonym groups and the house brand's name (issue 42, decision 446). */
export const useSearchWords = () =>
  useQuery({ queryKey: boKeys.searchWords(), queryFn: () => callApi<typeof boListSearchSynonyms>('app/backOffice/search/listSynonyms', {}) });
export function useSearchWordWrites() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: boKeys.searchWords() });
  return {
    add: useMutation({
      mutationFn: (i: CallRequest<typeof boAddSearchSynonym>) => callApi<typeof boAddSearchSynonym>('app/backOffice/search/addSynonym', i),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => callApi<typeof boRemoveSearchSynonym>('app/backOffice/search/removeSynonym', { id }), onSuccess }),
  };
}
