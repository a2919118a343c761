import { boAdjustCustomerPoints, boExportCustomers, boGetCustomer, boSearchCustomers, boSetCustomerDisabled } from '@shop/contract';
import { staffContext } from '../../lib/context.ts';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import type { CustomersService } from './customers-admin.service.ts';

/** The back office's customers desk (issue 28), beside the members' own calls; the router has checked the roles. */
export function registerCustomersAdminRoutes({ router, services }: ModuleDeps<{ customers: CustomersService }>) {
  const { customers } = services;
  router.call(boSearchCustomers, (q) => customers.search(q));
  router.call(boGetCustomer, ({ memberNo }, ctx) => customers.detail(memberNo, staffContext(ctx)));
  router.call(boAdjustCustomerPoints, (input, ctx) => customers.adjustPoints(input, staffContext(ctx)));
  router.call(boSetCustomerDisabled, ({ memberNo, disabled }, ctx) => customers.setDisabled(memberNo, disabled, staffContext(ctx)));
  router.call(boExportCustomers, (q, ctx) => customers.exportCsv(q, staffContext(ctx)));
}
