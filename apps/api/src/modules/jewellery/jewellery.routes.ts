import { getJewelleryParamList, jewelleryDetail, jewelleryList } from '@shop/contract';
import { requestKey } from '../../lib/answers.ts';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import { createJewelleryRepository } from './jewellery.repository.ts';
import { createJewelleryService } from './jewellery.service.ts';

export function registerJewelleryRoutes({ router, db, services }: ModuleDeps) {
  const service = createJewelleryService(createJewelleryRepository(db));
  // Kept prepared until a jewellery item, a parameter or the gold price changes (decision 140).
  const { answer } = services.answers;
  const params = ['content:jewelleryParams', 'content:goldPrice'];
  router.call(jewelleryList, (input) =>
    answer(`jewelleryList|${requestKey(input)}`, async () => ({ data: await service.list(input), deps: ['content:jewelleryItems', ...params] })),
  );
  router.call(jewelleryDetail, (input) =>
    answer(`jewelleryDetail|${input.id}`, async () => ({ data: await service.detail(input.id), deps: [`content:jewelleryItems:${input.id}`, ...params] })),
  );
  router.call(getJewelleryParamList, () => answer('getJewelleryParamList', async () => ({ data: await service.params(), deps: params })));
}
