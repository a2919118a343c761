import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchContext, BenchRow, BenchSuite } from './lib.ts';

/**
 * `npm run bench`: starts the real server (the root script has already built the web app) on a free
 * port with a fresh database and the bare benchmark route, runs every `suites/*.bench.ts` (or those
 * named on the command line), prints a table and writes `results/latest.json`. Missed goals are
 * printed as MISSED; the exit code stays 0 so a slow machine does not fail a build.
 */
const benchDir = import.meta.dirname;
const repoRoot = path.resolve(benchDir, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not become healthy');
}

function stop(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    const force = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

function printTable(rows: BenchRow[]) {
  const fmt = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));
  const cells = rows.map((r) => [r.suite ?? '', r.name, r.metric, `${fmt(r.value)} ${r.unit}`, r.goal ?? '', r.pass === undefined ? '' : r.pass ? 'ok' : 'MISSED']);
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

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', BENCH_BARE_ROUTE: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const rows: BenchRow[] = [];
  const startedAt = new Date().toISOString();
  try {
    await waitForHealth(baseUrl, server);
    for (const file of suiteFiles) {
      const suite = file.replace(/\.bench\.ts$/, '');
      const ctx: BenchContext = {
        baseUrl,
        serverPid: server.pid!,
        repoRoot,
        report: (row) => {
          const r = { ...row, suite };
          rows.push(r);
          console.log(`  ${suite} · ${r.name} · ${r.metric}: ${r.value} ${r.unit}${r.goal ? ` (goal ${r.goal}${r.pass === false ? ', MISSED' : ''})` : ''}`);
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
    await stop(server);
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
