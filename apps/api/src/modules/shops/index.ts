// The shops module's public face: its calls, the resolver of "which shop is this call for", and its records.
export { registerShopsRoutes } from './shops.routes.ts';
export { createShopResolver, type Shop, type ShopResolver } from './shop-resolver.ts';
export { createShopsRepository } from './shops.repository.ts';
export { shopEmails, shopNameByCode, shopReceiptDetails } from './shops.service.ts';
export { shopsStore } from './shops.record.ts';
export { areasStore } from './areas.record.ts';
export { shopOptions } from './shops.options.ts';
/** What other modules may use of the shops module (issue 39). */
export { physicalStoreCodes } from './shops.repository.ts';
