import { sql } from 'drizzle-orm';
import type { boWeightPricingReport, CallResponse } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';

type Report = CallResponse<typeof boWeightPricingReport>;

/** The merchant's report of goods priced by weight (issue 30, decision 317): reads only. */
export const weightPricingRepo = {
  async countByWeight(db: Db): Promise<number> {
    // Through the partial index of by-weight skus (an index-only count).
    const [r] = await rows<{ n: number }>(db, sql`select count(*)::int as n from skus where weight_pricing is not null`);
    return r?.n ?? 0;
  },

  /** One page of by-weight skus, newest product first, with their rule and the price now. */
  async goods(db: Db, limit: number, offset: number): Promise<Report['goods']> {
    return rows<Report['goods'][number]>(
      db,
      sql`select k.spu_id as "spuId", k.id as "skuId", k.sku_code as "skuCode", p.title, k.status,
                 k.weight_pricing->>'metal' as metal, (k.weight_pricing->>'weightMg')::int as "weightMg",
                 k.weight_pricing->>'makingMode' as "makingMode", (k.weight_pricing->>'makingCents')::int as "makingCents",
                 k.price, k.original_price as "originalPrice", (k.weight_quote->>'rateId')::int as "rateId"
          from skus_now() k join spus p on p.id = k.spu_id
          where k.weight_pricing is not null
          order by k.spu_id desc, k.sort, k.id limit ${limit} offset ${offset}`,
    );
  },

  /** The newest re-pricings with what each did (kept on the row when it was written: no sum over its lines here). */
  async repricings(db: Db, limit: number): Promise<Report['repricings']> {
    const list = await rows<Omit<Report['repricings'][number], 'at'> & { at: Date | string }>(
      db,
      sql`select r.id, r.at, r.cause, r.gold_price_id as "rateId", g.sell_tael as "sellCents", r.skus, r.changed,
                 r.total_delta::float8 as "totalDelta", r.min_delta as "minDelta", r.max_delta as "maxDelta"
          from weight_repricings r left join gold_prices g on g.id = r.gold_price_id
          order by r.id desc limit ${limit}`,
    );
    return list.map((r) => ({ ...r, at: new Date(r.at).toISOString() }));
  },
};
