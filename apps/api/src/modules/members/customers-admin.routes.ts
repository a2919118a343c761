import { boAdjustCustomerPoints, boExportCustomers, boGetCustomer, boSearchCustomers, boSetCustomerDisabled } from '@shop/contract';
import { AppError } from '../../lib/app-error.ts';
import type { CallContext, StaffContext } from '../../lib/context.ts';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import type { CustomersService } from './customers-admin.service.ts';

function staffCtx(ctx: CallContext): StaffContext {
  if (ctx.session?.kind !== 'staff') throw new AppError('UNAUTHENTICATED');
  return ctx as StaffContext;
}

/** The back office's customers desk (issue 28), beside the members' own calls; the router has checked the roles. */
export function registerCustomersAdminRoutes({ router, services }: ModuleDeps<{ customers: CustomersService }>) {
  const { customers } = services;
  router.call(boSearchCustomers, (q) => customers.search(q));
  router.call(boGetCustomer, ({ memberNo }, ctx) => customers.detail(memberNo, staffCtx(ctx)));
  router.call(boAdjustCustomerPoints, (input, ctx) => customers.adjustPoints(input, staffCtx(ctx)));
  router.call(boSetCustomerDisabled, ({ memberNo, disabled }, ctx) => customers.setDisabled(memberNo, disabled, staffCtx(ctx)));
  router.call(boExportCustomers, (q, ctx) => customers.exportCsv(q, staffCtx(ctx)));
}
