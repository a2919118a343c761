import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallRequest, boWeightPricingReport } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { boKeys } from '../api/keys.ts';

/** The report of goods priced by weight and of the re-pricings (role 6; issue 30, decision 317). */
export const weightPricingReport = (input: CallRequest<typeof boWeightPricingReport>) =>
  callApi<typeof boWeightPricingReport>('app/backOffice/goldPrice/byWeight/list', input);

// Under the gold price's key (boKeys.goldPrice()): recording a rate (useRecordGoldPrice) refreshes this report too.
export const useWeightPricingReport = (pageNo: number, pageSize: number) =>
  useQuery({
    queryKey: boKeys.weightPricingReport(pageNo, pageSize),
    queryFn: () => weightPricingReport({ pageNo, pageSize }),
    placeholderData: keepPreviousData,
  });
