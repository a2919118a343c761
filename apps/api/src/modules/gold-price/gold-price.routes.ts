import { goldPrinceEnquiry, recordGoldPrice } from '@shop/contract';
import type { ModuleDeps } from '../registry.ts';
import { createGoldPriceRepository } from './gold-price.repository.ts';
import { createGoldPriceService } from './gold-price.service.ts';

export function registerGoldPriceRoutes({ router, db }: ModuleDeps) {
  const service = createGoldPriceService(createGoldPriceRepository(db));
  router.call(goldPrinceEnquiry, () => service.latest());
  // The router has already refused anything but a staff session with the role.
  router.call(recordGoldPrice, (input, ctx) =>
    service.record(input, ctx.session?.kind === 'staff' ? `staff:${ctx.session.staffId}` : 'staff'),
  );
}
