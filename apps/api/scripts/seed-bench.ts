/**
 * Loads a large catalogue for load tests: `npm run seed:bench` with DATA_DIR (embedded database) or
 * DATABASE_URL (PostgreSQL server); BENCH_PRODUCTS (default 100000), BENCH_BY_WEIGHT (20000),
 * BENCH_MEMBERS (100000). Migrates and seeds the demo, then adds generated products (pictures shared with
 * the demo, so none are drawn) in chunks of thousands through the catalogue's bulk loader (decision 480)
 * until the database holds BENCH_PRODUCTS products, prices some by weight and adds members.
 *
 * The built seed is kept (decision 481, `bench-seed-keep.ts`): a later run with the same seed version
 * copies it into an empty or bench-seeded DATA_DIR / database in seconds. An existing database the seed
 * did not make is added to in place (new migrations applied), never replaced.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { DEMO } from '@shop/contract';
import { readConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import type { Db } from '../src/db/client.ts';
import { demoProduct } from '../src/modules/catalogue/catalogue-demo.ts';
import { bulkLoadable, bulkLoadProducts } from '../src/modules/catalogue/catalogue-bulk-load.ts';
import { analyzeCatalogue, loadProducts, type CatalogueRefs } from '../src/modules/catalogue/catalogue-load.ts';
import { keepDatabase, keepDataDir, restoreDatabase, restoreDataDir, seedVersion } from './bench-seed-keep.ts';
import { giveGoodsWeightRules } from './bench-by-weight.ts';
import { createCatalogueRepository } from '../src/modules/catalogue/catalogue.repository.ts';
import { keepMissingTemplates } from '../src/modules/catalogue/goods-wire-backfill.ts';

const target = Number(process.env.BENCH_PRODUCTS ?? 100_000);
if (!Number.isInteger(target) || target < 1 || target > 2_000_000) throw new Error('BENCH_PRODUCTS must be 1–2000000');
const CHUNK = 5_000;

const byWeightTarget = Math.min(Number(process.env.BENCH_BY_WEIGHT ?? 20_000), target);
const memberTarget = Number(process.env.BENCH_MEMBERS ?? 100_000);
if (!Number.isInteger(memberTarget) || memberTarget < 0 || memberTarget > 2_000_000) throw new Error('BENCH_MEMBERS must be 0–2000000');

const config = readConfig();
const started = Date.now();
// Wall time, and this process's CPU time: on the embedded database that is the database's work too, and
// it does not depend on what else the machine runs (load average beside it).
const seconds = () => {
  const cpu = process.cpuUsage();
  return `${((Date.now() - started) / 1000).toFixed(1)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU, load ${os.loadavg()[0]!.toFixed(1)}`;
};
const version = seedVersion({ target, byWeightTarget, memberTarget });
const where = config.databaseUrl ? `database ${new URL(config.databaseUrl).pathname.slice(1)}` : `data folder ${config.dataDir}`;
const plan = config.databaseUrl ? await restoreDatabase(config.databaseUrl, version) : restoreDataDir(config.dataDir, version);
if (plan === 'restored') {
  console.log(`bench seed ${version}: ${where} copied from the kept seed (${seconds()})`);
  process.exit(0);
}
console.log(`bench seed ${version}: ${plan === 'in-place' ? `adding to ${where} in place` : `building ${where}, then keeping it`}`);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const migrated = await migrate(database);
if (migrated.length) console.log(`migrated: ${migrated.join(', ')}`);
await seedDemo(database.db, config);
const db = database.db;

const count = async () => (await database.query<{ n: number }>('select count(*)::int as n from spus'))[0]!.n;
let have = await count();
console.log(`${database.kind} database holds ${have} products; target ${target}`);

async function refsOf(tx: Db): Promise<CatalogueRefs> {
  const q = async <T>(query: ReturnType<typeof sql>) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
  const titles = await q<{ id: number; en: string }>(sql`select id, title->>'en' as en from categories where merchant_code = ${DEMO.merchantCode}`);
  const { DEMO_CATEGORIES, DEMO_COLOURS, DEMO_SIZES } = await import('../src/modules/catalogue/catalogue-demo.ts');
  const categoryIds = new Map(DEMO_CATEGORIES.map((c) => [c.key, titles.find((t) => t.en === c.title.en)!.id]));
  const labels = await q<{ id: number; code: string }>(sql`select id, code from labels`);
  const sel = await q<{ id: number; code: string; en: string }>(
    sql`select s.id, a.code, s.name->>'en' as en from attribute_selections s join attributes a on a.id = s.attribute_id`,
  );
  const colourIds = new Map(DEMO_COLOURS.map((c) => [c.code, sel.find((s) => s.code === 'COLOR' && s.en === c.name.en)!.id]));
  const sizeIds = new Map(
    Object.values(DEMO_SIZES)
      .flat()
      .map((s) => [s.code, sel.find((x) => x.code === 'SIZE' && x.en === s.name.en)!.id] as const),
  );
  const stores = await q<{ code: string }>(sql`select code from stores where kind = 'physical' order by sort`);
  return { categoryIds, labelIds: new Map(labels.map((l) => [l.code, l.id])), colourIds, sizeIds, physicalStores: stores.map((s) => s.code) };
}

if (have < target) {
  const refs = await refsOf(db);
  // Bulk load without the search index, then build it once: much faster than maintaining it per row.
  await database.exec('drop index if exists spus_search_idx');
  const now = new Date();
  const bulk = await bulkLoadable(db);
  if (!bulk.ok) console.warn(`insert triggers the bulk loader does not know (${bulk.unknown.join(', ')}): loading with triggers on, slowly`);
  while (have < target) {
    const n = Math.min(CHUNK, target - have);
    const products = Array.from({ length: n }, (_, i) => demoProduct(have + i, refs.physicalStores, DEMO.storeCode));
    await db.transaction(async (tx) => {
      if (bulk.ok) await bulkLoadProducts(tx as unknown as Db, DEMO.merchantCode, refs, products, { now, onlineStore: DEMO.storeCode });
      else await loadProducts(tx as unknown as Db, DEMO.merchantCode, refs, products, { now, drawImages: false, batch: 500, onlineStore: DEMO.storeCode });
    });
    have += n;
    console.log(`${have} products (${seconds()})`);
  }
  console.log(`building the search index… (${seconds()})`);
  // A GIN index of 20 million keys builds in passes of maintenance_work_mem (64 MB by default): more
  // memory, fewer passes. One string, so the setting and the build share a connection (the seed's own).
  await database.exec(`set maintenance_work_mem = '256MB'; create index if not exists spus_search_idx on spus using gin (search_grams)`);
  await analyzeCatalogue(db);
  // A server running on the same PostgreSQL database drops its catalogue caches.
  await database.changes.publish('catalogue');
}
// Goods priced by weight (issue 30): BENCH_BY_WEIGHT products (default 20,000, the generated ones first).
const pricedByWeight = await giveGoodsWeightRules(database, byWeightTarget);
if (pricedByWeight !== null) {
  console.log(`priced by weight: ${pricedByWeight} skus of ${byWeightTarget} products`);
  await database.changes.publish('catalogue', 'weightPrice');
}
// The goods' kept templates (decision 610): a server started on the seed copies them rather than building
// each product at its first read (and its start has none left to build).
const templates = await keepMissingTemplates(createCatalogueRepository(db), () => false, 500);
if (templates) console.log(`goods templates kept: ${templates} (${seconds()})`);
// Set the visibility map and statistics once after loading or after a migration rewrote the products
// (0101 rebuilt every search key): the embedded database has no autovacuum, and the server's may not
// have come round yet. One statement each: several in one string run as one implicit transaction, where
// VACUUM is refused.
// A migration that rewrote every product (0101) leaves the table spread over the pages of the old, wide
// rows: VACUUM FULL packs it again, so a search visits a few thousand pages instead of tens of thousands.
for (const table of ['spus', 'skus', 'sku_stocks', 'spu_labels', 'search_key_counts', 'goods_wire'])
  // (Not after a fresh build: its products were written once, packed already.)
  await database.exec(`vacuum ${table === 'spus' && migrated.length && plan === 'in-place' ? 'full ' : ''}analyze ${table}`);
// Members for the customers desk's search (issue 28): BENCH_MEMBERS (default 100,000) generated in one
// statement per chunk, numbered JH2xxxxxxx with phones 6xxxxxxx, so they never meet the demo's members.
// Their password hash is no argon2 hash: nobody logs in as them.
const benchMembers = async () => (await database.query<{ n: number }>(`select count(*)::int as n from members where member_no like 'JH2%'`))[0]!.n;
let members = await benchMembers();
while (members < memberTarget) {
  const from = members + 1;
  const to = Math.min(memberTarget, members + 20_000);
  await database.exec(`
    insert into members (member_no, phone_area, phone, email, password_hash, first_name, last_name, nickname, created_at)
    select 'JH2' || lpad(g::text, 7, '0'), '852', (60000000 + g)::text, 'member' || g || '@bench.example', '!bench-no-login',
      (array['Tai Man','Mei Ling','Ka Yan','Wing Sze','Chi Keung','Siu Ming','Hoi Yan','Ka Ho','Wai Lun','Yuk Lan'])[1 + g % 10],
      (array['Chan','Wong','Lee','Cheung','Lau','Ng','Ho','Leung','Tsang','Yip','Lam','Chow'])[1 + (g / 10) % 12],
      '', now() - (g || ' minutes')::interval
    from generate_series(${from}, ${to}) g on conflict do nothing`);
  members = await benchMembers();
  console.log(`${members} bench members`);
}
await database.exec('vacuum analyze members');
console.log(`built: ${await count()} products and ${members} bench members (${database.kind}; ${seconds()})`);
await database.close();
if (plan === 'build-and-keep') {
  const kept = config.databaseUrl ? await keepDatabase(config.databaseUrl, version) : keepDataDir(config.dataDir, version);
  console.log(`kept as ${kept} (${seconds()} in all); the next run with this seed version copies it`);
}
