// The till's public face (issue 43): its calls — each shop's counter day. The sale and the return are the
// orders module's (they write orders); the day reads their takings through `shopTakings`.
export { registerTillRoutes } from './till.routes.ts';
