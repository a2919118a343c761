import { BO_CSV_LIMITS, boExportGoodsCsv, boExportStockCsv, boImportGoodsCsv, boImportStockCsv } from '@shop/contract';
import { staffIdOf } from '../../../lib/context.ts';
import type { ChangeBus } from '../../../lib/change-bus.ts';
import type { CallRouter } from '../../../lib/call-router.ts';
import type { createGoodsService } from '../goods-admin.service.ts';
import type { createStockService } from '../stock-admin.service.ts';
import { createGoodsCsv } from './goods-csv.ts';
import { createStockCsv } from './stock-csv.ts';
import type { Db } from '../../../db/client.ts';

/** A file of MAX_CHARS characters as JSON: up to 3 bytes a character, escapes, and the rest of the body. */
const BODY_LIMIT = BO_CSV_LIMITS.MAX_CHARS * 4 + 4096;

/** CSV import and export of goods and stock (role 6; the router has checked it). Decision 175. */
export function registerCsvRoutes(deps: {
  router: CallRouter;
  db: Db;
  merchantCode: string;
  changes: ChangeBus;
  goods: ReturnType<typeof createGoodsService>;
  stock: ReturnType<typeof createStockService>;
}) {
  const { router, db, merchantCode, changes, goods, stock } = deps;
  const goodsCsv = createGoodsCsv({ db, merchantCode, saveIn: goods.saveIn });
  const stockCsv = createStockCsv({ db, merchantCode, adjustIn: stock.adjustIn });

  router.call(boExportGoodsCsv, async (q) => goodsCsv.exportCsv(await goods.filterOf(q)));
  router.call(boExportStockCsv, async ({ storeCode, ...q }) => stockCsv.exportCsv(await goods.filterOf(q), storeCode));
  router.call(
    boImportGoodsCsv,
    async ({ csv, dryRun }, ctx) => {
      const done = await goodsCsv.importCsv(csv, { dryRun, staffId: staffIdOf(ctx), lang: ctx.lang });
      if (done.ok && !dryRun) await changes.publish('catalogue'); // many goods at once: every catalogue answer (decision 140)
      return done;
    },
    { bodyLimit: BODY_LIMIT },
  );
  router.call(
    boImportStockCsv,
    async ({ csv, dryRun }, ctx) => {
      const { answer, skuIds } = await stockCsv.importCsv(csv, { dryRun, staffId: staffIdOf(ctx), lang: ctx.lang });
      // Exactly the skus it changed, as the stock screen, cancel, refund and expiry do (decision 141):
      // every other product's answers stay cached.
      if (skuIds.length)
        await changes.publish(
          'catalogue',
          skuIds.map((id) => `stock:${id}`),
        );
      return answer;
    },
    { bodyLimit: BODY_LIMIT },
  );
}
