import { boHomeFigures, boLowStockList, boSetLowStockThreshold } from '@shop/contract';
import { staffContext } from '../../../lib/context.ts';
import type { ModuleDeps } from '../../../lib/module-deps.ts';
import { createHomeService } from './home.service.ts';

/**
 * The merchant's home (issue 28); the router has checked the roles. The customers desk and the order search
 * it opened beside it live in the members and orders modules (issue 26).
 */
export function registerBackOfficeHomeRoutes({ router, db, config }: ModuleDeps) {
  const home = createHomeService({ db, merchantCode: config.merchantCode });
  router.call(boHomeFigures, (_q, ctx) => home.figures(staffContext(ctx)));
  router.call(boLowStockList, ({ storeCode, pageNo }, ctx) => home.lowStockList(storeCode, pageNo, staffContext(ctx)));
  router.call(boSetLowStockThreshold, ({ threshold }, ctx) => home.setThreshold(threshold, staffContext(ctx)));
}
