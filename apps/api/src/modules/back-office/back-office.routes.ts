import {
  boCreateStaff,
  boDeleteRecord,
  boGetRecord,
  boListAudit,
  boListOptions,
  boListRecords,
  boListStaff,
  boResetStaffPassword,
  boSaveRecord,
  boSetStaffDisabled,
  boSetStaffRoles,
  boSetStaffShop,
} from '@shop/contract';
import { staffIdOf } from '../../lib/context.ts';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import type { ShopResolver } from '../shops/index.ts';
import { listAudit } from './audit-list.ts';
import { createRecordsService } from './records.service.ts';
import { createStaffAdminService } from '../staff/index.ts';

/**
 * The back office's calls; the router has checked the role (5 records, 6 staff and audit). The order desk,
 * counter and promotions are the orders module's (`orders-admin.routes.ts`), the gold price desk the
 * gold-price module's (`gold-price-desk.routes.ts`).
 */
export function registerBackOfficeRoutes({ router, db, config, services }: ModuleDeps<{ shops: ShopResolver }>) {
  const records = createRecordsService({ db, changes: services.changes, merchantCode: config.merchantCode });
  const staff = createStaffAdminService(db, (merchant) => services.shops.stores(merchant), services.changes);

  router.call(boListRecords, ({ kind, ...q }) => records.list(kind, q));
  router.call(boGetRecord, ({ kind, id }) => records.get(kind, id));
  router.call(boSaveRecord, (input, ctx) => records.save(input, staffIdOf(ctx)));
  router.call(boDeleteRecord, ({ kind, id }, ctx) => records.remove(kind, id, staffIdOf(ctx)));
  router.call(boListOptions, ({ source }) => records.options(source));

  router.call(boListStaff, (q) => staff.list(q));
  router.call(boCreateStaff, (input, ctx) => staff.create(staffIdOf(ctx), input));
  router.call(boSetStaffDisabled, ({ id, baseVersion, disabled }, ctx) => staff.setDisabled(staffIdOf(ctx), id, disabled, baseVersion));
  router.call(boResetStaffPassword, ({ id, password }, ctx) => staff.resetPassword(staffIdOf(ctx), id, password));
  router.call(boSetStaffRoles, ({ id, baseVersion, roles, defaultRole }, ctx) => staff.setRoles(staffIdOf(ctx), id, roles, defaultRole, baseVersion));
  router.call(boSetStaffShop, ({ id, baseVersion, storeCode }, ctx) => staff.setShop(staffIdOf(ctx), id, storeCode, config.merchantCode, baseVersion));

  router.call(boListAudit, (q) => listAudit(db, q));
}
