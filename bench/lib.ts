import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
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
  /** An interleaved share (decision 210): each round's share, and max − min of them, in points. */
  rounds?: number[];
  spread?: number;
  /** The median's standard error over the rounds, in points (decision 213). */
  standardError?: number;
  /** Set when the spread is wider than the margin to the goal: neither ok nor missed can be told. */
  unstable?: boolean;
  /** The 1-minute load average while measured (the highest at the end of a round). */
  load?: number;
  /** The machine's CPU time stolen by the hypervisor and busy (not idle) while measured, in per cent. */
  stealPercent?: number;
  busyPercent?: number;
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
 * BENCH_PIN=1 (decision 211): the server on the last core, the load generator (this process) on the
 * others, every thread of each (`taskset -a`). On a 2-core machine the scheduler otherwise moves both
 * between the cores, and which of them a busy moment lands on swings a round's req/s; pinned, the bare
 * route and the target are measured on the same core with the same neighbour. Linux only; a machine
 * without `taskset` runs unpinned (said on the console).
 */
function pinApart(serverPid: number): void {
  const cores = os.cpus().length;
  if (cores < 2) return;
  const server = String(cores - 1);
  const generator = cores === 2 ? '0' : `0-${cores - 2}`;
  const a = spawnSync('taskset', ['-a', '-p', '-c', server, String(serverPid)], { stdio: 'ignore' });
  const b = spawnSync('taskset', ['-a', '-p', '-c', generator, String(process.pid)], { stdio: 'ignore' });
  console.log(a.status === 0 && b.status === 0 ? `pinned: server on core ${server}, load generator on ${generator}` : 'BENCH_PIN: taskset failed, unpinned');
}

/**
 * Starts the real server (`apps/api/src/server.ts`) on a free port (or BENCH_PORT when set) of the
 * embedded database in `dataDir` — or of the PostgreSQL server at `opts.databaseUrl` —, with the bare
 * benchmark route, and waits for `/healthz`.
 */
export async function startServer(
  repoRoot: string,
  dataDir: string,
  opts: { port?: number; timeoutMs?: number; databaseUrl?: string; env?: Record<string, string> } = {},
): Promise<BenchServer> {
  const port = opts.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: opts.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      BENCH_BARE_ROUTE: '1',
      // The load tests measure a server that has run for a while: the embedded database's WebAssembly
      // optimised before the first request, as servers did before decision 477 (figures stay comparable).
      WASM_OPTIMISE_AT_START: process.env.WASM_OPTIMISE_AT_START ?? '1',
      ...opts.env,
    },
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
    // A fresh database is migrated and seeded before /healthz answers: minutes on a busy shared machine.
    await waitForHealth(baseUrl, child, opts.timeoutMs ?? (Number(process.env.BENCH_START_TIMEOUT_SEC) || 300) * 1000);
  } catch (err) {
    await stop();
    throw err;
  }
  if (process.env.BENCH_PIN === '1') pinApart(child.pid!);
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
  return (await shopperCaller(ctx)(callPath, body, { token })) as T;
}

/**
 * Calls as shoppers make them (order-load.ts's `ShopperCall`): each from the loopback address it names (its
 * own source address, as each shopper has one), signed in with its token; answers `data`, throws otherwise.
 */
