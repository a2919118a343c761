// The system module's public face.
export { registerSystemRoutes } from './system.routes.ts';
export type { SystemShops } from './system.service.ts';
