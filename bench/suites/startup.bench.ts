import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { atMost, median, processCpuUs, type BenchContext } from '../lib.ts';

/**
 * Issue 41: how long `npm start` (scripts/start.mjs: the bundled API, decision 475) takes to its first
 * answer on an existing data folder — after a clean stop, after `kill -9` (the embedded database recovers),
 * and on PostgreSQL — each the median of BENCH_STARTS (5) starts, beside the floor: `node -e` starting an
 * empty HTTP server, measured the same way in the same run. "first answer" is the first 200 of /healthz;
 * "ready" is /readyz's first 200 (the warm-up done, decision 477). "CPU" is the CPU time (user + system,
 * from /proc) the started process and its children had used at the first answer: on a shared machine the
 * wall time measures the neighbours, this far less (decision 590). The suite starts its own servers.
 */
const STARTS = Math.max(1, Number(process.env.BENCH_STARTS) || 5);
const PORT = Number(process.env.BENCH_STARTUP_PORT) || 18175;

interface Timing {
  firstMs: number;
  readyMs: number;
  /** CPU time of the started process tree at the first answer, ms; undefined where /proc cannot tell. */
  firstCpuMs: number | undefined;
}

/** CPU time (ms) a process and its descendants have used, from /proc (Linux); undefined elsewhere. */
async function treeCpuMs(pid: number): Promise<number | undefined> {
  const own = await processCpuUs(pid);
  if (own === undefined) return undefined;
  const children = await fs.readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  let us = own;
  for (const child of children.split(' ').filter(Boolean)) us += ((await treeCpuMs(Number(child))) ?? 0) * 1000;
  return us / 1000;
}

async function until(url: string, child: ChildProcess, t0: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode} before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return performance.now() - t0;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** Starts `argv` in its own process group, times its first answers, then stops it (SIGTERM, or SIGKILL to the whole group). */
async function timeStart(ctx: BenchContext, argv: string[], env: Record<string, string>, opts: { ready: boolean; stop: 'term' | 'kill' }): Promise<Timing> {
  const t0 = performance.now();
  const child = spawn(process.execPath, argv, {
    cwd: ctx.repoRoot,
    env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    const firstMs = await until(`http://127.0.0.1:${PORT}/healthz`, child, t0);
    const firstCpuMs = await treeCpuMs(child.pid!);
    const readyMs = opts.ready ? await until(`http://127.0.0.1:${PORT}/readyz`, child, t0) : firstMs;
    return { firstMs, readyMs, firstCpuMs };
  } finally {
    // npm start's wrapper passes SIGTERM on; kill -9 goes to the wrapper and the server alike, as a crash of the host would.
    process.kill(-child.pid!, opts.stop === 'kill' ? 'SIGKILL' : 'SIGTERM');
    await exited(child);
    // The server (the wrapper's child) must be gone before the next start takes the data folder.
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function series(
  ctx: BenchContext,
  label: string,
  argv: string[],
  env: Record<string, string>,
  opts: { ready: boolean; stop: 'term' | 'kill'; goalMs?: number },
) {
  const runs: Timing[] = [];
  const loads: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    runs.push(await timeStart(ctx, argv, env, opts));
    loads.push(os.loadavg()[0]!);
  }
  const first = median(runs.map((r) => r.firstMs));
  const load = Math.max(...loads);
  const spread = `${Math.round(Math.min(...runs.map((r) => r.firstMs)))}–${Math.round(Math.max(...runs.map((r) => r.firstMs)))} ms`;
  const cpus = runs.map((r) => r.firstCpuMs).filter((c): c is number => c !== undefined);
  const cpu = cpus.length ? ` (CPU ${cpus.map((c) => Math.round(c)).join(', ')} ms)` : '';
  console.log(`    ${label}: first answers ${runs.map((r) => Math.round(r.firstMs)).join(', ')} ms (${spread})${cpu}, load ${load.toFixed(1)}`);
  ctx.report({
    name: label,
    metric: `first answer, median of ${STARTS}`,
    value: Math.round(first),
    unit: 'ms',
    load,
    ...(opts.goalMs ? atMost(Math.round(first), opts.goalMs) : {}),
  });
  if (cpus.length) ctx.report({ name: label, metric: `CPU at the first answer, median of ${STARTS}`, value: Math.round(median(cpus)), unit: 'ms', load });
  if (opts.ready)
    ctx.report({ name: label, metric: `ready (/readyz), median of ${STARTS}`, value: Math.round(median(runs.map((r) => r.readyMs))), unit: 'ms', load });
}

export default async function (ctx: BenchContext): Promise<void> {
  const floor = `require('http').createServer((q, s) => s.end('ok')).listen(${PORT}, '127.0.0.1')`;
  await series(ctx, 'floor: node -e, empty HTTP server', ['-e', floor], {}, { ready: false, stop: 'term' });

  const start = ['scripts/start.mjs'];
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bench-start-'));
  const common = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' };
  try {
    // The first start migrates and seeds the folder (not timed here); then the restarts are.
    await timeStart(ctx, start, common, { ready: true, stop: 'term' });
    await series(ctx, 'npm start, embedded, after a clean stop', start, common, { ready: true, stop: 'term', goalMs: 3000 });
    // Each start here follows a kill -9 of the one before (the first follows the clean stop above, so one more).
    await timeStart(ctx, start, common, { ready: true, stop: 'kill' });
    await series(ctx, 'npm start, embedded, after kill -9', start, common, { ready: true, stop: 'kill', goalMs: 5000 });
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }

  const pgServer = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://shop:shop@127.0.0.1:5432/postgres';
  const { default: pg } = await import('pg');
  const name = `bench_start_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgServer });
  try {
    await admin.connect();
  } catch {
    ctx.report({
      name: 'npm start, PostgreSQL, after a clean stop',
      metric: 'first answer',
      value: 0,
      unit: 'ms',
      skipped: `skipped (no PostgreSQL at ${new URL(pgServer).host})`,
    });
    return;
  }
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(pgServer);
    url.pathname = `/${name}`;
    const env = { DATA_DIR: await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bench-start-pg-')), LOG_LEVEL: 'warn', DATABASE_URL: url.toString() };
    await timeStart(ctx, start, env, { ready: true, stop: 'term' });
    await series(ctx, 'npm start, PostgreSQL, after a clean stop', start, env, { ready: true, stop: 'term', goalMs: 2000 });
    await fs.rm(env.DATA_DIR, { recursive: true, force: true });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}
