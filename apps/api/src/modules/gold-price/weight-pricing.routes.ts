import { sql } from 'drizzle-orm';
import { boWeightPricingReport, type CallResponse } from '@shop/contract';
import { rows } from '../../db/sql.ts';
import type { ModuleDeps } from '../services.ts';

type Report = CallResponse<typeof boWeightPricingReport>;

/** The merchant's report of goods priced by weight and of the re-pricings (issue 30). Three queries. */
export function registerWeightPricingRoutes({ router, db }: ModuleDeps) {
  router.call(boWeightPricingReport, async (input): Promise<Report> => {
    const [count] = await rows<{ n: number }>(db, sql`select count(*)::int as n from skus where weight_pricing is not null`);
    const goods = await rows<Report['goods'][number]>(
      db,
      sql`select k.spu_id as "spuId", k.id as "skuId", k.sku_code as "skuCode", p.title, k.status,
                 k.weight_pricing->>'metal' as metal, (k.weight_pricing->>'weightMg')::int as "weightMg",
                 k.weight_pricing->>'makingMode' as "makingMode", (k.weight_pricing->>'makingCents')::int as "makingCents",
                 k.price, k.original_price as "originalPrice", (k.weight_quote->>'rateId')::int as "rateId"
          from skus k join spus p on p.id = k.spu_id
          where k.weight_pricing is not null
          order by k.spu_id desc, k.sort, k.id limit ${input.pageSize} offset ${(input.pageNo - 1) * input.pageSize}`,
    );
    // A re-pricing of tens of thousands of skus moves more than an int of cents in total: summed as float8
    // (exact to 2^53 cents).
    const repricings = await rows<Omit<Report['repricings'][number], 'at'> & { at: Date | string }>(
      db,
      sql`select r.id, r.at, r.cause, r.gold_price_id as "rateId", g.sell_tael as "sellCents", r.skus, r.changed,
                 coalesce((select sum(l.new_price - l.old_price) from weight_repricing_lines l where l.repricing_id = r.id), 0)::float8 as "totalDelta",
                 coalesce((select max(abs(l.new_price - l.old_price)) from weight_repricing_lines l where l.repricing_id = r.id), 0)::int as "maxDelta"
          from weight_repricings r left join gold_prices g on g.id = r.gold_price_id
          order by r.id desc limit 10`,
    );
    return { total: count?.n ?? 0, goods, repricings: repricings.map((r) => ({ ...r, at: new Date(r.at).toISOString() })) };
  });
}
