import {
  boAdjustStock,
  boSetSkuLowStock,
  boBulkGoods,
  boGetGoods,
  boGoodsOptions,
  boListGoods,
  boListStock,
  boListSearchSynonyms,
  boAddSearchSynonym,
  boRemoveSearchSynonym,
  boSaveGoods,
  boSetGoodsStatus,
  boStockLedger,
  boTransferStock,
} from '@shop/contract';
import { AppError } from '../../lib/app-error.ts';
import type { CallContext } from '../../lib/context.ts';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import type { MediaService } from '../media/index.ts';
import { createGoodsService, type WeightPricing as WeightPricingPort } from './goods-admin.service.ts';
import { createStockService } from './stock-admin.service.ts';
import { createSearchSynonymsService } from './search-synonyms.service.ts';
import type { SearchWords } from './search-words.ts';
import { registerCsvRoutes } from './csv/csv.routes.ts';

function staffOf(ctx: CallContext): number {
  if (ctx.session?.kind !== 'staff') throw new AppError('UNAUTHENTICATED');
  return ctx.session.staffId;
}

/** The back office's goods and stock calls (role 6; the router has checked it). */
export function registerBackOfficeGoodsRoutes({
  router,
  db,
  config,
  services,
}: ModuleDeps<{ media: MediaService; weightPricing: WeightPricingPort; searchWords: SearchWords }>) {
  const deps = {
    db,
    changes: services.changes,
    merchantCode: config.merchantCode,
    missingImages: services.media.missingImages,
    weightPricing: services.weightPricing,
  };
  const goods = createGoodsService(deps);
  const stock = createStockService(deps);

  router.call(boListGoods, (q) => goods.list(q));
  router.call(boGetGoods, ({ id }) => goods.get(id));
  router.call(boSaveGoods, (input, ctx) => goods.save(input, staffOf(ctx)));
  router.call(boSetGoodsStatus, ({ id, status }, ctx) => goods.setStatus(id, status, staffOf(ctx)));
  router.call(boGoodsOptions, () => goods.options());
  router.call(boBulkGoods, (input, ctx) => goods.bulk(input, staffOf(ctx)));

  router.call(boListStock, ({ spuId }) => stock.list(spuId));
  router.call(boAdjustStock, (input, ctx) => stock.adjust(input, staffOf(ctx)));
  router.call(boSetSkuLowStock, (input, ctx) => stock.setLowStockThreshold(input, staffOf(ctx)));
  router.call(boTransferStock, (input, ctx) => stock.transfer(input, staffOf(ctx)));
  router.call(boStockLedger, (q) => stock.ledger(q));

  const synonyms = createSearchSynonymsService({ ...deps, words: services.searchWords });
  router.call(boListSearchSynonyms, () => synonyms.list());
  router.call(boAddSearchSynonym, (input, ctx) => synonyms.add(input, staffOf(ctx)));
  router.call(boRemoveSearchSynonym, ({ id }, ctx) => synonyms.remove(id, staffOf(ctx)));

  registerCsvRoutes({ router, db, merchantCode: config.merchantCode, changes: services.changes, goods, stock });
}
