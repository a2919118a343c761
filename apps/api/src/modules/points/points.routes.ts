import { getPointsHistory } from '@shop/contract';
import type { ModuleDeps } from '../registry.ts';

export function registerPointsRoutes({ router, services }: ModuleDeps) {
  router.call(getPointsHistory, (input, ctx) => services.points.getPointsHistory(input, ctx));
}
