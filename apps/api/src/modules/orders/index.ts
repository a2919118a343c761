// The orders module's public face: its calls, its service, and the counter's wrong-code allowances the
// club's collection is handed.
export { registerOrdersRoutes } from './orders.routes.ts';
export { registerOrdersAdminRoutes } from './orders-admin.routes.ts';
export { createOrdersService, type OrdersService } from './orders.service.ts';
export { claimCodeTry, releaseCodeTry } from './collection-code-tries.ts';
/** The till's day (issue 43) reads a shop's counter takings through this. */
export { shopTakings, type ShopTakings } from './till-takings.ts';
