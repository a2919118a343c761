/**
 * Where a takeOrder's time goes (decision 141): the real app in this process on a fresh demo database
 * (embedded in a temporary DATA_DIR, or a fresh database of the PostgreSQL server in DATABASE_URL), every
 * database statement counted and timed, then N orders placed one at a time through the app.
 *
 *   node --import tsx apps/api/scripts/profile-take-order.ts [orders=300]
 *   DATABASE_URL=postgres://shop:shop@127.0.0.1:5432/postgres node --import tsx apps/api/scripts/profile-take-order.ts
 *
 * On the embedded database a statement is timed inside PGlite (its protocol messages run one at a time
 * in the WebAssembly PostgreSQL: that time is the queue every request shares); on a server it is the
 * round trip of the pg client. Prints per order: statements, their kinds and time, and the time of the
 * whole call (wall, one at a time: nothing else waits). PROFILE_DATABASE keeps the PostgreSQL database
 * it created (named shop_profile_<pid>) instead of dropping it; PROFILE_CPU=<file> writes a CPU profile of
 * the measured orders. The orders are placed by buyers registered first, each holding at most a member's
 * open orders (decision 617), as the bench places them.
 */
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { readConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { buildApp } from '../src/app.ts';
import { cpuMs, pgliteCpuClock, profileDatabase, timePgStatements } from './statement-timer.ts';
import { injectCaller } from '../test/inject-call.ts';
import type { OrderTotals } from '@shop/contract';
import { buyersFor, orderStream, registerBuyers, spreadUnits, type ShopperCall } from '../../../bench/order-load.ts';

const N = Number(process.argv[2] ?? 300);
const serverUrl = process.env.DATABASE_URL || undefined;

interface Stat {
  n: number;
  ms: number;
  sql: string;
}
/** The last order write seen (text, parameters), to EXPLAIN ANALYZE at the end (PROFILE_EXPLAIN=1). */
let lastWrite: { text: string; params: unknown[]; client: any } | undefined;
const noteWrite = (client: any, text: unknown, params: unknown) => {
  if (recording && typeof text === 'string' && text.includes('insert into orders') && Array.isArray(params)) lastWrite = { text, params, client };
};
const stats = new Map<string, Stat>();
let recording = false;
/** A statement's kind: its first words with numbers and literals left out. */
const kindOf = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 90);
function add(sql: string, ms: number) {
  if (!recording) return;
  const k = kindOf(sql);
  const s = stats.get(k) ?? { n: 0, ms: 0, sql };
  s.n++;
  s.ms += ms;
  stats.set(k, s);
}

if (serverUrl) {
  // Every query of every pooled client: its round trip.
  timePgStatements((text, ms, client, args) => {
    const q = args[0];
    noteWrite(client, text, typeof q === 'string' ? args[1] : (q as { values?: unknown[] })?.values);
    add(text, ms);
  });
} else {
  // The embedded database: time inside PGlite per statement (all its protocol messages), BEGIN/COMMIT too.
  v8.setFlagsFromString('--no-liftoff');
  const proto = PGlite.prototype as unknown as Record<string, (...a: any[]) => any>;
  const pgliteCpu = pgliteCpuClock();
  const wrap = (name: string, textOf: (args: any[]) => string) => {
    const original = proto[name]!;
    proto[name] = async function (this: unknown, ...args: any[]) {
      const before = pgliteCpu();
      if (name === 'query') noteWrite(this, args[0], args[1]);
      try {
        return await original.apply(this, args);
      } finally {
        if (name !== 'transaction') add(textOf(args), pgliteCpu() - before);
      }
    };
  };
  wrap('query', (a) => String(a[0]));
  wrap('exec', (a) => String(a[0]));
  // Inside a transaction PGlite runs statements through the transaction object: wrap it, and count
  // BEGIN and COMMIT as what is left of the transaction's PGlite time.
  const transaction = proto.transaction!;
  proto.transaction = async function (this: unknown, fn: (tx: any) => Promise<unknown>) {
    const start = pgliteCpu();
    let inside = 0;
    try {
      return await transaction.call(this, async (tx: any) => {
        const timed =
          (m: 'query' | 'exec') =>
          async (...args: any[]) => {
            const b = pgliteCpu();
            if (m === 'query') noteWrite(this, args[0], args[1]);
            try {
              return await tx[m](...args);
            } finally {
              inside += pgliteCpu() - b;
              add(String(args[0]), pgliteCpu() - b);
            }
          };
        return fn({
          ...tx,
          query: timed('query'),
          exec: timed('exec'),
          sql: tx.sql,
          rollback: tx.rollback,
          listen: tx.listen,
          get closed() {
            return tx.closed;
          },
        });
      });
    } finally {
      add('BEGIN + COMMIT (PGlite transaction)', pgliteCpu() - start - inside);
    }
  };
}

