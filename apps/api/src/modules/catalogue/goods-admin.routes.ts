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
import { staffIdOf } from '../../lib/context.ts';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import type { MediaService } from '../media/index.ts';
import { createGoodsService, type WeightPricing as WeightPricingPort } from './goods-admin.service.ts';
import { createStockService } from './stock-admin.service.ts';
import { createSearchSynonymsService } from './search-synonyms.service.ts';
import type { SearchWords } from './search-words.ts';
import { registerCsvRoutes } from './csv/csv.routes.ts';

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
  router.call(boSaveGoods, (input, ctx) => goods.save(input, staffIdOf(ctx)));
  router.call(boSetGoodsStatus, ({ id, status }, ctx) => goods.setStatus(id, status, staffIdOf(ctx)));
  router.call(boGoodsOptions, () => goods.options());
  router.call(boBulkGoods, (input, ctx) => goods.bulk(input, staffIdOf(ctx)));

  router.call(boListStock, ({ spuId }) => stock.list(spuId));
  router.call(boAdjustStock, (input, ctx) => stock.adjust(input, staffIdOf(ctx)));
  router.call(boSetSkuLowStock, (input, ctx) => stock.setLowStockThreshold(input, staffIdOf(ctx)));
  router.call(boTransferStock, (input, ctx) => stock.transfer(input, staffIdOf(ctx)));
  router.call(boStockLedger, (q) => stock.ledger(q));

  const synonyms = createSearchSynonymsService({ ...deps, words: services.searchWords });
  router.call(boListSearchSynonyms, () => synonyms.list());
  router.call(boAddSearchSynonym, (input, ctx) => synonyms.add(input, staffIdOf(ctx)));
  router.call(boRemoveSearchSynonym, ({ id }, ctx) => synonyms.remove(id, staffIdOf(ctx)));

  registerCsvRoutes({ router, db, merchantCode: config.merchantCode, changes: services.changes, goods, stock });
}
