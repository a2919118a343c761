import { getJewelleryParamList, jewelleryDetail, jewelleryList } from '@shop/contract';
import type { ModuleDeps } from '../registry.ts';
import { createJewelleryRepository } from './jewellery.repository.ts';
import { createJewelleryService } from './jewellery.service.ts';

export function registerJewelleryRoutes({ router, db }: ModuleDeps) {
  const service = createJewelleryService(createJewelleryRepository(db));
  router.call(jewelleryList, (input) => service.list(input));
  router.call(jewelleryDetail, (input) => service.detail(input.id));
  router.call(getJewelleryParamList, () => service.params());
}
