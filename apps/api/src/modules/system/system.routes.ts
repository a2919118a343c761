import { getInitInfo, getAmountFormatInfo } from '@shop/contract';
import type { ModuleDeps } from '../registry.ts';
import { createSystemRepository } from './system.repository.ts';
import { createSystemService } from './system.service.ts';

export function registerSystemRoutes({ router, db, config }: ModuleDeps) {
  const service = createSystemService(createSystemRepository(db), config.merchantCode);
  router.call(getInitInfo, (input) => service.getInitInfo(input));
  router.call(getAmountFormatInfo, () => service.getAmountFormatInfo());
}
