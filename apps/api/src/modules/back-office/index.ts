// The back office's public face: its calls (records, staff, audit list; the merchant's home).
export { registerBackOfficeRoutes } from './back-office.routes.ts';
export { registerBackOfficeHomeRoutes } from './home/home.routes.ts';
