import { goldPrinceEnquiry, recordGoldPrice } from '@shop/contract';
import type { ModuleDeps } from '../registry.ts';
import { createGoldPriceRepository } from './gold-price.repository.ts';
import { createGoldPriceService } from './gold-price.service.ts';

export function registerGoldPriceRoutes({ router, db }: ModuleDeps) {
  const service = createGoldPriceService(createGoldPriceRepository(db));
  router.call(goldPrinceEnquiry, () => service.latest());
  router.call(recordGoldPrice, (input, ctx) => service.record(input, `staff:${ctx.session.staffId}`));
}
