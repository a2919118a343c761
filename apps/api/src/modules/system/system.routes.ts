import { getInitInfo, getAmountFormatInfo } from '@shop/contract';
import type { ModuleDeps } from '../services.ts';
import { createSystemService } from './system.service.ts';

export function registerSystemRoutes({ router, services }: ModuleDeps) {
  const service = createSystemService(services.shops);
  router.call(getInitInfo, (input) => service.getInitInfo(input));
  router.call(getAmountFormatInfo, () => service.getAmountFormatInfo());
}
