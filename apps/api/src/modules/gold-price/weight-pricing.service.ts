import type { boWeightPricingReport, CallResponse } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { weightPricingRepo } from './weight-pricing.repository.ts';

/** The newest re-pricings the report shows. */
export const REPORT_REPRICINGS = 10;

export function createWeightPricingService(deps: { db: Db }) {
  return {
    /** Which goods are priced by weight (a page of skus) and what the recent re-pricings did to them. */
    async report(input: { pageNo: number; pageSize: number }): Promise<CallResponse<typeof boWeightPricingReport>> {
      const [total, goods, repricings] = await Promise.all([
        weightPricingRepo.countByWeight(deps.db),
        weightPricingRepo.goods(deps.db, input.pageSize, (input.pageNo - 1) * input.pageSize),
        weightPricingRepo.repricings(deps.db, REPORT_REPRICINGS),
      ]);
      return { total, goods, repricings };
    },
  };
}
