import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { processCpuUs, startServer } from './lib.ts';
import { measureRepricing } from './suites/gold-repricing.bench.ts';

/**
 * A new gold rate on the bench seed (20,000 by-weight goods), served everywhere, with the CPU each
 * re-pricing costs the API process and the PostgreSQL backends together (issue 41): the figure that holds
 * on a busy machine where the wall time does not.
 *   BENCH_BIG_DATABASE_URL=postgres://…/<a copy of the bench seed> node bench/repricing-cpu.ts [rounds]
 *   DATA_DIR=/tmp/<a copy of the embedded seed> node bench/repricing-cpu.ts [rounds]
 * Writes: each round records a rate (on a copy only). The embedded database runs in the API process, so
 * its CPU is the API's there.
 */
const databaseUrl = process.env.BENCH_BIG_DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR;
if (!databaseUrl && !dataDir) throw new Error('set BENCH_BIG_DATABASE_URL or DATA_DIR to a copy of the bench seed');
const rounds = Number(process.argv[2] ?? 3);
const repoRoot = path.resolve(import.meta.dirname, '..');
const scratch = databaseUrl ? await fs.mkdtemp(path.join(os.tmpdir(), 'shop-repricing-cpu-')) : undefined;
const server = await startServer(repoRoot, scratch ?? dataDir!, { timeoutMs: 900_000, ...(databaseUrl ? { databaseUrl } : {}) });
const dbName = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : '';
/**
 * The database's backends come and go (the pool closes a connection idle for 10 s), so they are sampled
 * every 200 ms from /proc: a backend counts from its first sample to its last, closed ones included.
 */
const seen = new Map<number, { first: number; last: number }>();
const sample = async () => {
  if (!databaseUrl) return;
  for (const name of await fs.readdir('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const cmd = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (!cmd.startsWith('postgres: ') || !cmd.includes(` ${dbName} `)) continue;
    const us = await processCpuUs(pid);
    if (us === undefined) continue;
    const had = seen.get(pid);
    seen.set(pid, { first: had?.first ?? us, last: us });
  }
};
const databaseUs = () => [...seen.values()].reduce((sum, b) => sum + b.last - b.first, 0);
try {
  const load = () => os.loadavg()[0]!.toFixed(1);
  console.log(`load ${load()} (${databaseUrl ? 'PostgreSQL' : 'embedded'})`);
  // One round first (at another rate): the first re-pricing after a seed also prunes what the seed left (decision 315).
  await measureRepricing(server.baseUrl, 1, 19_500);
  const apiBefore = (await processCpuUs(server.process.pid!)) ?? 0;
  await sample();
  const timer = setInterval(() => void sample(), 200);
  const r = await measureRepricing(server.baseUrl, rounds);
  clearInterval(timer);
  await sample();
  const api = ((await processCpuUs(server.process.pid!)) ?? 0) - apiBefore;
  const db = databaseUs();
  const ms = (us: number) => Math.round(us / 1000 / rounds);
  console.log(
    `${r.byWeightSkus} by-weight skus, ${rounds} rates: recording ${r.recordAvg} / ${r.recordMax} ms, served everywhere ${r.servedAvg} / ${r.servedMax} ms (avg / max); ` +
      `CPU a rate ${ms(api + db)} ms (API ${ms(api)}, database ${ms(db)}, probes included)`,
  );
  console.log(`load ${load()}`);
} finally {
  await server.stop();
  if (scratch) await fs.rm(scratch, { recursive: true, force: true });
}
