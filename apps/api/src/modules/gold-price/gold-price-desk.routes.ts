import { boGoldPriceHistory, boPreviewGoldPrice, boRecordGoldPrice } from '@shop/contract';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import { createGoldPriceDesk } from './gold-price-desk.service.ts';

/** The back office's gold price desk (roles 5 and 6; the router has checked it and handed a staff context). */
export function registerGoldPriceDeskRoutes({ router, db, services }: ModuleDeps) {
  const gold = createGoldPriceDesk({ db, changes: services.changes });
  router.call(boRecordGoldPrice, (input, ctx) => gold.record(ctx.session.staffId, input));
  router.call(boPreviewGoldPrice, (input) => gold.preview(input));
  router.call(boGoldPriceHistory, (q) => gold.history(q));
}
