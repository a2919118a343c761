import {
  boCancelOrder,
  boGetOrder,
  boCounterFind,
  boCounterHandOver,
  boListOrders,
  boPrepareOrder,
  boRefundOrder,
  boShipOrder,
  boCreateStaff,
  boDeleteRecord,
  boGetRecord,
  boGoldPriceHistory,
  boListAudit,
  boListOptions,
  boListRecords,
  boListStaff,
  boRecordGoldPrice,
  boResetStaffPassword,
  boSaveRecord,
  boSetStaffDisabled,
  boSetStaffRoles,
  boSetStaffShop,
} from '@shop/contract';
import { AppError } from '../../lib/app-error.ts';
import type { CallContext, StaffContext } from '../../lib/context.ts';
import type { ModuleDeps } from '../services.ts';
import { listAudit } from './audit.ts';
import { createCounter } from './orders/counter.service.ts';
import { createOrderDesk } from './orders/order-desk.service.ts';
import { createGoldPriceDesk } from './gold-price-desk.service.ts';
import { createRecordsService } from './records.service.ts';
import { createStaffAdminService } from '../staff/staff-admin.service.ts';

/** The staff id of the caller; the router has already refused anything but a staff session with the role. */
function staffOf(ctx: CallContext): number {
  if (ctx.session?.kind !== 'staff') throw new AppError('UNAUTHENTICATED');
  return ctx.session.staffId;
}

function staffCtx(ctx: CallContext): StaffContext {
  if (ctx.session?.kind !== 'staff') throw new AppError('UNAUTHENTICATED');
  return ctx as StaffContext;
}

/** The back office's calls; the router has checked the role (5 records and gold price, 6 staff and audit). */
export function registerBackOfficeRoutes({ router, db, config, services }: ModuleDeps) {
  const records = createRecordsService({ db, changes: services.changes, merchantCode: config.merchantCode });
  const gold = createGoldPriceDesk({ db, changes: services.changes });
  const staff = createStaffAdminService(db, (merchant) => services.shops.stores(merchant), services.changes);

  router.call(boListRecords, ({ kind, ...q }) => records.list(kind, q));
  router.call(boGetRecord, ({ kind, id }) => records.get(kind, id));
  router.call(boSaveRecord, (input, ctx) => records.save(input, staffOf(ctx)));
  router.call(boDeleteRecord, ({ kind, id }, ctx) => records.remove(kind, id, staffOf(ctx)));
  router.call(boListOptions, ({ source }) => records.options(source));

  router.call(boRecordGoldPrice, (input, ctx) => gold.record(staffOf(ctx), input));
  router.call(boGoldPriceHistory, (q) => gold.history(q));

  router.call(boListStaff, (q) => staff.list(q));
  router.call(boCreateStaff, (input, ctx) => staff.create(staffOf(ctx), input));
  router.call(boSetStaffDisabled, ({ id, baseVersion, disabled }, ctx) => staff.setDisabled(staffOf(ctx), id, disabled, baseVersion));
  router.call(boResetStaffPassword, ({ id, password }, ctx) => staff.resetPassword(staffOf(ctx), id, password));
  router.call(boSetStaffRoles, ({ id, baseVersion, roles, defaultRole }, ctx) => staff.setRoles(staffOf(ctx), id, roles, defaultRole, baseVersion));
  router.call(boSetStaffShop, ({ id, baseVersion, storeCode }, ctx) => staff.setShop(staffOf(ctx), id, storeCode, config.merchantCode, baseVersion));

  router.call(boListAudit, (q) => listAudit(db, q));

  const desk = createOrderDesk({ db, orders: services.orders, payments: services.payments });
  router.call(boListOrders, (q) => desk.list(q));
  router.call(boGetOrder, ({ orderNo }, ctx) => desk.detail(orderNo, staffCtx(ctx)));
  router.call(boPrepareOrder, ({ orderNo }, ctx) => desk.prepare(orderNo, staffCtx(ctx)));
  router.call(boShipOrder, ({ orderNo, trackingNo }, ctx) => desk.ship(orderNo, trackingNo, staffCtx(ctx)));
  const counter = createCounter({ db, orders: services.orders });
  router.call(boCounterFind, ({ code }, ctx) => counter.find(code, staffCtx(ctx)));
  router.call(boCounterHandOver, (input, ctx) => counter.handOver(input, staffCtx(ctx)));
  router.call(boCancelOrder, ({ orderNo, reason }, ctx) => desk.cancel(orderNo, reason, staffCtx(ctx)));
  router.call(boRefundOrder, ({ orderNo, reason, goodsReturned, returnStoreCode }, ctx) =>
    desk.refund(orderNo, reason, staffCtx(ctx), goodsReturned, returnStoreCode),
  );
}
