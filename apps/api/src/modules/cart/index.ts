// The cart module's public face.
export { registerCartRoutes } from './cart.routes.ts';
export { createCartService, type CartService } from './cart.service.ts';
