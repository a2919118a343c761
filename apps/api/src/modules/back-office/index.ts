// The back office's public face: its calls (records, staff, audit list; the merchant's home) and the
// home's low-stock fold the scheduler runs.
export { registerBackOfficeRoutes } from './back-office.routes.ts';
export { registerBackOfficeHomeRoutes } from './home/home.routes.ts';
export { foldHomeLowStock } from './home/home.service.ts';
