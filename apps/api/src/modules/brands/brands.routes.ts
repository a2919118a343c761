import { brandDetail, brandList } from '@shop/contract';
import { requestKey } from '../../lib/answers.ts';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import { createBrandsRepository } from './brands.repository.ts';
import { createBrandsService } from './brands.service.ts';

export function registerBrandsRoutes({ router, db, config, services }: ModuleDeps) {
  const service = createBrandsService(createBrandsRepository(db), config.merchantCode);
  // Kept prepared until a brand (or, for a brand's shops, a shop) changes (decision 140).
  const { answer } = services.answers;
  router.call(brandList, (input) => answer(`brandList|${requestKey(input)}`, async () => ({ data: await service.list(input), deps: ['content:brands'] })));
  router.call(brandDetail, (input) =>
    answer(`brandDetail|${input.id}`, async () => ({ data: await service.detail(input.id), deps: [`content:brands:${input.id}`, 'shops:shops'] })),
  );
}
