import { boClubShops, boGetClubGoods, boListClubCategories, boListClubGoods, boSaveClubCategory, boSaveClubGoods } from '@shop/contract';
import { AppError } from '../../../lib/app-error.ts';
import type { CallContext, StaffContext } from '../../../lib/context.ts';
import type { ModuleDeps } from '../../services.ts';
import { createClubAdminService } from './club-admin.service.ts';

function staffCtx(ctx: CallContext): StaffContext {
  if (ctx.session?.kind !== 'staff') throw new AppError('UNAUTHENTICATED');
  return ctx as StaffContext;
}
const staffOf = (ctx: CallContext) => staffCtx(ctx).session.staffId;

/** Club goods of the back office (role 6; the router has checked it). Promotions and per-line refunds: `orders/orders-admin.routes.ts`. */
export function registerBackOfficeClubRoutes({ router, db, config, services }: ModuleDeps) {
  const deps = { db, changes: services.changes, merchantCode: config.merchantCode, missingImages: services.media.missingImages };
  const club = createClubAdminService(deps);

  router.call(boListClubCategories, () => club.listCategories());
  router.call(boSaveClubCategory, (input, ctx) => club.saveCategory(input, staffOf(ctx)));
  router.call(boListClubGoods, (q) => club.listGoods(q));
  router.call(boGetClubGoods, ({ id }) => club.getGoods(id));
  router.call(boSaveClubGoods, (input, ctx) => club.saveGoods(input, staffOf(ctx)));
  router.call(boClubShops, () => club.shops());
}
