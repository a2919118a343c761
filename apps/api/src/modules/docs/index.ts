// The API documentation's public face.
export { registerDocsRoutes } from './docs.routes.ts';
