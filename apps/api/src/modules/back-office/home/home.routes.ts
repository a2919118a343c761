import {
  boAdjustCustomerPoints,
  boExportCustomers,
  boExportOrders,
  boGetCustomer,
  boHomeFigures,
  boSearchCustomers,
  boSearchOrders,
  boSetCustomerDisabled,
  boSetLowStockThreshold,
} from '@shop/contract';
import { AppError } from '../../../lib/app-error.ts';
import type { CallContext, StaffContext } from '../../../lib/context.ts';
import type { ModuleDeps } from '../../services.ts';
import { createCustomersService } from '../customers/customers.service.ts';
import { createOrderSearchService } from '../customers/order-search.service.ts';
import { createHomeService } from './home.service.ts';

function staffCtx(ctx: CallContext): StaffContext {
  if (ctx.session?.kind !== 'staff') throw new AppError('UNAUTHENTICATED');
  return ctx as StaffContext;
}

/** The merchant's home, the customers desk and the order search (issue 28); the router has checked the roles. */
export function registerBackOfficeHomeRoutes({ router, db, config, services }: ModuleDeps) {
  const home = createHomeService({ db, merchantCode: config.merchantCode });
  router.call(boHomeFigures, (_q, ctx) => home.figures(staffCtx(ctx)));
  router.call(boSetLowStockThreshold, ({ threshold }, ctx) => home.setThreshold(threshold, staffCtx(ctx)));

  const customers = createCustomersService({ db, sessions: services.sessions });
  router.call(boSearchCustomers, (q) => customers.search(q));
  router.call(boGetCustomer, ({ memberNo }, ctx) => customers.detail(memberNo, staffCtx(ctx)));
  router.call(boAdjustCustomerPoints, (input, ctx) => customers.adjustPoints(input, staffCtx(ctx)));
  router.call(boSetCustomerDisabled, ({ memberNo, disabled }, ctx) => customers.setDisabled(memberNo, disabled, staffCtx(ctx)));
  router.call(boExportCustomers, (q, ctx) => customers.exportCsv(q, staffCtx(ctx)));

  const orders = createOrderSearchService(db);
  router.call(boSearchOrders, (q) => orders.list(q));
  router.call(boExportOrders, (q, ctx) => orders.exportCsv(q, staffCtx(ctx)));
}
