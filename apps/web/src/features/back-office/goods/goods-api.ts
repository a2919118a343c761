import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@shop/contract';
import * as calls from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { boKeys } from '../api/keys.ts';
import { useCallWrite } from '../../../lib/call-write.ts';
import { useCallList, useEditedRecord } from '../../../lib/call-query.ts';

/** Goods and stock of the back office (role 6). */
export const useGoodsList = (input: CallRequest<typeof calls.boListGoods>) => useCallList(boKeys.goodsList(input), calls.boListGoods, input);
export const useGoods = (id: number | null) => useEditedRecord(boKeys.goodsOne(id), calls.boGetGoods, id);
export const useGoodsOptions = () =>
  useQuery({ queryKey: boKeys.goodsOptions(), queryFn: () => callApi<typeof calls.boGoodsOptions>('app/backOffice/goods/options', {}), staleTime: 60_000 });
export const useStock = (spuId: number) =>
  useQuery({ queryKey: boKeys.stock(spuId), queryFn: () => callApi<typeof calls.boListStock>('app/backOffice/stock/list', { spuId }) });
export const useStockLedger = (spuId: number, pageNo: number) =>
  useCallList(boKeys.stockLedger(spuId, pageNo), calls.boStockLedger, { spuId, pageNo, pageSize: 20 });

/** Every write drops the goods lists, the product and its stock. */
export function useGoodsWrites() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: boKeys.goods() });
  return {
    save: useCallWrite(calls.boSaveGoods, onSuccess),
    setStatus: useCallWrite(calls.boSetGoodsStatus, onSuccess),
    /** A bulk change's dry run: writes nothing, so it drops nothing. */
    bulkPreview: useCallWrite(calls.boBulkGoods, undefined, { dryRun: true }),
    bulk: useCallWrite(calls.boBulkGoods, onSuccess),
    adjust: useCallWrite(calls.boAdjustStock, onSuccess),
    transfer: useCallWrite(calls.boTransferStock, onSuccess),
  };
}

/** CSV files of goods and stock (decision 175): the export answers the file as text, the import takes it. */
export const exportGoodsCsv = (input: CallRequest<typeof calls.boExportGoodsCsv>) =>
  callApi<typeof calls.boExportGoodsCsv>('app/backOffice/csv/goodsExport', input);
export const exportStockCsv = (input: CallRequest<typeof calls.boExportStockCsv>) =>
  callApi<typeof calls.boExportStockCsv>('app/backOffice/csv/stockExport', input);
export function useCsvImports() {
  const client = useQueryClient();
  const onSuccess = (r: { ok: boolean; dryRun: boolean }) => (r.ok && !r.dryRun ? client.invalidateQueries({ queryKey: boKeys.goods() }) : undefined);
  return {
    goods: useCallWrite(calls.boImportGoodsCsv, onSuccess),
    stock: useCallWrite(calls.boImportStockCsv, onSuccess),
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
  useQuery({ queryKey: boKeys.searchWords(), queryFn: () => callApi<typeof calls.boListSearchSynonyms>('app/backOffice/search/listSynonyms', {}) });
export function useSearchWordWrites() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: boKeys.searchWords() });
  return {
    add: useMutation({
      mutationFn: (i: CallRequest<typeof calls.boAddSearchSynonym>) => callApi<typeof calls.boAddSearchSynonym>('app/backOffice/search/addSynonym', i),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => callApi<typeof calls.boRemoveSearchSynonym>('app/backOffice/search/removeSynonym', { id }), onSuccess }),
  };
}
