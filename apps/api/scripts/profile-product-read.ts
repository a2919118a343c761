/**
 * Where an uncached product read's time goes (issue 41, decision 571): the real app in this process with
 * every cache off (BENCH_CACHES_OFF=1), getGoodsMixData (the product page's data) read one at a time
 * through the app; every database statement counted and timed.
 *
 *   node apps/api/scripts/profile-product-read.ts [reads=300]                     # a fresh demo, embedded
 *   DATABASE_URL=postgres://…/postgres node apps/api/scripts/profile-product-read.ts  # a fresh demo database on the server
 *   PROFILE_DATABASE_URL=postgres://…/<a clone> node apps/api/scripts/profile-product-read.ts  # an existing database (100k)
 *   PROFILE_DATA_DIR=/tmp/<a copy> node apps/api/scripts/profile-product-read.ts     # an existing embedded folder
 *   PROFILE_DUMP=/tmp/answers.json …                                              # also writes the answers compared before/after
 *
 * Prints per read: statements, their kinds and time (embedded: PGlite's CPU time on this thread; server:
 * the pg client's round trip), and this process's CPU a read (embedded: the database's too). The dump holds
 * the answers for products of every kind (by weight, with options, sold out, removed from sale, plain) in
 * three languages and in the online shop and a physical one, with a stock and a price change in between,
 * so two dumps (before and after a change to the read) must be equal byte for byte.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PRODUCT_RELATED_QTY } from '@shop/contract';
import { readConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { buildApp } from '../src/app.ts';
import { cpuMs, pgliteCpuClock, profileDatabase, timePgStatements } from './statement-timer.ts';

const N = Number(process.argv[2] ?? 300);
const existingUrl = process.env.PROFILE_DATABASE_URL || undefined;
const serverUrl = existingUrl ?? (process.env.DATABASE_URL || undefined);

const stats = new Map<string, { n: number; ms: number }>();
let recording = false;
const kindOf = (sql: string) =>
  sql
    .replace(/\s+/g, ' ')
    .replace(/^(execute \w+)\(.*/s, '$1(…)')
    .trim()
    .slice(0, 110);
function add(sql: string, ms: number) {
  if (!recording) return;
  const k = kindOf(sql);
  const s = stats.get(k) ?? { n: 0, ms: 0 };
  s.n++;
  s.ms += ms;
  stats.set(k, s);
}

if (serverUrl) {
  timePgStatements((text, ms) => add(text, ms));
} else {
  const proto = PGlite.prototype as unknown as Record<string, (...a: any[]) => any>;
  const pgliteCpu = pgliteCpuClock();
  for (const name of ['query', 'exec']) {
    const original = proto[name]!;
    proto[name] = async function (this: unknown, ...args: any[]) {
      const before = pgliteCpu();
      try {
        return await original.apply(this, args);
      } finally {
        add(String(args[0]), pgliteCpu() - before);
      }
    };
  }
}

