import { getPointsHistory } from '@shop/contract';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import type { PointsService } from './points.service.ts';

export function registerPointsRoutes({ router, services }: ModuleDeps<{ points: PointsService }>) {
  router.call(getPointsHistory, (input, ctx) => services.points.getPointsHistory(input, ctx));
}
