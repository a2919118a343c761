import { areaOptions, officialStoreDetail, officialStoreList, storeGet } from '@shop/contract';
import { requestKey } from '../../lib/answers.ts';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import { createShopsRepository } from './shops.repository.ts';
import { createShopsService } from './shops.service.ts';

export function registerShopsRoutes({ router, db, config, services }: ModuleDeps) {
  const service = createShopsService(createShopsRepository(db), config.merchantCode);
  // Kept prepared until a shop or an area changes (decision 140).
  const { answer } = services.answers;
  const deps = ['shops:shops', 'shops:areas'];
  router.call(storeGet, (input) => answer(`storeGet|${requestKey(input)}`, async () => ({ data: await service.get(input), deps })));
  router.call(officialStoreList, (input) => answer(`officialStoreList|${requestKey(input)}`, async () => ({ data: await service.list(input), deps })));
  router.call(officialStoreDetail, (input) =>
    answer(`officialStoreDetail|${input.id}`, async () => ({ data: await service.detail(input.id), deps: [`shops:shops:${input.id}`, 'shops:areas'] })),
  );
  router.call(areaOptions, (input) =>
    answer(`areaOptions|${input.parentId ?? ''}`, async () => ({ data: await service.areaOptions(input.parentId), deps: ['shops:areas'] })),
  );
}
