import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO } from '@shop/contract';
import { BARE_ROUTE, loadTest, startServer, type BenchContext, type LoadOptions } from './lib.ts';

/**
 * How much this machine moves a req/s share from one round to the next (decision 213):
 * `node --import tsx bench/machine-noise.ts [rounds] [seconds]` (from the repository root, after
 * `npm run build`). The bare route and getAppFull take turns in one fresh server, `rounds` pairs of
 * `seconds` each; it prints each side's req/s and the shares with their coefficient of variation. The
 * figures behind decision 213's choice of 3-second rounds came from this.
 */
const rounds = Number(process.argv[2]) || 8;
const seconds = Number(process.argv[3]) || 3;
const repoRoot = path.resolve(import.meta.dirname, '..');

const cv = (values: number[]) => {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const sd = Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / Math.max(1, values.length - 1));
  return `${((sd / mean) * 100).toFixed(1)} %`;
};

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-noise-'));
const server = await startServer(repoRoot, dataDir);
try {
  const ctx: BenchContext = { baseUrl: server.baseUrl, serverPid: server.process.pid!, repoRoot, report: () => {} };
  const appFull: LoadOptions = { name: 'getAppFull', path: '/api/app/weaver/getAppFull', body: { ...DEMO, status: 'release' } };
  const bare: number[] = [];
  const target: number[] = [];
  for (const t of [BARE_ROUTE, appFull]) await loadTest(ctx, { ...t, durationSec: seconds, warmUpSec: 0 });
  for (let i = 0; i < rounds; i++) {
    bare.push((await loadTest(ctx, { ...BARE_ROUTE, durationSec: seconds, warmUpSec: 0 })).reqPerSec);
    target.push((await loadTest(ctx, { ...appFull, durationSec: seconds, warmUpSec: 0 })).reqPerSec);
  }
  const shares = target.map((t, i) => Math.round((t / bare[i]!) * 1000) / 10);
  console.log(`${rounds} rounds of ${seconds} s, load average ${os.loadavg()[0]!.toFixed(2)}`);
  console.log(`bare route req/s: ${bare.join(' ')}  CV ${cv(bare)}`);
  console.log(`getAppFull req/s: ${target.join(' ')}  CV ${cv(target)}`);
  console.log(`share %:          ${shares.join(' ')}  CV ${cv(shares)}`);
} finally {
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
