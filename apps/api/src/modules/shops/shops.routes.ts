import { areaOptions, officialStoreDetail, officialStoreList, storeGet } from '@shop/contract';
import type { ModuleDeps } from '../registry.ts';
import { createShopsRepository } from './shops.repository.ts';
import { createShopsService } from './shops.service.ts';

export function registerShopsRoutes({ router, db, config }: ModuleDeps) {
  const service = createShopsService(createShopsRepository(db), config.merchantCode);
  router.call(storeGet, (input) => service.get(input));
  router.call(officialStoreList, (input) => service.list(input));
  router.call(officialStoreDetail, (input) => service.detail(input.id));
  router.call(areaOptions, (input) => service.areaOptions(input.parentId));
}
