/**
 * Gives a copy of an embedded bench seed built without them its 20,000 by-weight goods — seed-bench.ts's
 * step, for a data folder that script would rebuild rather than add to (issue 41: /tmp/s42b-bench-pglite
 * had 12). `DATA_DIR=/tmp/<a copy> node apps/api/scripts/bench-price-by-weight.ts`; writes the copy only.
 */
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { giveGoodsWeightRules } from './bench-by-weight.ts';
const database = await openDatabase({ databaseUrl: undefined, dataDir: process.env.DATA_DIR! });
console.log('migrated', (await migrate(database)).length);
const t0 = performance.now();
console.log(`priced by weight: ${(await giveGoodsWeightRules(database, 20_000)) ?? 0} skus`, Math.round(performance.now() - t0), 'ms');
for (const table of ['skus', 'spu_prices', 'weight_repricing_lines']) await database.exec(`vacuum analyze ${table}`);
console.log('done', Math.round(performance.now() - t0), 'ms');
await database.close();
