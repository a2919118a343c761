import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@shop/contract';
import * as calls from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { callOf, useCallWrite } from '../../../lib/call-write.ts';
import { boKeys } from './keys.ts';

/** The counter's viewings today and tomorrow (role 6 names a shop; role 2 always gets its own). */
export const useCounterViewings = (storeCode: string | null) =>
  useQuery({
    queryKey: boKeys.viewingsCounter(storeCode),
    queryFn: () => callApi<typeof calls.boViewingsCounter>(calls.boViewingsCounter.path, storeCode ? { storeCode } : {}),
    refetchInterval: 60_000,
  });

export const useViewingSettings = (storeCode: string) =>
  useQuery({
    queryKey: boKeys.viewingSettings(storeCode),
    queryFn: () => callApi<typeof calls.boViewingSettings>(calls.boViewingSettings.path, { storeCode }),
    enabled: storeCode !== '',
  });

export const useViewingsReport = (input: CallRequest<typeof calls.boViewingsList>) =>
  useQuery({ queryKey: boKeys.viewingsReport(input), queryFn: () => callApi<typeof calls.boViewingsList>(calls.boViewingsList.path, input) });

export const viewingsCsvCall = callOf(calls.boViewingsCsv);

/** The counter's and the merchant's writes; each drops every viewing query. */
export function useViewingDesk() {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: boKeys.viewings() });
  return {
    mark: useCallWrite(calls.boViewingMark, done),
    piece: useCallWrite(calls.boViewingPiece, done),
    save: useCallWrite(calls.boSaveViewingSettings, done),
  };
}
