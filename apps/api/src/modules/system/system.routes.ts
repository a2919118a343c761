import { getInitInfo, getAmountFormatInfo } from '@shop/contract';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import type { SystemShops } from './system.service.ts';
import { createSystemService } from './system.service.ts';

export function registerSystemRoutes({ router, services }: ModuleDeps<{ shops: SystemShops }>) {
  const service = createSystemService(services.shops);
  router.call(getInitInfo, (input) => service.getInitInfo(input));
  router.call(getAmountFormatInfo, () => service.getAmountFormatInfo());
}
