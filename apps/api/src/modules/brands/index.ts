// The brands module's public face.
export { registerBrandsRoutes } from './brands.routes.ts';
export { brandsStore } from './brands.record.ts';
