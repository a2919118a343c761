import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  boGetRecord,
  boListRecords,
  type BoOptionSource,
  type BoRecordKind,
  type CallRequest,
  type boDeleteRecord,
  type boListOptions,
  type boSaveRecord,
} from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { boKeys } from './keys.ts';
import { useCallList, useEditedRecord } from '../../../lib/call-query.ts';

/** The official site's records (role 5): list, one record, save, delete, picker options. */
export const useRecordList = (input: { kind: BoRecordKind; pageNo: number; pageSize: number; search: string }) =>
  useCallList(boKeys.recordList(input), boListRecords, input);

export const useRecord = (kind: BoRecordKind, id: number | null) => useEditedRecord(boKeys.record(kind, id), boGetRecord, id, { kind });

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
