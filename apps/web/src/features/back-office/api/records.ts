import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoOptionSource, BoRecordKind, CallRequest, boDeleteRecord, boGetRecord, boListOptions, boListRecords, boSaveRecord } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { boKeys } from './keys.ts';

/** The official site's records (role 5): list, one record, save, delete, picker options. */
export const listRecords = (input: CallRequest<typeof boListRecords>) => callApi<typeof boListRecords>('app/backOffice/records/list', input);
export const useRecordList = (input: { kind: BoRecordKind; pageNo: number; pageSize: number; search: string }) =>
  useQuery({ queryKey: boKeys.recordList(input), queryFn: () => listRecords(input), placeholderData: keepPreviousData });

export const getRecord = (input: CallRequest<typeof boGetRecord>) => callApi<typeof boGetRecord>('app/backOffice/records/get', input);
export const useRecord = (kind: BoRecordKind, id: number | null) =>
  useQuery({ queryKey: boKeys.record(kind, id), queryFn: () => getRecord({ kind, id: id! }), enabled: id !== null, staleTime: 0 });

export const saveRecord = (input: CallRequest<typeof boSaveRecord>) => callApi<typeof boSaveRecord>('app/backOffice/records/save', input);
export const deleteRecord = (input: CallRequest<typeof boDeleteRecord>) => callApi<typeof boDeleteRecord>('app/backOffice/records/delete', input);

/** Save and delete drop the kind's lists and records (and every picker, which may list them). */
export function useRecordWrites(kind: BoRecordKind) {
  const client = useQueryClient();
  const settle = () => Promise.all([client.invalidateQueries({ queryKey: boKeys.records(kind) }), client.invalidateQueries({ queryKey: boKeys.options() })]);
  return {
    save: useMutation({ mutationFn: saveRecord, onSuccess: settle }),
    remove: useMutation({ mutationFn: deleteRecord, onSuccess: settle }),
  };
}

export const listOptions = (input: CallRequest<typeof boListOptions>) => callApi<typeof boListOptions>('app/backOffice/records/options', input);
export const useOptions = (source: BoOptionSource) => useQuery({ queryKey: boKeys.optionsOf(source), queryFn: () => listOptions({ source }) });
