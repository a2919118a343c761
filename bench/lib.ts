import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import http from 'node:http';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

/** One measured number. `goal` is shown as written (e.g. "≥ 90"); `pass` is false when it is missed. */
export interface BenchRow {
  /** What was measured, e.g. "getAppFull" or "home page (mobile)". */
  name: string;
  /** Which number, e.g. "req/s", "p99", "performance". */
  metric: string;
  value: number;
  unit: string;
  goal?: string;
  pass?: boolean;
  /** Shown instead of the value when the measurement was not made, e.g. "skipped (set BENCH_BIG=1 …)". */
  skipped?: string;
  /** Set by the runner: the suite file the row came from. */
  suite?: string;
}

/** What a suite gets: the running server (real build, fresh database, bare route on) and the report. */
export interface BenchContext {
  baseUrl: string;
  serverPid: number;
  repoRoot: string;
  report(row: BenchRow): void;
}

/**
 * A suite is a file `bench/suites/<name>.bench.ts` whose default export is
 * `async function (ctx: BenchContext): Promise<void>`; the runner runs them in name order.
 */
export type BenchSuite = (ctx: BenchContext) => Promise<void>;

/** A server started by `startServer`. */
export interface BenchServer {
  baseUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

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

async function waitForHealth(baseUrl: string, server: ChildProcess, timeoutMs: number) {
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

/**
 * Starts the real server (`apps/api/src/server.ts`) on a free port (or BENCH_PORT when set) of the
 * embedded database in `dataDir` — or of the PostgreSQL server at `opts.databaseUrl` —, with the bare
 * benchmark route, and waits for `/healthz`.
 */
export async function startServer(
  repoRoot: string,
  dataDir: string,
  opts: { port?: number; timeoutMs?: number; databaseUrl?: string } = {},
): Promise<BenchServer> {
  const port = opts.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: opts.databaseUrl ?? '', LOG_LEVEL: 'warn', BENCH_BARE_ROUTE: '1', ORDER_OPEN_MAX: '1000000', ORDER_OPEN_UNITS_MAX: '1000000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  try {
    await waitForHealth(baseUrl, child, opts.timeoutMs ?? 120_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, process: child, stop };
}

/** Resident memory of a process in MB (Linux), or undefined where /proc cannot tell. */
export async function residentMb(pid: number): Promise<number | undefined> {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(await fs.readFile(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** The `p`-th percentile (0–100) of `values`. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/** POSTs a call and answers its `data`; throws on any non-2xx answer. */
export async function callApi<T = any>(ctx: Pick<BenchContext, 'baseUrl'>, callPath: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${ctx.baseUrl}/api/${callPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as { data?: T; errorMessage?: string } | null;
  if (!res.ok) throw new Error(`${callPath} answered ${res.status}: ${json?.errorMessage ?? ''}`);
  return json!.data as T;
}

export const atLeast = (value: number, min: number) => ({ goal: `≥ ${min}`, pass: value >= min });
export const atMost = (value: number, max: number) => ({ goal: `≤ ${max}`, pass: value <= max });

export interface LoadOptions {
  /** Label in the report. */
  name: string;
  /** Path on the server, e.g. `/api/app/weaver/getAppFull`. */
  path: string;
  /** JSON body; given, the request is a POST. */
  body?: unknown;
  /**
   * Several requests each connection sends in turn (e.g. a set of searches, or add then remove); each
   * may name its own path (default `path`) and body. Overrides `body`.
   */
  requests?: { path?: string; body: unknown }[];
  /**
   * Builds each request's body as it is sent (e.g. a new idempotency key per order). Overrides `body`
   * and `requests`; `nextBody()` is also called for warm-up requests.
   */
  nextBody?: () => unknown;
  /** Sends exactly this many requests (no warm-up, no time limit) instead of running for `durationSec`. */
  amount?: number;
  connections?: number;
  durationSec?: number;
  /** Seconds of unmeasured load before measuring (1 by default; 0 for none; never with `amount`). */
  warmUpSec?: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  name: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
}

/** Headers a browser sends with a call: it asks for compressed answers, so the server compresses. */
export const BROWSER_CALL_HEADERS = { 'content-type': 'application/json', 'accept-language': 'zh-HK', 'accept-encoding': 'br, gzip' } as const;

/**
 * A short load test with autocannon (20 connections, 6 s by default, after a 1 s warm-up). Reports
 * req/s, p50 and p99 latency, and any errors or non-2xx answers, and returns them.
 */
export async function loadTest(ctx: BenchContext, opts: LoadOptions): Promise<LoadResult> {
  const method = opts.body === undefined && !opts.requests && !opts.nextBody ? ('GET' as const) : ('POST' as const);
  const headers = { ...BROWSER_CALL_HEADERS, ...opts.headers };
  const url = new URL(opts.path, ctx.baseUrl);
  const nextBody = opts.nextBody;
  const requests = nextBody
    ? [{ method, path: url.pathname, headers, setupRequest: (req: { body?: string }) => ({ ...req, body: JSON.stringify(nextBody()) }) }]
    : opts.requests?.map((r) => ({ method, path: r.path ?? url.pathname, headers, body: JSON.stringify(r.body) }));
  const common = {
    url: url.href,
    method,
    headers,
    ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
    ...(requests ? { requests } : {}),
    connections: opts.connections ?? 20,
  };
  const warmUp = opts.warmUpSec ?? 1;
  if (opts.amount === undefined && warmUp > 0) await autocannon({ ...common, duration: warmUp });
  const r = await autocannon(opts.amount === undefined ? { ...common, duration: opts.durationSec ?? 6 } : { ...common, amount: opts.amount });
  const result: LoadResult = {
    name: opts.name,
    reqPerSec: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
  ctx.report({ name: opts.name, metric: 'req/s', value: result.reqPerSec, unit: 'req/s' });
  ctx.report({ name: opts.name, metric: 'p50', value: result.p50Ms, unit: 'ms' });
  ctx.report({ name: opts.name, metric: 'p99', value: result.p99Ms, unit: 'ms' });
  if (result.errors || result.non2xx) {
    ctx.report({ name: opts.name, metric: 'failed answers', value: result.errors + result.non2xx, unit: 'req', goal: '= 0', pass: false });
  }
  return result;
}

/** The server's bare route (`POST /__bench/bare`, on only with BENCH_BARE_ROUTE=1): the framework alone. */
export const BARE_ROUTE: LoadOptions = { name: 'bare Fastify route', path: '/__bench/bare', body: {} };

/**
 * Measures the bare route and each target in the same server process and reports each target's
 * throughput as a share of the bare route's (how much of the framework's speed the call keeps). All
 * are warmed up first, and the bare route is measured before and after the targets (its rows are the
 * mean), so a disturbance from elsewhere on the machine weighs on both sides. A target's
 * `vsBareGoalPercent` turns its ratio row into a goal. Answers the bare route's result, then the targets'.
 */
export async function compareWithBare(
  ctx: BenchContext,
  targets: (LoadOptions & { /** The lowest acceptable share of the bare route's req/s, in per cent. */ vsBareGoalPercent?: number })[],
  shared: Partial<LoadOptions> = {},
): Promise<LoadResult[]> {
  const silent: BenchContext = { ...ctx, report: () => {} };
  for (const t of [BARE_ROUTE, ...targets]) await loadTest(silent, { ...shared, ...t, durationSec: 1 });
  const before = await loadTest(silent, { ...BARE_ROUTE, ...shared });
  const results: LoadResult[] = [];
  for (const target of targets) results.push(await loadTest(silent, { ...shared, ...target }));
  const after = await loadTest(silent, { ...BARE_ROUTE, ...shared });
  const bare: LoadResult = {
    name: BARE_ROUTE.name,
    reqPerSec: Math.round((before.reqPerSec + after.reqPerSec) / 2),
    p50Ms: (before.p50Ms + after.p50Ms) / 2,
    p99Ms: (before.p99Ms + after.p99Ms) / 2,
    requests: before.requests + after.requests,
    errors: before.errors + after.errors,
    non2xx: before.non2xx + after.non2xx,
  };
  for (const r of [bare, ...results]) {
    ctx.report({ name: r.name, metric: 'req/s', value: r.reqPerSec, unit: 'req/s' });
    ctx.report({ name: r.name, metric: 'p50', value: r.p50Ms, unit: 'ms' });
    ctx.report({ name: r.name, metric: 'p99', value: r.p99Ms, unit: 'ms' });
    if (r.errors || r.non2xx) ctx.report({ name: r.name, metric: 'failed answers', value: r.errors + r.non2xx, unit: 'req', goal: '= 0', pass: false });
    if (r === bare) continue;
    const share = Math.round((r.reqPerSec / Math.max(1, bare.reqPerSec)) * 1000) / 10;
    const goal = targets.find((t) => t.name === r.name)?.vsBareGoalPercent;
    ctx.report({ name: r.name, metric: 'vs bare route', value: share, unit: '% of req/s', ...(goal === undefined ? {} : atLeast(share, goal)) });
  }
  return [bare, ...results];
}

/** Debian's Chromium and the flags it needs in a container without a display or GPU. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The parts of a Lighthouse result the suites read. */
export interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; score: number | null; details?: { items?: Record<string, unknown>[] } }>;
}

/**
 * Runs Lighthouse 12 (its own CLI, which launches Chromium through chrome-launcher) with its default
 * mobile settings: a mid-range phone, simulated slow 4G and a 4× slower CPU.
 */
export async function runLighthouse(url: string, categories: string[] = ['performance', 'accessibility'], attempts = 3): Promise<LighthouseResult> {
  for (let i = 1; ; i++) {
    try {
      return await lighthouseOnce(url, categories);
    } catch (err) {
      // On a busy machine Chromium's trace now and then misses the navigation (NO_NAVSTART); try again.
      if (i >= attempts) throw err;
      console.log(`  lighthouse attempt ${i} failed, retrying: ${String(err).split('\n')[0]}`);
    }
  }
}

async function lighthouseOnce(url: string, categories: string[]): Promise<LighthouseResult> {
  const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-lh-'));
  const out = path.join(dir, 'report.json');
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [cli, url, '--output=json', `--output-path=${out}`, `--only-categories=${categories.join(',')}`, `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`, '--quiet', '--max-wait-for-load=60000'],
        { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let stderr = '';
      child.stderr.on('data', (d) => (stderr += String(d)));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}: ${stderr.slice(-2000)}`))));
    });
    return JSON.parse(await fs.readFile(out, 'utf8')) as LighthouseResult;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** A Lighthouse category as a 0–100 score. */
export const scoreOf = (lhr: LighthouseResult, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** Addresses of the scripts a page loaded, from Lighthouse's network record. */
export function scriptUrls(lhr: LighthouseResult): string[] {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items.filter((i) => i.resourceType === 'Script').map((i) => String(i.url));
}

/**
 * The size of each address as the server sends it to a browser asking for `encoding` (brotli by
 * default): the raw bytes on the wire, not decoded.
 */
export async function servedSizes(urls: string[], encoding = 'br'): Promise<{ url: string; bytes: number; encoding: string }[]> {
  return Promise.all(
    urls.map(
      (url) =>
        new Promise<{ url: string; bytes: number; encoding: string }>((resolve, reject) => {
          http
            .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
              let bytes = 0;
              res.on('data', (chunk: Buffer) => (bytes += chunk.length));
              res.on('end', () => resolve({ url, bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
              res.on('error', reject);
            })
            .on('error', reject);
        }),
    ),
  );
}
