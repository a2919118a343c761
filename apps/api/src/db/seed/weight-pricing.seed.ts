import { sql } from 'drizzle-orm';
import { titleMetalConflicts, type I18nText, type WeightPricing } from '@shop/contract';
import { rows } from '../sql.ts';
import { repriceByWeight } from '../../modules/gold-price/weight-repricing.ts';
import type { Seed } from './seed.ts';

/** 1 mace (錢) in mg, for round Hong Kong weights. */
const MACE = 3_743;

/**
 * A few demo goods priced by weight (issue 30), each in the metal its title names (issue 37, decision
 * 372): the first six on sale in "999 Gold" (足金 pendants and sets in 999.9 gold, weights of 1–10 mace,
 * making charges fixed or per gram, one with a promotion on the making charge), the first 足金 ring in
 * 999.9 gold too, and the first 18K gold chain (18K金鏈) in 18K, charged per gram. The demo has no
 * platinum piece, so none is priced as Pt950; the latest price still carries a Pt950 rate. Runs after
 * the order seeds, so their orders keep the prices they were placed at.
 *
 * @2: @1 priced the 足金 ring at the 18K rate and an 18K necklace as Pt950. On a database that ran @1
 * every rule is dropped first and given again as here.
 */
export const weightPricingSeed: Seed = {
  name: 'weight-pricing@2',
  async run(tx) {
    await tx.execute(sql`update gold_prices set pt950_tael = 928000 where id = (select id from gold_prices order by recorded_at desc, id desc limit 1)`);
    await tx.execute(sql`update skus set weight_pricing = null, weight_quote = null where weight_pricing is not null`);
    /** The skus of the first `limit` products on sale in a category (by its English title) whose English name has `nameEn`. */
    const pick = (categoryEn: string, nameEn: string, limit: number) =>
      rows<{ id: number; spuId: number; n: number; k: number; title: I18nText }>(
        tx,
        sql`with p as (select p.id from spus p join categories c on c.id = p.category_id
                        where c.title->>'en' = ${categoryEn} and p.name->>'en' like ${`%${nameEn}%`} and p.status = 'on' order by p.id limit ${limit})
            select k.id, k.spu_id as "spuId", dense_rank() over (order by k.spu_id)::int as n,
                   (row_number() over (partition by k.spu_id order by k.sort, k.id) - 1)::int as k, s.title
            from skus k join spus s on s.id = k.spu_id where k.spu_id in (select id from p) order by k.spu_id, k.sort, k.id`,
      );
    const weights = [5, 1, 2, 3, 10, 1.5];
    const rules: { id: number; title: I18nText; rule: WeightPricing }[] = [];
    for (const s of await pick('999 Gold', '', 6)) {
      const weightMg = Math.round(weights[(s.n - 1) % weights.length]! * MACE) + s.k * 374;
      const perGram = s.n % 2 === 0;
      rules.push({
        id: s.id,
        title: s.title,
        rule: {
          metal: 'gold9999',
          weightMg,
          makingMode: perGram ? 'perGram' : 'fixed',
          makingCents: perGram ? 2_800 : 38_000,
          ...(s.n === 3 ? { originalMakingCents: 58_000 } : {}),
        },
      });
    }
    for (const s of await pick('Gold rings', 'Gold Ring', 1))
      rules.push({ id: s.id, title: s.title, rule: { metal: 'gold9999', weightMg: 4 * MACE + s.k * 374, makingMode: 'fixed', makingCents: 68_000 } });
    for (const s of await pick('Necklaces', 'Gold Chain', 1))
      rules.push({ id: s.id, title: s.title, rule: { metal: 'gold18k', weightMg: 6 * MACE + s.k * 374, makingMode: 'perGram', makingCents: 6_000 } });
    // The demo must not show what the goods form warns about: a piece priced as a metal its title does not name.
    for (const r of rules) {
      const other = titleMetalConflicts(r.title, r.rule.metal);
      if (other.length) throw new Error(`weight-pricing seed: sku ${r.id} "${r.title.en}" priced as ${r.rule.metal}, its title names ${other.join(', ')}`);
    }
    await tx.execute(
      sql`update skus k set weight_pricing = r.rule from jsonb_to_recordset(${JSON.stringify(rules.map(({ id, rule }) => ({ id, rule })))}::jsonb)
            as r(id int, rule jsonb) where k.id = r.id`,
    );
    await repriceByWeight(tx, { cause: 'seed' });
  },
};
