import { sql } from 'drizzle-orm';
import { HOME, type I18nText, type LowStockList } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../db/sql.ts';

/**
 * The list behind one shop's low-stock figure on the home (issue 40: every figure links to its list):
 * the same rows the figure counts (decision 456) — SKUs on sale at or below the merchant's default, or at
 * or below their own level when they have one — lowest first, a page at a time. Both halves read their
 * partial index (`sku_stocks.on_sale_merchant`, `skus_own_low_stock_idx`) for the one shop.
 */
export async function lowStockList(db: Db, merchantCode: string, storeCode: string, pageNo: number): Promise<LowStockList> {
  const [setting] = await rows<{ t: number }>(db, sql`select low_stock_threshold as t from home_settings where merchant_code = ${merchantCode}`);
  const threshold = setting?.t ?? HOME.LOW_STOCK_THRESHOLD.default;
  const low = sql`(select s.sku_id, s.qty, null::int as own from sku_stocks s
                    where s.on_sale_merchant = ${merchantCode} and s.store_code = ${storeCode} and s.qty <= ${threshold}
                      and not exists (select 1 from skus o where o.id = s.sku_id and o.low_stock_threshold is not null))
                   union all
                   (select s.sku_id, s.qty, o.low_stock_threshold from skus o join sku_stocks s on s.sku_id = o.id
                    where o.low_stock_threshold is not null and s.on_sale_merchant = ${merchantCode} and s.store_code = ${storeCode}
                      and s.qty <= o.low_stock_threshold)`;
  const size = HOME.LOW_STOCK_PAGE;
  const [[count], [shop], list] = await Promise.all([
    rows<{ n: number }>(db, sql`select count(*)::int as n from (${low}) l`),
    rows<{ name: I18nText }>(db, sql`select name from stores where code = ${storeCode}`),
    rows<{ skuCode: string; spuId: number; title: I18nText; qty: number; ownLevel: number | null }>(
      db,
      sql`with l as (select * from (${low}) x order by qty, sku_id limit ${size} offset ${(pageNo - 1) * size})
          select k.sku_code as "skuCode", p.id as "spuId", p.title, l.qty, l.own as "ownLevel"
          from l join skus k on k.id = l.sku_id join spus p on p.id = k.spu_id order by l.qty, l.sku_id`,
    ),
  ]);
  return { storeCode, storeName: shop?.name ?? null, threshold, total: count?.n ?? 0, pageNo, rows: list };
}
