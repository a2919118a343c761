import { goldPrinceEnquiry, recordGoldPrice } from '@shop/contract';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import { createGoldPriceRepository } from './gold-price.repository.ts';
import { createGoldPriceService } from './gold-price.service.ts';
import { recordRateAndReprice } from './weight-repricing.ts';

export function registerGoldPriceRoutes({ router, db, services }: ModuleDeps) {
  const service = createGoldPriceService(createGoldPriceRepository(db));
  // Kept prepared until a price is recorded (decision 140).
  router.call(goldPrinceEnquiry, () =>
    services.answers.answer('goldPrinceEnquiry', async () => ({ data: await service.latest(), deps: ['content:goldPrice'] })),
  );
  router.call(recordGoldPrice, async (input, ctx) => {
    // A new rate re-prices every by-weight sku in the same transaction (issue 30).
    const { price } = await recordRateAndReprice({ db, changes: services.changes }, input, `staff:${ctx.session.staffId}`);
    return price;
  });
}
