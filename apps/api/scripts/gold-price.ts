/**
 * Records or shows the gold price from the command line (the shop's daily update):
 *
 *   npm run gold-price -- set --sell 19850 --purchase 17600 --exchange 18900   (HKD per tael)
 *   npm run gold-price -- show
 *   npm run gold-price -- history [--limit 10]
 *
 * Uses the same database settings as the server (DATA_DIR or DATABASE_URL). Every `set` adds a row;
 * earlier prices stay as history.
 */
import { parseArgs } from 'node:util';
import { goldPriceRecordInputSchema } from '@shop/contract';
import { readConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { createGoldPriceRepository } from '../src/modules/gold-price/gold-price.repository.ts';
import { createGoldPriceService } from '../src/modules/gold-price/gold-price.service.ts';
import { recordRateAndReprice } from '../src/modules/gold-price/weight-repricing.ts';
import { AppError } from '../src/lib/app-error.ts';
import { errorText } from '@shop/contract';

const USAGE =
  'usage: npm run gold-price -- set --sell <HKD> --purchase <HKD> --exchange <HKD> [--k18 <HKD> | --k18-permille <n>] [--pt950 <HKD>] [--confirm] | show | history [--limit N]';

/** "19850" or "19,850.5" HKD → cents; anything else is refused rather than guessed. */
export function hkdToCents(value: string | undefined, name: string): number {
  const v = (value ?? '').replace(/,/g, '').trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(v)) throw new Error(`--${name} must be an amount in HKD, e.g. 19850 or 19850.50 (got "${value ?? ''}")`);
  const [whole, frac = ''] = v.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      sell: { type: 'string' },
      purchase: { type: 'string' },
      exchange: { type: 'string' },
      k18: { type: 'string' },
      'k18-permille': { type: 'string' },
      pt950: { type: 'string' },
      // A rate more than 5 % from the last one is recorded only when confirmed (decision 370).
      confirm: { type: 'boolean' },
      limit: { type: 'string' },
    },
  });
  const command = positionals[0];
  if (!command || !['set', 'show', 'history'].includes(command)) throw new Error(USAGE);

  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    const service = createGoldPriceService(createGoldPriceRepository(database.db));
    if (command === 'set') {
      const parsed = goldPriceRecordInputSchema.safeParse({
        sellCents: hkdToCents(values.sell, 'sell'),
        purchaseCents: hkdToCents(values.purchase, 'purchase'),
        exchangeCents: hkdToCents(values.exchange, 'exchange'),
        ...(values.k18 !== undefined ? { k18Cents: hkdToCents(values.k18, 'k18') } : {}),
        ...(values['k18-permille'] !== undefined ? { k18Permille: Number(values['k18-permille']), k18Cents: null } : {}),
        ...(values.pt950 !== undefined ? { pt950Cents: hkdToCents(values.pt950, 'pt950') } : {}),
        ...(values.confirm ? { confirmFarChange: true } : {}),
      });
      if (!parsed.success) throw new Error(`amount out of range: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
      // Recorded and every by-weight sku re-priced in one transaction; a running server on the same
      // PostgreSQL database drops its kept price and by-weight answers (decisions 140, 230).
      const { price, repriced } = await recordRateAndReprice(database, parsed.data, 'cli');
      console.log(JSON.stringify(price, null, 2));
      console.log(`re-priced ${repriced.changed} of ${repriced.skus} by-weight skus`);
    } else if (command === 'show') {
      console.log(JSON.stringify(await service.latest(), null, 2));
    } else {
      const limit = Math.min(100, Math.max(1, Number(values.limit ?? 10) || 10));
      for (const row of await service.history(limit)) {
        console.log(
          `${row.recordedAt.toISOString()}  sell ${row.sellTael / 100}  purchase ${row.purchaseTael / 100}  exchange ${row.exchangeTael / 100}  (${row.recordedBy})`,
        );
      }
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof AppError ? errorText(err.def, 'en', err.params) : (err as Error).message);
  process.exit(1);
});