export function shopperCaller(ctx: Pick<BenchContext, 'baseUrl'>) {
  const base = new URL(ctx.baseUrl);
  return (callPath: string, body: unknown, as: { token?: string; address?: string } = {}) =>
    new Promise<any>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = http.request(
        {
          host: base.hostname,
          port: base.port,
          path: `/api/${callPath}`,
          method: 'POST',
          ...(as.address ? { localAddress: as.address } : {}),
          headers: {
            'content-type': 'application/json',
            'accept-language': 'en',
            'content-length': Buffer.byteLength(payload),
            ...(as.token ? { authorization: `Bearer ${as.token}` } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            const json = (() => {
              try {
                return JSON.parse(text) as { data?: unknown; errorMessage?: string };
              } catch {
                return null;
              }
            })();
            if (res.statusCode !== 200) reject(new Error(`${callPath} answered ${res.statusCode}: ${json?.errorMessage ?? text.slice(0, 200)}`));
            else resolve(json?.data);
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
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
   * Builds each request as it is sent: its body (e.g. a new idempotency key per order) and headers of its
   * own (e.g. the buyer's token). Overrides `body` and `requests`; also called for warm-up requests.
   */
  nextRequest?: () => { body: unknown; headers?: Record<string, string> };
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
  const method = opts.body === undefined && !opts.requests && !opts.nextRequest ? ('GET' as const) : ('POST' as const);
  const headers = { ...BROWSER_CALL_HEADERS, ...opts.headers };
  const url = new URL(opts.path, ctx.baseUrl);
  const nextRequest = opts.nextRequest;
  const requests = nextRequest
    ? [
        {
          method,
          path: url.pathname,
          headers,
          setupRequest: (req: { body?: string; headers?: Record<string, string> }) => {
            const next = nextRequest();
            return { ...req, body: JSON.stringify(next.body), headers: { ...req.headers, ...next.headers } };
          },
        },
      ]
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

/** CPU time counters of the whole machine (the `cpu` line of /proc/stat), in clock ticks. */
export interface CpuTimes {
  total: number;
  idle: number;
  steal: number;
}

/** The machine's CPU counters now, or undefined where /proc/stat cannot be read (not Linux). */
export async function cpuTimes(): Promise<CpuTimes | undefined> {
  try {
    const line = (await fs.readFile('/proc/stat', 'utf8')).split('\n').find((l) => l.startsWith('cpu '));
    // user nice system idle iowait irq softirq steal (guest and guest_nice are already inside user and nice).
    const f = line!.trim().split(/\s+/).slice(1, 9).map(Number);
    return { total: f.reduce((a, b) => a + b, 0), idle: f[3]! + f[4]!, steal: f[7] ?? 0 };
  } catch {
    return undefined;
  }
}

/**
 * Between two readings: the share of the machine's CPU time stolen by the hypervisor, and the share
 * busy (not idle), in per cent; undefined without /proc/stat or when no tick passed.
 */
export function cpuShares(a: CpuTimes | undefined, b: CpuTimes | undefined): { stealPercent?: number; busyPercent?: number } {
  const total = a && b ? b.total - a.total : 0;
  if (!a || !b || total <= 0) return {};
  const pct = (x: number) => Math.round((x / total) * 1000) / 10;
  return { stealPercent: pct(b.steal - a.steal), busyPercent: pct(total - (b.idle - a.idle)) };
}

/**
 * `cpuShares` over several stretches (a target's rounds, which other targets' rounds separate): the
 * stretches' differences are added before the shares are taken.
 */
export function cpuSharesOver(stretches: readonly { before?: CpuTimes; after?: CpuTimes }[]): { stealPercent?: number; busyPercent?: number } {
  const sum: CpuTimes = { total: 0, idle: 0, steal: 0 };
  for (const { before, after } of stretches) {
    if (!before || !after) return {};
    sum.total += after.total - before.total;
    sum.idle += after.idle - before.idle;
    sum.steal += after.steal - before.steal;
  }
  return cpuShares({ total: 0, idle: 0, steal: 0 }, sum);
}

/**
 * CPU time a process has used (user + system), in microseconds, from /proc/<pid>/stat (clock ticks of
 * 10 ms: over a round of seconds that is fine enough); undefined where /proc cannot tell.
 */
export async function processCpuUs(pid: number): Promise<number | undefined> {
  try {
    // Fields after the command name (which may hold spaces, so split after its closing parenthesis).
    const f = (await fs.readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
    return (Number(f[11]) + Number(f[12])) * 10_000;
  } catch {
    return undefined;
  }
}

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return 0;
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * Rounds per target in `compareWithBare` (decision 213): at least BENCH_ROUNDS (5, never fewer than 3),
 * then more until the median's standard error is within BENCH_SE_POINTS (3) percentage points, up to
 * BENCH_ROUNDS_MAX (16). Each round is BENCH_ROUND_SEC (3) seconds on each side.
 */
export const BENCH_ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS) || 5);
export const BENCH_ROUNDS_MAX = Math.max(BENCH_ROUNDS, Number(process.env.BENCH_ROUNDS_MAX) || 16);
export const BENCH_SE_POINTS = Number(process.env.BENCH_SE_POINTS) || 3;
/** The least time, in seconds, each target's rounds are spread over (BENCH_MIN_SPAN_SEC; 120). */
export const BENCH_MIN_SPAN_SEC = Number(process.env.BENCH_MIN_SPAN_SEC) || 120;
/** Seconds of one round, the bare route's and the target's alike (BENCH_ROUND_SEC; 3 by default). */
export const BENCH_ROUND_SEC = Math.max(1, Number(process.env.BENCH_ROUND_SEC) || 3);

/**
 * The standard error of the median of `values`, from their standard deviation: √(π/2) · s / √n, the
 * large-sample figure for values spread normally. Infinite below two values.
 */
export function medianStandardError(values: readonly number[]): number {
  const n = values.length;
  if (n < 2) return Infinity;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1));
  return (Math.sqrt(Math.PI / 2) * sd) / Math.sqrt(n);
}

/**
 * Whether a target has had rounds enough: the minimum reached and the median's standard error within
 * `sePoints`, or the maximum reached whatever the error. On this 2-core machine a round's share moves by
 * 5–15 % of itself from one round to the next (decision 213), so a share near 100 % needs about three
 * times the rounds of one near 30 % for the same error in points.
 */
export function roundsEnough(shares: readonly number[], limits: { min: number; max: number; sePoints: number }): boolean {
  if (shares.length >= limits.max) return true;
  return shares.length >= limits.min && medianStandardError(shares) <= limits.sePoints;
}

/** One target's interleaved comparison with the bare route (decision 210). */
export interface BareComparison {
  /** The target's share of the bare route's req/s in each round, in per cent. */
  rounds: number[];
  /** The median of `rounds`. */
  medianPercent: number;
  /** The median's standard error (`medianStandardError`), in percentage points. */
  standardError: number;
  /** max − min of `rounds`, in percentage points. */
  spread: number;
  /** The 1-minute load average at the end of each round. */
  loads: number[];
  stealPercent?: number;
  busyPercent?: number;
}

/**
 * The verdict on a share against its goal: met or missed by the median, or "unstable" when the rounds
 * spread wider than the median's margin to the goal — then one more run could as well fall on the
 * other side, and the figure says more about the machine's moment than about the code.
 */
export function shareVerdict(c: Pick<BareComparison, 'medianPercent' | 'spread'>, goalPercent: number): { goal: string; pass: boolean; unstable: boolean } {
  return { goal: `≥ ${goalPercent}`, pass: c.medianPercent >= goalPercent, unstable: c.spread > Math.abs(c.medianPercent - goalPercent) };
}

const medianResult = (name: string, rs: LoadResult[]): LoadResult => ({
  name,
  reqPerSec: Math.round(median(rs.map((r) => r.reqPerSec))),
  p50Ms: median(rs.map((r) => r.p50Ms)),
  p99Ms: median(rs.map((r) => r.p99Ms)),
  requests: rs.reduce((a, r) => a + r.requests, 0),
  errors: rs.reduce((a, r) => a + r.errors, 0),
  non2xx: rs.reduce((a, r) => a + r.non2xx, 0),
});

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * Measures each target interleaved with the bare route in the same server process (decision 210), the
 * targets taking turns (decision 213): bare, A, bare, B, …, bare, A, … in rounds of BENCH_ROUND_SEC
 * seconds, with the same connections and duration on both sides, until `roundsEnough` for every target.
 * Each round's share is the target's req/s over the mean of the bare runs just before and just after
 * it, so a swing of the machine between rounds weighs on both sides of that round; the row is the median
 * share with its spread (max − min) and standard error, the load average and the CPU steal over the
 * target's rounds. A target's `vsBareGoalPercent` turns its share into a goal, judged "unstable" instead
 * of ok or missed when the spread is wider than the margin to the goal.
 * Answers the bare route's result (median over all its runs), then the targets' (median of their rounds).
 */
export async function compareWithBare(
  ctx: BenchContext,
  targets: (LoadOptions & {
    /** The lowest acceptable share of the bare route's req/s, in per cent. */
    vsBareGoalPercent?: number;
    /**
     * Puts back what the target's runs change, after each of them (not counted): a write that cycles
     * (add, remove, add, …) can stop between the two halves, and over 16 rounds the leftovers add up.
     */
    afterRun?: () => Promise<unknown>;
  })[],
  shared: Partial<LoadOptions> = {},
): Promise<LoadResult[]> {
  const silent: BenchContext = { ...ctx, report: () => {} };
  // Each run also counts the server's CPU per request: unlike req/s it does not depend on how much of
  // the machine the server got, so it holds on a shared machine where the req/s share swings.
  const cpuPerRequest = new Map<LoadResult, number>();
  // And the load generator's (this process: autocannon reads every answer), which shares the machine with
  // the server: a large answer costs it as much as the server, so its share of the cores bounds the req/s.
  const clientCpuPerRequest = new Map<LoadResult, number>();
  const run = async (t: LoadOptions) => {
    const before = await processCpuUs(ctx.serverPid);
    const clientBefore = process.cpuUsage();
    const r = await loadTest(silent, { ...t, durationSec: BENCH_ROUND_SEC, warmUpSec: 0 });
    const client = process.cpuUsage(clientBefore);
    const after = await processCpuUs(ctx.serverPid);
    if (before !== undefined && after !== undefined && r.requests > 0) cpuPerRequest.set(r, (after - before) / r.requests);
    if (r.requests > 0) clientCpuPerRequest.set(r, (client.user + client.system) / r.requests);
    return r;
  };
  // One warm-up for everything (JIT, caches filled, connections to the database opened). A target that
  // cycles through several requests first sends each of them once on every connection, so a cold answer
  // (a search not yet kept: hundreds of ms on a busy machine) is not what its first round measures.
  for (const t of [BARE_ROUTE, ...targets] as typeof targets) {
    const opts = { ...shared, ...t, warmUpSec: 0 };
    if (opts.requests && !opts.nextRequest) await loadTest(silent, { ...opts, amount: opts.requests.length * (opts.connections ?? 20) });
    await loadTest(silent, { ...opts, durationSec: 1 });
    await opts.afterRun?.();
  }
  // Each target once more for a whole round, not counted (decision 212: with only the short warm-up
  // above, a target's first rounds still climbed — the cart 50 → 72 %, the preview 22 → 30 %).
  for (const t of targets) {
    await loadTest(silent, { ...shared, ...t, durationSec: BENCH_ROUND_SEC, warmUpSec: 0 });
    await t.afterRun?.();
  }

  // The targets take turns (decision 213): bare, A, bare, B, bare, C, bare, A, … so each target's rounds
  // are spread over the whole comparison, not bunched in one minute of it. This machine's speed drifts
  // over tens of seconds as well as from second to second; a target measured in one stretch carried that
  // stretch's drift into its median, and two runs of the same suite then disagreed by more than 10 points.
  const minRounds = Math.max(BENCH_ROUNDS, Math.ceil(BENCH_MIN_SPAN_SEC / (targets.length * 2 * BENCH_ROUND_SEC)));
  const limits = { min: minRounds, max: Math.max(minRounds, BENCH_ROUNDS_MAX), sePoints: BENCH_SE_POINTS };
  const states = targets.map((target) => {
    const opts: LoadOptions = { ...shared, ...target };
    return {
      target,
      opts,
      // The bare route with the target's connections, so both sides ask the same of the load generator.
      bareOpts: { ...BARE_ROUTE, connections: opts.connections } as LoadOptions,
      rounds: [] as LoadResult[],
      bares: [] as LoadResult[],
      shares: [] as number[],
      loads: [] as number[],
      cpu: [] as { before?: CpuTimes; after?: CpuTimes }[],
    };
  });
  const allBare: LoadResult[] = [];
  let lastBare: { result: LoadResult; connections?: number } | undefined;
  const runBare = async (opts: LoadOptions) => {
    const result = await run(opts);
    allBare.push(result);
    lastBare = { result, connections: opts.connections };
    return result;
  };
  for (let open = states; open.length; open = states.filter((s) => !roundsEnough(s.shares, limits))) {
    for (const s of open) {
      // The bare run after the previous target's round is this round's bare run before, when it used the
      // same connections.
      const before = lastBare && lastBare.connections === s.bareOpts.connections ? lastBare.result : await runBare(s.bareOpts);
      const cpuBefore = await cpuTimes();
      const r = await run(s.opts);
      const cpuAfter = await cpuTimes();
      await s.target.afterRun?.();
      const after = await runBare(s.bareOpts);
      s.rounds.push(r);
      s.bares.push(before, after);
      s.cpu.push({ before: cpuBefore, after: cpuAfter });
      s.loads.push(round1(os.loadavg()[0]!));
      s.shares.push(round1((r.reqPerSec / Math.max(1, (before.reqPerSec + after.reqPerSec) / 2)) * 100));
    }
  }
  const measured = states.map((s) => {
    const comparison: BareComparison = {
      rounds: s.shares,
      medianPercent: round1(median(s.shares)),
      standardError: round1(medianStandardError(s.shares)),
      spread: round1(Math.max(...s.shares) - Math.min(...s.shares)),
      loads: s.loads,
      ...cpuSharesOver(s.cpu),
    };
    // Server CPU per request, the target's and the bare route's beside it, and their ratio.
    const cpuOf = (rs: LoadResult[]) => rs.map((r) => cpuPerRequest.get(r)).filter((x) => x !== undefined);
    const targetCpu = cpuOf(s.rounds);
    const bareCpu = cpuOf(s.bares);
    const serverCpu = targetCpu.length && bareCpu.length ? { targetUs: Math.round(median(targetCpu)), bareUs: Math.round(median(bareCpu)) } : undefined;
    const clientOf = (rs: LoadResult[]) => rs.map((r) => clientCpuPerRequest.get(r)).filter((x) => x !== undefined);
    const clientCpu = { targetUs: Math.round(median(clientOf(s.rounds))), bareUs: Math.round(median(clientOf(s.bares))) };
    return { result: medianResult(s.target.name, s.rounds), comparison, goal: s.target.vsBareGoalPercent, serverCpu, clientCpu };
  });
  const bare = medianResult(BARE_ROUTE.name, allBare);
  const reportLoad = (r: LoadResult) => {
    ctx.report({ name: r.name, metric: 'req/s', value: r.reqPerSec, unit: 'req/s' });
    ctx.report({ name: r.name, metric: 'p50', value: r.p50Ms, unit: 'ms' });
    ctx.report({ name: r.name, metric: 'p99', value: r.p99Ms, unit: 'ms' });
    if (r.errors || r.non2xx) ctx.report({ name: r.name, metric: 'failed answers', value: r.errors + r.non2xx, unit: 'req', goal: '= 0', pass: false });
  };
  reportLoad(bare);
  for (const { result, comparison: c, goal, serverCpu, clientCpu } of measured) {
    reportLoad(result);
    ctx.report({ name: result.name, metric: 'load generator CPU per request', value: clientCpu.targetUs, unit: `µs (bare route ${clientCpu.bareUs} µs)` });
    if (serverCpu) {
      ctx.report({ name: result.name, metric: 'server CPU per request', value: serverCpu.targetUs, unit: `µs (bare route ${serverCpu.bareUs} µs)` });
      // What the req/s share would be if the server had the machine to itself (no load generator beside it).
      ctx.report({ name: result.name, metric: 'bare CPU ÷ target CPU', value: round1((serverCpu.bareUs / Math.max(1, serverCpu.targetUs)) * 100), unit: '%' });
    }
    ctx.report({
      name: result.name,
      metric: 'vs bare route',
      value: c.medianPercent,
      unit: '% of req/s',
      spread: c.spread,
      standardError: c.standardError,
      rounds: c.rounds,
      load: Math.max(...c.loads),
      ...(c.stealPercent === undefined ? {} : { stealPercent: c.stealPercent, busyPercent: c.busyPercent }),
      ...(goal === undefined ? {} : shareVerdict(c, goal)),
    });
  }
  return [bare, ...measured.map((m) => m.result)];
}

/** Debian's Chromium and the flags it needs in a container without a display or GPU. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
        [
          cli,
          url,
          '--output=json',
          `--output-path=${out}`,
          `--only-categories=${categories.join(',')}`,
          `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
          '--quiet',
          '--max-wait-for-load=60000',
        ],
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
