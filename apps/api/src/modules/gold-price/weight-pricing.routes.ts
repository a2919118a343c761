import { boWeightPricingReport } from '@shop/contract';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import { createWeightPricingService } from './weight-pricing.service.ts';

/** The merchant's report of goods priced by weight and of the re-pricings (issue 30, decision 317). */
export function registerWeightPricingRoutes({ router, db }: ModuleDeps) {
  const service = createWeightPricingService({ db });
  router.call(boWeightPricingReport, (input) => service.report(input));
}
