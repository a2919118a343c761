import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CallRequest,
  boSaveViewingSettings,
  boViewingMark,
  boViewingPiece,
  boViewingSettings,
  boViewingsCounter,
  boViewingsCsv,
  boViewingsList,
} from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { boKeys } from './keys.ts';

/** The counter's viewings today and tomorrow (role 6 names a shop; role 2 always gets its own). */
export const useCounterViewings = (storeCode: string | null) =>
  useQuery({
    queryKey: boKeys.viewingsCounter(storeCode),
    queryFn: () => callApi<typeof boViewingsCounter>('app/backOffice/viewings/counter', storeCode ? { storeCode } : {}),
    refetchInterval: 60_000,
  });

export const useViewingSettings = (storeCode: string) =>
  useQuery({
    queryKey: boKeys.viewingSettings(storeCode),
    queryFn: () => callApi<typeof boViewingSettings>('app/backOffice/viewings/settings', { storeCode }),
    enabled: storeCode !== '',
  });

export const useViewingsReport = (input: CallRequest<typeof boViewingsList>) =>
  useQuery({ queryKey: boKeys.viewingsReport(input), queryFn: () => callApi<typeof boViewingsList>('app/backOffice/viewings/list', input) });

export const viewingsCsvCall = (input: CallRequest<typeof boViewingsCsv>) => callApi<typeof boViewingsCsv>('app/backOffice/viewings/csv', input);

/** The counter's and the merchant's writes; each drops every viewing query. */
export function useViewingDesk() {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: boKeys.viewings() });
  return {
    mark: useMutation({
      mutationFn: (i: CallRequest<typeof boViewingMark>) => callApi<typeof boViewingMark>('app/backOffice/viewings/mark', i),
      onSuccess: done,
    }),
    piece: useMutation({
      mutationFn: (i: CallRequest<typeof boViewingPiece>) => callApi<typeof boViewingPiece>('app/backOffice/viewings/piece', i),
      onSuccess: done,
    }),
    save: useMutation({
      mutationFn: (i: CallRequest<typeof boSaveViewingSettings>) => callApi<typeof boSaveViewingSettings>('app/backOffice/viewings/saveSettings', i),
      onSuccess: done,
    }),
  };
}
