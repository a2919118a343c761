import { boClubShops, boGetClubGoods, boListClubCategories, boListClubGoods, boSaveClubCategory, boSaveClubGoods } from '@shop/contract';
import { staffIdOf } from '../../lib/context.ts';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import type { MediaService } from '../media/index.ts';
import { createClubGoodsAdminService } from './club-goods-admin.service.ts';

/** Club goods of the back office (role 6; the router has checked it). */
export function registerClubGoodsAdminRoutes({ router, db, config, services }: ModuleDeps<{ media: MediaService }>) {
  const club = createClubGoodsAdminService({ db, changes: services.changes, merchantCode: config.merchantCode, missingImages: services.media.missingImages });

  router.call(boListClubCategories, () => club.listCategories());
  router.call(boSaveClubCategory, (input, ctx) => club.saveCategory(input, staffIdOf(ctx)));
  router.call(boListClubGoods, (q) => club.listGoods(q));
  router.call(boGetClubGoods, ({ id }) => club.getGoods(id));
  router.call(boSaveClubGoods, (input, ctx) => club.saveGoods(input, staffIdOf(ctx)));
  router.call(boClubShops, () => club.shops());
}
