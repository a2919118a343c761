import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer, type BenchContext, type BenchRow, type BenchSuite } from './lib.ts';

/**
 * `npm run bench`: starts the real server (the root script has already built the web app) on a free
 * port with a fresh database and the bare benchmark route, runs every `suites/*.bench.ts` (or those
 * named on the command line), prints a table and writes `results/latest.json`. Missed goals are
 * printed as MISSED; the exit code stays 0 so a slow machine does not fail a build.
 */
const benchDir = import.meta.dirname;
const repoRoot = path.resolve(benchDir, '..');

function printTable(rows: BenchRow[]) {
  const fmt = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));
  const cells = rows.map((r) => [r.suite ?? '', r.name, r.metric, r.skipped ?? `${fmt(r.value)} ${r.unit}`, r.goal ?? '', r.pass === undefined ? '' : r.pass ? 'ok' : 'MISSED']);
  const head = ['suite', 'what', 'metric', 'value', 'goal', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((x, i) => x.padEnd(widths[i]!)).join('  ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const c of cells) console.log(line(c));
  const missed = rows.filter((r) => r.pass === false);
  console.log(missed.length ? `\nMISSED ${missed.length} goal(s): ${missed.map((r) => `${r.name} ${r.metric}`).join('; ')}` : '\nAll goals met.');
}

async function main() {
  const only = process.argv.slice(2);
  const suiteFiles = (await fs.readdir(path.join(benchDir, 'suites')))
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => only.length === 0 || only.includes(f.replace(/\.bench\.ts$/, '')))
    .sort();

  // A fresh embedded database every run (DATA_DIR of the caller is left alone; see BENCH_BIG in README).
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
  const rows: BenchRow[] = [];
  const startedAt = new Date().toISOString();
  const server = await startServer(repoRoot, dataDir, process.env.BENCH_PORT ? { port: Number(process.env.BENCH_PORT) } : {}).catch(async (err) => {
    await fs.rm(dataDir, { recursive: true, force: true });
    throw err;
  });
  const baseUrl = server.baseUrl;
  try {
    for (const file of suiteFiles) {
      const suite = file.replace(/\.bench\.ts$/, '');
      const ctx: BenchContext = {
        baseUrl,
        serverPid: server.process.pid!,
        repoRoot,
        report: (row) => {
          const r = { ...row, suite };
          rows.push(r);
          console.log(`  ${suite} · ${r.name} · ${r.metric}: ${r.skipped ?? `${r.value} ${r.unit}`}${r.goal ? ` (goal ${r.goal}${r.pass === false ? ', MISSED' : ''})` : ''}`);
        },
      };
      console.log(`\n▶ ${suite}`);
      try {
        const mod = (await import(pathToFileURL(path.join(benchDir, 'suites', file)).href)) as { default: BenchSuite };
        await mod.default(ctx);
      } catch (err) {
        console.error(`suite ${suite} failed:`, err);
        rows.push({ suite, name: suite, metric: 'suite ran', value: 0, unit: '', goal: 'completes', pass: false });
      }
    }
  } finally {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  printTable(rows);
  await fs.mkdir(path.join(benchDir, 'results'), { recursive: true });
  await fs.writeFile(
    path.join(benchDir, 'results', 'latest.json'),
    `${JSON.stringify({ startedAt, finishedAt: new Date().toISOString(), node: process.version, cpus: os.cpus().length, rows }, null, 2)}\n`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
