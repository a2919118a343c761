import { useQuery } from '@tanstack/react-query';
import type { boReconciliation, boReconciliationCsv } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { boKeys } from '../api/keys.ts';

/** Reconciliation of a Hong Kong day (issue 29): one fetcher and query per call. */
export const useReconciliation = (date: string) =>
  useQuery({
    queryKey: boKeys.reconciliation(date),
    queryFn: ({ signal }) => callApi<typeof boReconciliation>('app/backOffice/payments/reconciliation', { date }, { signal }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
export const reconciliationCsvCall = (date: string) => callApi<typeof boReconciliationCsv>('app/backOffice/payments/reconciliationCsv', { date });
