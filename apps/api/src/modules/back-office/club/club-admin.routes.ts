import {
  boClubShops,
  boEndPromotion,
  boGetClubGoods,
  boGetPromotion,
  boListClubCategories,
  boListClubGoods,
  boListPromotions,
  boOrderRefunds,
  boRefundOrderLines,
  boSaveClubCategory,
  boSaveClubGoods,
  boSavePromotion,
} from '@shop/contract';
import { AppError } from '../../../lib/app-error.ts';
import type { CallContext, StaffContext } from '../../../lib/context.ts';
import type { ModuleDeps } from '../../services.ts';
import { createOrderDesk } from '../orders/order-desk.service.ts';
import { createPromotionsService } from '../promotions/promotions.service.ts';
import { createClubAdminService } from './club-admin.service.ts';

function staffCtx(ctx: CallContext): StaffContext {
  if (ctx.session?.kind !== 'staff') throw new AppError('UNAUTHENTICATED');
  return ctx as StaffContext;
}
const staffOf = (ctx: CallContext) => staffCtx(ctx).session.staffId;

/** Promotions, club goods and per-line refunds of the back office (role 6; the router has checked it). */
export function registerBackOfficeClubRoutes({ router, db, config, services }: ModuleDeps) {
  const deps = { db, changes: services.changes, merchantCode: config.merchantCode };
  const promotions = createPromotionsService(deps);
  const club = createClubAdminService(deps);
  const desk = createOrderDesk({ db, orders: services.orders });

  router.call(boListPromotions, (q) => promotions.list(q));
  router.call(boGetPromotion, ({ id }) => promotions.get(id));
  router.call(boSavePromotion, (input, ctx) => promotions.save(input, staffOf(ctx)));
  router.call(boEndPromotion, ({ id }, ctx) => promotions.end(id, staffOf(ctx)));

  router.call(boListClubCategories, () => club.listCategories());
  router.call(boSaveClubCategory, (input, ctx) => club.saveCategory(input, staffOf(ctx)));
  router.call(boListClubGoods, (q) => club.listGoods(q));
  router.call(boGetClubGoods, ({ id }) => club.getGoods(id));
  router.call(boSaveClubGoods, (input, ctx) => club.saveGoods(input, staffOf(ctx)));
  router.call(boClubShops, () => club.shops());

  router.call(boOrderRefunds, ({ orderNo }) => desk.refunds(orderNo));
  router.call(boRefundOrderLines, (input, ctx) => desk.refundLines(input, staffCtx(ctx)));
}
