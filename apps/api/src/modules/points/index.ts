// The points ledger's public face: every change goes through `changePoints` / `changePointsIn`.
export { registerPointsRoutes } from './points.routes.ts';
export {
  changePoints,
  changePointsIn,
  createPointsService,
  lockMemberForPoints,
  pointsBalance,
  pointsOfSource,
  replayOfKey,
  type PointsService,
} from './points.service.ts';
