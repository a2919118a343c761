import { boHomeFigures, boLowStockList, boSetLowStockThreshold } from '@shop/contract';
import { AppError } from '../../../lib/app-error.ts';
import type { CallContext, StaffContext } from '../../../lib/context.ts';
import type { ModuleDeps } from '../../../lib/module-deps.ts';
import { createHomeService } from './home.service.ts';

function staffCtx(ctx: CallContext): StaffContext {
  if (ctx.session?.kind !== 'staff') throw new AppError('UNAUTHENTICATED');
  return ctx as StaffContext;
}

/**
 * The merchant's home (issue 28); the router has checked the roles. The customers desk and the order search
 * it opened beside it live in the members and orders modules (issue 26).
 */
export function registerBackOfficeHomeRoutes({ router, db, config }: ModuleDeps) {
  const home = createHomeService({ db, merchantCode: config.merchantCode });
  router.call(boHomeFigures, (_q, ctx) => home.figures(staffCtx(ctx)));
  router.call(boLowStockList, ({ storeCode, pageNo }, ctx) => home.lowStockList(storeCode, pageNo, staffCtx(ctx)));
  router.call(boSetLowStockThreshold, ({ threshold }, ctx) => home.setThreshold(threshold, staffCtx(ctx)));
}
