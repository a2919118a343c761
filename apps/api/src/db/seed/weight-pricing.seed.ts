import { sql } from 'drizzle-orm';
import type { WeightPricing } from '@shop/contract';
import { rows } from '../sql.ts';
import { repriceByWeight } from '../../modules/gold-price/weight-repricing.ts';
import type { Seed } from './seed.ts';

/** 1 mace (錢) in mg, for round Hong Kong weights. */
const MACE = 3_743;

/**
 * A few demo goods priced by weight (issue 30): the first six on sale in "999 Gold" (999.9 gold, weights
 * of 1–10 mace, making charges fixed or per gram, one with a promotion on the making charge), one gold
 * ring in 18K (three quarters of the 999.9 rate) and one necklace in Pt950; a Pt950 rate on the latest
 * recorded price. Runs after the order seeds, so their orders keep the prices they were placed at.
 */
export const weightPricingSeed: Seed = {
  name: 'weight-pricing@1',
  async run(tx) {
    await tx.execute(sql`update gold_prices set pt950_tael = 928000 where id = (select id from gold_prices order by recorded_at desc, id desc limit 1)`);
    const pick = (categoryEn: string, limit: number) =>
      rows<{ id: number; spuId: number; n: number; k: number }>(
        tx,
        sql`with p as (select p.id from spus p join categories c on c.id = p.category_id
                        where c.title->>'en' = ${categoryEn} and p.status = 'on' order by p.id limit ${limit})
            select k.id, k.spu_id as "spuId", dense_rank() over (order by k.spu_id)::int as n,
                   (row_number() over (partition by k.spu_id order by k.sort, k.id) - 1)::int as k
            from skus k where k.spu_id in (select id from p) order by k.spu_id, k.sort, k.id`,
      );
    const weights = [5, 1, 2, 3, 10, 1.5];
    const rules: { id: number; rule: WeightPricing }[] = [];
    for (const s of await pick('999 Gold', 6)) {
      const weightMg = Math.round(weights[(s.n - 1) % weights.length]! * MACE) + s.k * 374;
      const perGram = s.n % 2 === 0;
      rules.push({
        id: s.id,
        rule: {
          metal: 'gold9999',
          weightMg,
          makingMode: perGram ? 'perGram' : 'fixed',
          makingCents: perGram ? 2_800 : 38_000,
          ...(s.n === 3 ? { originalMakingCents: 58_000 } : {}),
        },
      });
    }
    for (const s of await pick('Gold rings', 1))
      rules.push({ id: s.id, rule: { metal: 'gold18k', weightMg: 4 * MACE + s.k * 374, makingMode: 'fixed', makingCents: 68_000 } });
    for (const s of await pick('Necklaces', 1))
      rules.push({ id: s.id, rule: { metal: 'pt950', weightMg: 6 * MACE + s.k * 374, makingMode: 'perGram', makingCents: 6_000 } });
    await tx.execute(
      sql`update skus k set weight_pricing = r.rule from jsonb_to_recordset(${JSON.stringify(rules)}::jsonb) as r(id int, rule jsonb) where k.id = r.id`,
    );
    await repriceByWeight(tx, { cause: 'seed' });
  },
};
