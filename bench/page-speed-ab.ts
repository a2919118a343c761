import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runLighthouse, scoreOf, scriptUrls, servedSizes, startServer } from './lib.ts';
import { speedPages } from './suites/page-speed.bench.ts';

/**
 * Two web builds side by side under the same load (issue 17): `node --import tsx bench/page-speed-ab.ts
 * <dist A> <dist B>` starts the server twice (WEB_DIST = each build, a fresh database each), warms every
 * page on both, then runs Lighthouse mobile page by page, A then B, so a busy machine weighs on both
 * alike. Prints one row per page and build and writes `results/page-speed-ab.json`.
 */
const [distA, distB] = process.argv.slice(2).map((d) => path.resolve(d));
if (!distA || !distB) throw new Error('usage: page-speed-ab.ts <dist A> <dist B>');
const repoRoot = path.resolve(import.meta.dirname, '..');

const servers = [];
for (const dist of [distA, distB]) {
  process.env.WEB_DIST = dist;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bench-ab-'));
  servers.push({ dist, dataDir, server: await startServer(repoRoot, dataDir) });
}
const rows: Record<string, unknown>[] = [];
try {
  const pages = await speedPages({ baseUrl: servers[0]!.server.baseUrl });
  const only = process.env.BENCH_PAGES?.split(',');
  const chosen = pages.filter((p) => !only || only.includes(p.name) || only.includes(p.name.split(' ')[0]!));
  // Warm: one run per page and build resizes its pictures (later visitors find them cached).
  for (const p of chosen) for (const s of servers) await runLighthouse(`${s.server.baseUrl}${p.path}`, ['performance']).catch(() => undefined);
  for (const p of chosen) {
    for (const [i, s] of servers.entries()) {
      const lhr = await runLighthouse(`${s.server.baseUrl}${p.path}`, ['performance']);
      const scripts = await servedSizes(scriptUrls(lhr), 'br');
      const row = {
        page: p.name,
        build: i === 0 ? 'A' : 'B',
        performance: scoreOf(lhr, 'performance'),
        fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        scriptKb: Math.round((scripts.reduce((n, x) => n + x.bytes, 0) / 1024) * 10) / 10,
        // Lighthouse's own count (issue 41's goal): the scripts' bytes on the wire with their headers.
        lighthouseScriptKb:
          Math.round(Number(lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script')?.transferSize ?? 0) / 102.4) / 10,
      };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  }
} finally {
  for (const s of servers) {
    await s.server.stop();
    await fs.rm(s.dataDir, { recursive: true, force: true });
  }
}
const out = path.join(repoRoot, 'bench', 'results', 'page-speed-ab.json');
await fs.mkdir(path.dirname(out), { recursive: true });
await fs.writeFile(out, JSON.stringify({ at: new Date().toISOString(), a: distA, b: distB, rows }, null, 2));
console.table(rows);
