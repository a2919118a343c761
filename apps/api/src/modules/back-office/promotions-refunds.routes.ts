import { boEndPromotion, boGetPromotion, boListPromotions, boOrderRefunds, boPromotionRivals, boRefundOrderLines, boSavePromotion } from '@shop/contract';
import { AppError } from '../../lib/app-error.ts';
import type { CallContext, StaffContext } from '../../lib/context.ts';
import type { ModuleDeps } from '../services.ts';
import { createOrderDesk } from './orders/order-desk.service.ts';
import { createPromotionsService } from './promotions/promotions.service.ts';

function staffCtx(ctx: CallContext): StaffContext {
  if (ctx.session?.kind !== 'staff') throw new AppError('UNAUTHENTICATED');
  return ctx as StaffContext;
}
const staffOf = (ctx: CallContext) => staffCtx(ctx).session.staffId;

/**
 * Promotions and per-line refunds of the back office (role 6; the router has checked it). Registered with
 * the club goods until those moved into the club module (issue 26); they move on with the promotions and
 * order desks.
 */
export function registerBackOfficePromotionsRoutes({ router, db, config, services }: ModuleDeps) {
  const deps = { db, changes: services.changes, merchantCode: config.merchantCode, missingImages: services.media.missingImages };
  const promotions = createPromotionsService(deps);
  const desk = createOrderDesk({ db, orders: services.orders, payments: services.payments });

  router.call(boListPromotions, (q) => promotions.list(q));
  router.call(boGetPromotion, ({ id }) => promotions.get(id));
  router.call(boSavePromotion, (input, ctx) => promotions.save(input, staffOf(ctx)));
  router.call(boPromotionRivals, (input) => promotions.rivals(input));
  router.call(boEndPromotion, ({ id }, ctx) => promotions.end(id, staffOf(ctx)));

  router.call(boOrderRefunds, ({ orderNo }) => desk.refunds(orderNo));
  router.call(boRefundOrderLines, (input, ctx) => desk.refundLines(input, staffCtx(ctx)));
}
