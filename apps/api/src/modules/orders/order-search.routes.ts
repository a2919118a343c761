import { boExportOrders, boSearchOrders } from '@shop/contract';
import { staffContext } from '../../lib/context.ts';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import { createOrderSearchService } from './order-search.service.ts';

/** The back office's order search (issue 28), beside the storefront's order calls; the router has checked the role. */
export function registerOrderSearchRoutes({ router, db }: ModuleDeps) {
  const orders = createOrderSearchService(db);
  router.call(boSearchOrders, (q) => orders.list(q));
  router.call(boExportOrders, (q, ctx) => orders.exportCsv(q, staffContext(ctx)));
}
