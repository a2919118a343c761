import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { callApi, percentile, processCpuUs, startServer } from './lib.ts';
import { CUSTOMER_SEARCHES } from './suites/home.bench.ts';

/**
 * The merchant's home and the customer searches at 100k one at a time, with the CPU each request costs
 * the API process and the PostgreSQL backends together (issue 41): load-robust where the p95 is not.
 *   BENCH_BIG_DATABASE_URL=postgres://…/<a copy of the bench seed> node --import tsx bench/home-cpu.ts [rounds]
 *   DATA_DIR=/tmp/<a copy of an embedded seed with members> node --import tsx bench/home-cpu.ts [rounds]
 * Reads only; the backends' CPU from /proc (the database server on this machine). The embedded database
 * runs in the API process, so its CPU is the API's there.
 */
const databaseUrl = process.env.BENCH_BIG_DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR;
if (!databaseUrl && !dataDir) throw new Error('set BENCH_BIG_DATABASE_URL or DATA_DIR to a copy of the bench seed');
const rounds = Number(process.argv[2] ?? 5);
const repoRoot = path.resolve(import.meta.dirname, '..');
const dbName = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : '';
const scratch = databaseUrl ? await fs.mkdtemp(path.join(os.tmpdir(), 'shop-home-cpu-')) : undefined;
const server = await startServer(repoRoot, scratch ?? dataDir!, { timeoutMs: 900_000, ...(databaseUrl ? { databaseUrl } : {}) });
const backends = () =>
  !databaseUrl
    ? []
    : execFileSync('psql', [databaseUrl, '-Atc', `select pid from pg_stat_activity where datname = '${dbName}'`], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .map(Number);
/** CPU time so far, µs: the API process's, and each database backend's by its pid. */
const cpu = async () => {
  const database = new Map<number, number>();
  for (const pid of backends()) database.set(pid, (await processCpuUs(pid)) ?? 0);
  return { api: (await processCpuUs(server.process.pid!)) ?? 0, database };
};
/** The backends' CPU between two readings: a backend opened in between counts whole, one closed in between is left out. */
const databaseUs = (before: Map<number, number>, after: Map<number, number>) => [...after].reduce((sum, [pid, us]) => sum + us - (before.get(pid) ?? 0), 0);
try {
  const ctx = { baseUrl: server.baseUrl };
  const { accessToken } = await callApi<{ accessToken: string }>(ctx, 'app/page/user/pageStaffLogin', {
    username: 'merchant.admin',
    password: 'Merchant2026a',
  });
  const time = async (name: string, calls: Array<{ name: string; path: string; body: unknown }>, n: number) => {
    for (const c of calls) await callApi(ctx, c.path, c.body, accessToken);
    const all: number[] = [];
    const each = new Map<string, number[]>();
    const before = await cpu();
    for (let i = 0; i < n; i++)
      for (const c of calls) {
        const t0 = performance.now();
        await callApi(ctx, c.path, c.body, accessToken);
        const ms = performance.now() - t0;
        all.push(ms);
        each.set(c.name, [...(each.get(c.name) ?? []), ms]);
      }
    const after = await cpu();
    const r = (v: number) => Math.round(v * 10) / 10;
    const perCall = (us: number) => r(us / 1000 / all.length);
    console.log(
      `${name}: ${all.length} calls, p95 ${r(percentile(all, 95))} ms, p50 ${r(percentile(all, 50))} ms, ` +
        `CPU a call ${perCall(after.api - before.api + databaseUs(before.database, after.database))} ms (API ${perCall(after.api - before.api)}, database ${perCall(databaseUs(before.database, after.database))})`,
    );
    for (const [k, v] of [...each].sort((a, b) => percentile(b[1], 95) - percentile(a[1], 95)).slice(0, 6))
      console.log(`   ${k}: p95 ${r(percentile(v, 95))} ms`);
  };
  console.log(`load ${os.loadavg()[0]!.toFixed(1)}`);
  await time('home figures', [{ name: 'home', path: 'app/backOffice/home/figures', body: {} }], rounds * 10);
  await time(
    'customer search',
    CUSTOMER_SEARCHES.map((s) => ({ ...s, path: 'app/backOffice/customers/search' })),
    rounds,
  );
  console.log(`load ${os.loadavg()[0]!.toFixed(1)}`);
} finally {
  await server.stop();
  if (scratch) await fs.rm(scratch, { recursive: true, force: true });
}
