/**
 * Issue 41's 100k goals on the bench seed alone, without the runner's demo server (decision 484):
 *
 *   DATA_DIR=/tmp/shop-bench-big npm run seed:bench            # or DATABASE_URL=…/bench100k
 *   node --import tsx bench/hundred-k.ts [runs]                 # DATA_DIR, or BENCH_BIG_DATABASE_URL
 *
 * Each run starts a server on the seed (the first run waits for it to open the database), measures the
 * merchant's home and the customer searches one at a time with the bare route timed the same way
 * (`measureHome`, 5 rounds), then a new gold rate served everywhere (`measureRepricing`, 3 rounds), and
 * prints each beside its goal with the load average before and after. Runs are separate server starts,
 * so "two runs agreeing within 10 %" compares like with like. Writes `results/hundred-k.json`.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './lib.ts';
import { measureHome } from './suites/home.bench.ts';
import { measureRepricing } from './suites/gold-repricing.bench.ts';

const runs = Number(process.argv[2] ?? 2);
const databaseUrl = process.env.BENCH_BIG_DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR;
if (!databaseUrl && !dataDir) throw new Error('set DATA_DIR (embedded) or BENCH_BIG_DATABASE_URL (PostgreSQL) to a bench seed');
const repoRoot = path.resolve(import.meta.dirname, '..');
const on = databaseUrl ? 'PostgreSQL' : 'embedded';
const load = () => Math.round(os.loadavg()[0]! * 10) / 10;

const results = [];
for (let run = 1; run <= runs; run++) {
  const scratch = databaseUrl ? await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bench-100k-')) : undefined;
  const server = await startServer(repoRoot, scratch ?? dataDir!, { timeoutMs: 900_000, ...(databaseUrl ? { databaseUrl } : {}) });
  try {
    const loadBefore = load();
    const home = await measureHome(server.baseUrl, 5);
    const repricing = await measureRepricing(server.baseUrl, Number(process.env.BENCH_REPRICING_ROUNDS ?? 3));
    const r = { run, database: on, at: new Date().toISOString(), loadBefore, loadAfter: load(), home, repricing };
    results.push(r);
    const ok = (v: number, goal: number) => (v <= goal ? 'ok' : 'MISSED');
    console.log(`run ${run} (${on}, load ${r.loadBefore} → ${r.loadAfter}); bare route p95 ${home.bareP95} ms`);
    console.log(`  home figures p95 ${home.home.p95} ms (p50 ${home.home.p50}), goal ≤ 50: ${ok(home.home.p95, 50)}`);
    console.log(`  customer search (${home.members} members) p95 ${home.search.p95} ms (p50 ${home.search.p50}), goal ≤ 50: ${ok(home.search.p95, 50)}`);
    console.log(
      `    slowest: ${home.search.slowest
        .slice(0, 4)
        .map((s) => `${s.name} ${s.p95} ms`)
        .join(', ')}`,
    );
    console.log(
      `  new gold rate, ${repricing.byWeightSkus} by-weight skus: recording ${repricing.recordAvg} / ${repricing.recordMax} ms (avg / max), ` +
        `served everywhere ${repricing.servedAvg} / ${repricing.servedMax} ms, goal ≤ 2000: ${ok(repricing.servedMax, 2000)}`,
    );
  } finally {
    await server.stop();
    if (scratch) await fs.rm(scratch, { recursive: true, force: true });
  }
}
await fs.mkdir(path.join(import.meta.dirname, 'results'), { recursive: true });
await fs.writeFile(path.join(import.meta.dirname, 'results', 'hundred-k.json'), `${JSON.stringify({ cpus: os.cpus().length, results }, null, 2)}\n`);
