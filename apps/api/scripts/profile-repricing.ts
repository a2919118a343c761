/**
 * Times a new gold rate's recording and re-pricing on a database (issue 30's 2 s goal; decision 315):
 * `node --import tsx apps/api/scripts/profile-repricing.ts [rounds]` with DATA_DIR or DATABASE_URL (the bench seed).
 * Each round records a rate a few dollars away from the last (so every by-weight price moves) through
 * `recordRateAndReprice`, the path the call and the counter take, and prints its time and counts.
 */
import { readConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { createGoldPriceRepository } from '../src/modules/gold-price/gold-price.repository.ts';
import { recordRateAndReprice } from '../src/modules/gold-price/weight-repricing.ts';

const rounds = Number(process.argv[2] ?? 3);
const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(database);
const latest = await createGoldPriceRepository(database.db).latest();
let sell = latest?.sellTael ?? 1_985_000;
for (let i = 0; i < rounds; i++) {
  sell += (i % 2 ? -1 : 1) * 1_700;
  const t0 = performance.now();
  const { repriced } = await recordRateAndReprice(
    { db: database.db, changes: database.changes },
    { sellCents: sell, purchaseCents: sell - 200_000, exchangeCents: sell - 100_000, confirmFarChange: true },
    'profile',
  );
  const ms = performance.now() - t0;
  console.log(
    `round ${i + 1}: ${Math.round(ms)} ms, ${repriced.skus} by-weight skus, ${repriced.changed} changed (load ${(await import('node:os')).loadavg()[0]!.toFixed(1)})`,
  );
}
await database.close();
