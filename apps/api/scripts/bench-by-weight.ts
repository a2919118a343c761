import { sql } from 'drizzle-orm';
import type { Database, Db } from '../src/db/client.ts';
import { repriceByWeight } from '../src/modules/gold-price/weight-repricing.ts';

/**
 * Goods priced by weight for the bench seed (issue 30): `target` products (the newest first) get a by-weight
 * rule on every sku — 999.9 gold, 1–10 mace, making charges fixed or per gram, some 18K and Pt950 — and are
 * priced at the latest rate by the one re-pricing (what a new rate does at scale). Tops up a seed that has
 * fewer; answers the skus priced, or null when there were enough already. One transaction.
 */
export async function giveGoodsWeightRules(database: Database, target: number): Promise<number | null> {
  const have = (await database.query<{ n: number }>('select count(distinct spu_id)::int as n from skus where weight_pricing is not null'))[0]!.n;
  if (have >= target) return null;
  return database.db.transaction(async (tx) => {
    // The re-pricing below writes these products' ranges; the skus trigger (which also watches a rule since
    // decision 593) stands aside for the rules' update, as for the re-pricing itself (decision 567).
    await tx.execute(sql`select set_config('shop.sku_ranges_kept', 'on', true)`);
    await tx.execute(sql`with p as (select id from spus where id not in (select spu_id from skus where weight_pricing is not null)
                                    order by id desc limit ${target - have})
      update skus k set weight_pricing = jsonb_build_object(
        'metal', case when k.spu_id % 10 = 7 then 'gold18k' when k.spu_id % 10 = 9 then 'pt950' else 'gold9999' end,
        'weightMg', 3743 * (1 + k.spu_id % 10) + 374 * k.sort,
        'makingMode', case when k.spu_id % 2 = 0 then 'perGram' else 'fixed' end,
        'makingCents', case when k.spu_id % 2 = 0 then 2800 else 38000 end)
      where k.spu_id in (select id from p)`);
    await tx.execute(
      sql`update gold_prices set pt950_tael = coalesce(pt950_tael, 928000) where id = (select id from gold_prices order by recorded_at desc, id desc limit 1)`,
    );
    return (await repriceByWeight(tx as unknown as Db, { cause: 'seed' })).skus;
  });
}