async function main() {
  let dataDir = process.env.PROFILE_DATA_DIR || undefined;
  let dbUrl = existingUrl;
  let cleanUp: (() => Promise<void>) | undefined;
  if (!existingUrl && serverUrl) {
    const made = await profileDatabase(serverUrl);
    dbUrl = made.url;
    cleanUp = made.drop;
  } else if (!serverUrl && !dataDir) {
    const made = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-profile-product-'));
    dataDir = made;
    cleanUp = async () => fs.rmSync(made, { recursive: true, force: true });
  }
  const config = readConfig({
    ...process.env,
    DATABASE_URL: dbUrl ?? '',
    DATA_DIR: dataDir ?? '/tmp/unused',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    BENCH_CACHES_OFF: '1',
  });
  const database = await openDatabase({ databaseUrl: dbUrl, dataDir, poolSize: config.databasePoolSize });
  await migrate(database, async () => {
    if (!existingUrl && !process.env.PROFILE_DATA_DIR) await seedDemo(database.db, config);
  });
  // PROFILE_SQL='set plan_cache_mode = force_generic_plan' (embedded: its one session) to compare settings.
  if (process.env.PROFILE_SQL && !serverUrl) await database.exec(process.env.PROFILE_SQL);
  const { app } = await buildApp(config, database, { logger: false });
  await app.ready();
  const q = <T>(text: string) => database.query<T>(text);
  const read = async (body: unknown, lang = 'zh-HK') => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/app/goods/getGoodsMixData',
      headers: { 'content-type': 'application/json', 'accept-language': lang },
      payload: JSON.stringify(body),
    });
    return { status: res.statusCode, body: res.body };
  };
  try {
    const [merchant] = await q<{ code: string }>(`select code from merchants order by code limit 1`);
    const stores = await q<{ code: string; kind: string }>(`select code, kind from stores where merchant_code = '${merchant!.code}' order by kind, sort, id`);
    const online = stores.find((s) => s.kind === 'online')!.code;
    const physical = stores.find((s) => s.kind === 'physical')?.code;
    const one = async (text: string) => (await q<{ id: number }>(text)).map((r) => r.id);
    const kinds: Record<string, number[]> = {
      byWeight: await one(`select distinct spu_id as id from skus where weight_pricing is not null order by 1 limit 3`),
      withOptions: await one(`select spu_id as id from skus where cardinality(selection_ids) > 0 group by spu_id having count(*) > 1 order by 1 limit 3`),
      soldOut: await one(
        `select s.id from spus s where s.status = 'on' and not exists (select 1 from skus k join sku_stocks st on st.sku_id = k.id
           where k.spu_id = s.id and st.store_code = '${online}' and st.qty > 0) order by 1 limit 2`,
      ),
      offSale: await one(`select id from spus where status = 'off' order by id limit 2`),
      withLabels: await one(`select distinct spu_id as id from spu_labels order by 1 limit 2`),
      plain: await one(`select id from spus where status = 'on' order by id limit 3`),
    };
    const ids = [...new Set(Object.values(kinds).flat())];
    console.log('products', JSON.stringify(kinds), 'shops', online, physical ?? '(no physical shop)');
    const shopsOf = [online, ...(physical ? [physical] : [])];
    const input = (spuId: number, storeCode: string) => ({ merchantCode: merchant!.code, storeCode, spuId, relatedQty: PRODUCT_RELATED_QTY });

    if (process.env.PROFILE_DUMP) {
      const answers: Record<string, unknown> = {};
      const all = async (label: string) => {
        for (const id of ids)
          for (const storeCode of shopsOf)
            for (const lang of ['zh-HK', 'zh-CN', 'en']) answers[`${label}|${id}|${storeCode}|${lang}`] = await read(input(id, storeCode), lang);
        answers[`${label}|missing`] = await read(input(999_999_999, online));
      };
      await all('as seeded');
      // Writes, then read again at once (caches are off: nothing may be stale). Rolled back by the clean-up
      // on a fresh database; on an existing one they are undone below.
      const sku = (await q<{ id: number; price: number }>(`select id, price from skus where spu_id = ${kinds.withOptions![0]} order by id limit 1`))[0]!;
      const [stock] = await q<{ qty: number }>(`select qty from sku_stocks where sku_id = ${sku.id} and store_code = '${online}'`);
      await database.exec(`update sku_stocks set qty = qty + 7 where sku_id = ${sku.id} and store_code = '${online}'`);
      await database.exec(`update skus set price = price + 100 where id = ${sku.id}`);
      await all('after a stock and a price change');
      await database.exec(`update skus set price = ${sku.price} where id = ${sku.id}`);
      if (stock) await database.exec(`update sku_stocks set qty = ${stock.qty} where sku_id = ${sku.id} and store_code = '${online}'`);
      fs.writeFileSync(process.env.PROFILE_DUMP, JSON.stringify(answers, null, 1));
      console.log('answers written', Object.keys(answers).length, 'to', process.env.PROFILE_DUMP);
    }

    const onSale = await one(`select id from spus where status = 'on' order by id limit 24`);
    for (let i = 0; i < 50; i++) await read(input(onSale[i % onSale.length]!, online));
    recording = true;
    const cpu0 = cpuMs();
    const t0 = performance.now();
    for (let i = 0; i < N; i++) {
      const res = await read(input(onSale[i % onSale.length]!, online));
      if (res.status !== 200) throw new Error(`read: ${res.status} ${res.body.slice(0, 200)}`);
    }
    const cpu = cpuMs() - cpu0;
    const wall = performance.now() - t0;
    recording = false;
    const rows = [...stats.entries()].sort((a, b) => b[1].ms - a[1].ms);
    const statements = rows.reduce((n, [, s]) => n + s.n, 0);
    const dbMs = rows.reduce((n, [, s]) => n + s.ms, 0);
    console.log(
      `${N} reads (${serverUrl ? 'PostgreSQL' : 'embedded'}): CPU ${(cpu / N).toFixed(2)} ms a read (this process), wall ${(wall / N).toFixed(2)} ms,` +
        ` ${(statements / N).toFixed(2)} statements a read, ${(dbMs / N).toFixed(2)} ms in them`,
    );
    for (const [k, s] of rows) console.log(`  ${(s.n / N).toFixed(2)}×  ${(s.ms / N).toFixed(3)} ms  ${k}`);
  } finally {
    await app.close();
    await database.close();
    await cleanUp?.();
  }
}

await main();
