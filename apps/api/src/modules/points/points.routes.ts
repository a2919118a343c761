import { getPointsHistory } from '@shop/contract';
import type { ModuleDeps } from '../services.ts';

export function registerPointsRoutes({ router, services }: ModuleDeps) {
  router.call(getPointsHistory, (input, ctx) => services.points.getPointsHistory(input, ctx));
}
