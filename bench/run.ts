import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cpuShares, cpuTimes, startServer, type BenchContext, type BenchRow, type BenchSuite } from './lib.ts';

/**
 * `npm run bench`: starts the real server (the root script has already built the web app) on a free
 * port with a fresh database and the bare benchmark route, runs every `suites/*.bench.ts` (or those
 * named on the command line), prints a table and writes `results/latest.json`. Missed goals are
 * printed as MISSED; the exit code stays 0 so a slow machine does not fail a build.
 */
const benchDir = import.meta.dirname;
const repoRoot = path.resolve(benchDir, '..');

const fmt = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));
/** ok, MISSED, or unstable when the rounds spread wider than the margin to the goal (decision 210). */
const verdict = (r: BenchRow) => (r.pass === undefined ? '' : r.unstable ? 'unstable' : r.pass ? 'ok' : 'MISSED');
/** An interleaved share's rounds, spread, load and steal, e.g. "±6.2 [51.3 55.0 57.5] load 3.1 steal 0 %". */
const detail = (r: BenchRow) =>
  [
    r.spread === undefined ? '' : `spread ${fmt(r.spread)}`,
    r.standardError === undefined ? '' : `± ${fmt(r.standardError)}`,
    r.rounds ? `[${r.rounds.map(fmt).join(' ')}]` : '',
    r.load === undefined ? '' : `load ${fmt(r.load)}`,
    r.stealPercent === undefined ? '' : `steal ${fmt(r.stealPercent)} % busy ${fmt(r.busyPercent ?? 0)} %`,
  ]
    .filter(Boolean)
    .join(' ');

function printTable(rows: BenchRow[]) {
  const cells = rows.map((r) => [r.suite ?? '', r.name, r.metric, r.skipped ?? `${fmt(r.value)} ${r.unit}`, r.goal ?? '', verdict(r), detail(r)]);
  const head = ['suite', 'what', 'metric', 'value', 'goal', '', 'rounds, load, steal'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((x, i) => x.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const c of cells) console.log(line(c));
  const missed = rows.filter((r) => r.pass === false && !r.unstable);
  const unstable = rows.filter((r) => r.unstable);
  console.log(missed.length ? `\nMISSED ${missed.length} goal(s): ${missed.map((r) => `${r.name} ${r.metric}`).join('; ')}` : '\nNo goal missed.');
  if (unstable.length)
    console.log(
      `UNSTABLE ${unstable.length} (spread wider than the margin to the goal; run again on a quieter machine): ${unstable.map((r) => `${r.name} ${r.metric}`).join('; ')}`,
    );
}

/** A fresh database on the PostgreSQL server of `serverUrl`, and how to drop it. */
async function createBenchDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `bench_${process.pid}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
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
  const cpuAtStart = await cpuTimes();
  // BENCH_DATABASE_URL (or DATABASE_URL, as the server itself is pointed at PostgreSQL): the server runs
  // on a fresh database of that PostgreSQL server instead (created here as bench_<pid>, dropped at the
  // end; other databases on the server are left alone). The server never gets the caller's database.
  const pgServer = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;
  const pgDatabase = pgServer ? await createBenchDatabase(pgServer) : undefined;
  console.log(
    `database: ${pgDatabase ? `PostgreSQL, fresh database ${new URL(pgDatabase.url).pathname.slice(1)} on ${new URL(pgServer!).host}` : 'embedded (PGlite), fresh DATA_DIR'}`,
  );
  const server = await startServer(repoRoot, dataDir, {
    ...(process.env.BENCH_PORT ? { port: Number(process.env.BENCH_PORT) } : {}),
    ...(pgDatabase ? { databaseUrl: pgDatabase.url } : {}),
  }).catch(async (err) => {
    await fs.rm(dataDir, { recursive: true, force: true });
    await pgDatabase?.drop();
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
          // The machine may be shared: the load average beside every figure says how much it was.
          const v = verdict(r);
          console.log(
            `  ${suite} · ${r.name} · ${r.metric}: ${r.skipped ?? `${r.value} ${r.unit}`}${r.goal ? ` (goal ${r.goal}${v && v !== 'ok' ? `, ${v}` : ''})` : ''}${r.spread === undefined ? '' : ` · ${detail(r)}`} · load ${os.loadavg()[0]!.toFixed(2)}`,
          );
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
    await pgDatabase?.drop();
  }
  printTable(rows);
  await fs.mkdir(path.join(benchDir, 'results'), { recursive: true });
  await fs.writeFile(
    path.join(benchDir, 'results', 'latest.json'),
    `${JSON.stringify({ startedAt, finishedAt: new Date().toISOString(), node: process.version, cpus: os.cpus().length, database: pgDatabase ? 'postgres' : 'pglite', loadAverage: os.loadavg(), ...cpuShares(cpuAtStart, await cpuTimes()), rows }, null, 2)}\n`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
