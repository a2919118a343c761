import { brandDetail, brandList } from '@shop/contract';
import type { ModuleDeps } from '../registry.ts';
import { createBrandsRepository } from './brands.repository.ts';
import { createBrandsService } from './brands.service.ts';

export function registerBrandsRoutes({ router, db, config }: ModuleDeps) {
  const service = createBrandsService(createBrandsRepository(db), config.merchantCode);
  router.call(brandList, (input) => service.list(input));
  router.call(brandDetail, (input) => service.detail(input.id));
}
