import { boGoldPriceHistory, boRecordGoldPrice } from '@shop/contract';
import type { ModuleDeps } from '../services.ts';
import { createGoldPriceDesk } from './gold-price-desk.service.ts';

/** The back office's gold price desk (role 5; the router has checked it and handed a staff context). */
export function registerGoldPriceDeskRoutes({ router, db, services }: ModuleDeps) {
  const gold = createGoldPriceDesk({ db, changes: services.changes });
  router.call(boRecordGoldPrice, (input, ctx) => gold.record(ctx.session.staffId, input));
  router.call(boGoldPriceHistory, (q) => gold.history(q));
}
