/**
 * Gives a copy of an embedded bench seed built without them its 20,000 by-weight goods — seed-bench.ts's
 * step, for a data folder that script would rebuild rather than add to (issue 41: /tmp/s42b-bench-pglite
 * had 12). `DATA_DIR=/tmp/<a copy> node apps/api/scripts/bench-price-by-weight.ts`; writes the copy only.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { repriceByWeight } from '../src/modules/gold-price/weight-repricing.ts';
const database = await openDatabase({ databaseUrl: undefined, dataDir: process.env.DATA_DIR! });
console.log('migrated', (await migrate(database)).length);
const have = (await database.query<{ n: number }>('select count(distinct spu_id)::int as n from skus where weight_pricing is not null'))[0]!.n;
const target = 20_000;
const t0 = performance.now();
await database.db.transaction(async (tx) => {
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
  const r = await repriceByWeight(tx as unknown as Db, { cause: 'seed' });
  console.log(`priced by weight: ${r.skus} skus`, Math.round(performance.now() - t0), 'ms');
});
for (const table of ['skus', 'spu_prices', 'weight_repricing_lines']) await database.exec(`vacuum analyze ${table}`);
console.log('done', Math.round(performance.now() - t0), 'ms');
await database.close();