async function main() {
  let dataDir: string | undefined;
  let dbUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  if (serverUrl) {
    const made = await profileDatabase(serverUrl);
    dbUrl = made.url;
    if (!process.env.PROFILE_DATABASE) dropDb = made.drop;
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-profile-'));
  }
  const config = readConfig({
    ...process.env,
    DATABASE_URL: dbUrl ?? '',
    DATA_DIR: dataDir ?? '/tmp/unused',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
  });
  const database = await openDatabase({ databaseUrl: dbUrl, dataDir, poolSize: config.databasePoolSize });
  await migrate(database, async () => {
    await seedDemo(database.db, config);
  });
  // PROFILE_SET='plan_cache_mode = force_generic_plan' (embedded: its one session) to compare settings.
  if (process.env.PROFILE_SET && !serverUrl) await database.query(`set ${process.env.PROFILE_SET}`);
  if (process.env.PROFILE_SQL && !serverUrl) await database.exec(process.env.PROFILE_SQL);
  const { app } = await buildApp(config, database, { logger: false });
  await app.ready();
  const call = injectCaller(app);
  try {
    const { accessToken: token } = await call('app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' });
    // The orders' buyers, as the bench registers them (order-load.ts): each from an address of its own.
    const shopper: ShopperCall = (callPath, body, as = {}) => call(callPath, body, as.token, as.address);
    const WARM_UP = 50;
    const buyers = await registerBuyers(shopper, buyersFor(WARM_UP + N), 0);
    const stock = await database.query<{ id: number; qty: number }>(
      `select k.id, s.qty from skus k join spus p on p.id = k.spu_id join sku_stocks s on s.sku_id = k.id and s.store_code = 'ESHOP'
        where k.status = 'on' and p.status = 'on' and s.qty > 0 order by s.qty desc, k.id limit 400`,
    );
    const units = spreadUnits(stock.map((r) => [Number(r.id), Number(r.qty)] as const));
    const priced = new Map<number, OrderTotals>();
    for (const r of stock) priced.set(Number(r.id), await call('app/page/order/preview', { skuList: [{ skuId: Number(r.id), num: 1 }] }, token));
    // The bench's orders (bench/order-load.ts): the same request, so the figures compare.
    const stream = orderStream(units, priced, `profile-${Date.now().toString(36)}`, buyers);
    const order = () => {
      const next = stream.next();
      return call('app/page/order/takeOrder', next.body, next.token);
    };
    for (let k = 0; k < WARM_UP; k++) await order(); // warm-up: compiled paths, caches filled
    stats.clear();
    recording = true;
    // PROFILE_CPU=<file.cpuprofile>: a CPU profile of the measured orders alone (not the seed or the warm-up).
    const profiler = process.env.PROFILE_CPU ? new inspector.Session() : undefined;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    const walls: number[] = [];
    const t0 = performance.now();
    const c0 = cpuMs();
    for (let k = 0; k < N; k++) {
      const a = performance.now();
      await order();
      walls.push(performance.now() - a);
    }
    const total = performance.now() - t0;
    const cpu = cpuMs() - c0;
    recording = false;
    if (profiler) {
      const { profile } = (await profiler.post('Profiler.stop')) as { profile: object };
      fs.writeFileSync(process.env.PROFILE_CPU!, JSON.stringify(profile));
      profiler.disconnect();
    }
    walls.sort((a, b) => a - b);
    const dbMs = [...stats.values()].reduce((s, x) => s + x.ms, 0);
    const statements = [...stats.values()].reduce((s, x) => s + x.n, 0);
    console.log(
      `\n${serverUrl ? 'PostgreSQL server' : 'embedded (PGlite)'} · ${N} orders one at a time · load ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `wall per order: mean ${(total / N).toFixed(2)} ms, p50 ${walls[Math.floor(N / 2)]!.toFixed(2)}, p99 ${walls[Math.floor(N * 0.99)]!.toFixed(2)}`,
    );
    console.log(`CPU per order (this process): ${(cpu / N).toFixed(2)} ms`);
    if (serverUrl) {
      console.log(`database per order: ${(statements / N).toFixed(2)} statements, ${(dbMs / N).toFixed(2)} ms of round trips (wall)`);
    } else {
      console.log(
        `database per order: ${(statements / N).toFixed(2)} statements, ${(dbMs / N).toFixed(2)} ms CPU inside PGlite (${((dbMs / cpu) * 100).toFixed(0)} % of the CPU)`,
      );
      console.log(`rest (Fastify, inject, zod, pricing, JSON, GC) per order: ${((cpu - dbMs) / N).toFixed(2)} ms CPU`);
    }
    console.log('\nper order   ms/order  ms/stmt  statement');
    for (const [k, s] of [...stats].sort((a, b) => b[1].ms - a[1].ms)) {
      console.log(`${(s.n / N).toFixed(2).padStart(9)}  ${(s.ms / N).toFixed(3).padStart(8)}  ${(s.ms / s.n).toFixed(3).padStart(7)}  ${k}`);
    }
    if (process.env.PROFILE_EXPLAIN && lastWrite) {
      // The last order write again under EXPLAIN ANALYZE with a new idempotency key and order number, rolled back.
      const params = lastWrite.params.map((p) =>
        typeof p === 'string' && p.startsWith('profile-') ? `${p}-explain` : typeof p === 'string' && /^JH\d{14}$/.test(p) ? 'JH000000explain' : p,
      );
      const text = `explain (analyze, verbose, buffers) ${lastWrite.text}`;
      const plan: string[] = [];
      if (serverUrl) {
        const c = await (lastWrite.client as pg.Client);
        await c.query('begin');
        for (const r of (await c.query(text, params)).rows) plan.push(String(Object.values(r)[0]));
        await c.query('rollback');
      } else {
        await (lastWrite.client as PGlite).transaction(async (tx) => {
          for (const r of (await tx.query<Record<string, unknown>>(text, params)).rows) plan.push(String(Object.values(r)[0]));
          await tx.rollback();
        });
      }
      console.log(`\nEXPLAIN ANALYZE of the order write:\n${plan.join('\n')}`);
      // Planning alone (EXPLAIN without ANALYZE plans and does not run): its time, averaged over 100.
      let planning = 0;
      let planningCpu = 0;
      for (let k = 0; k < 100; k++) {
        const c = cpuMs();
        const res = serverUrl
          ? (await (lastWrite.client as pg.Client).query(`explain (summary) ${lastWrite.text}`, params)).rows
          : (await (lastWrite.client as PGlite).query<Record<string, unknown>>(`explain (summary) ${lastWrite.text}`, params)).rows;
        planningCpu += cpuMs() - c;
        const line = res.map((r) => String(Object.values(r)[0])).find((l) => l.startsWith('Planning Time'));
        planning += Number(/([\d.]+) ms/.exec(line ?? '')?.[1] ?? 0);
      }
      console.log(
        `planning the order write: ${(planning / 100).toFixed(3)} ms (PostgreSQL's own figure); the EXPLAIN call ${(planningCpu / 100).toFixed(3)} ms CPU here`,
      );
    }
  } finally {
    await app.close();
    await database.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    await dropDb?.();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
