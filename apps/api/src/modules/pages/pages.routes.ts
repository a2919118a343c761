import { getAppFull } from '@shop/contract';
import type { ModuleDeps } from '../registry.ts';

export function registerPagesRoutes({ router, services }: ModuleDeps) {
  router.call(getAppFull, (input) => services.pages.getAppFullAnswer(input));
}
