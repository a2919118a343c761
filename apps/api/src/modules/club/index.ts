// The club's public face: its calls, its service, and the counter desk's side of a redemption.
export { registerClubRoutes } from './club.routes.ts';
export { registerClubGoodsAdminRoutes } from './club-goods-admin.routes.ts';
export { createClubService, type ClubService } from './club.service.ts';
export { counterCollection, type CodeRedemption, type CodeTries } from './counter-collection.service.ts';
