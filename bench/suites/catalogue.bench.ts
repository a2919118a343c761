/**
 * Catalogue load and latency (issue 3). Run against a server holding the 100,000-product bench seed
 * (`npm run seed:bench`), started with BENCH_BARE_ROUTE=1 when the bare route exists:
 *   - getGoodsPage list and search: req/s and p99 under load, next to the bare route (POST /__bench/bare)
 *     when the server has it;
 *   - search p95 over a set of Chinese, English and item-number queries, one at a time (goal ≤ 30 ms);
 *   - the API's resident memory with the seed loaded (goal ≤ 512 MB).
 * Follows the suite shape of bench/lib.ts: a default export taking { baseUrl, serverPid, report }.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

export interface BenchRow {
  suite: string;
  name: string;
  value: number;
  unit: string;
  goal?: string;
  ok?: boolean;
  note?: string;
}
export interface BenchContext {
  baseUrl: string;
  serverPid: number;
  report(row: BenchRow): void;
}

interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SUITE = 'catalogue';
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 10;
const SEARCHES = ['翡翠', '蓮', '鑽石戒指', '手鐲', '珍珠', 'lotus', 'Ring', 'pearl necklace', 'gold', 'watch', 'JH000123', 'aurora'];
const HEADERS = { 'content-type': 'application/json', 'accept-language': 'zh-HK' };

const goodsPage = (body: Record<string, unknown>) => JSON.stringify({ merchantCode: 'DEMO', storeCode: 'ESHOP', pageNo: 1, pageSize: 20, ...body });

async function post(baseUrl: string, path: string, body: string): Promise<{ status: number; json: any; ms: number }> {
  const t0 = performance.now();
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: HEADERS, body });
  const json = await res.json().catch(() => null);
  return { status: res.status, json, ms: performance.now() - t0 };
}

async function load(baseUrl: string, path: string, bodies: string[]): Promise<AutocannonResult> {
  return autocannon({
    url: `${baseUrl}${path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    method: 'POST',
    headers: HEADERS,
    requests: bodies.map((body) => ({ method: 'POST', path, headers: HEADERS, body })),
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

function rssMb(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}

export default async function catalogueBench(ctx: BenchContext): Promise<void> {
  const { baseUrl, report } = ctx;
  const path = '/api/app/goods/getGoodsPage';
  const probe = await post(baseUrl, path, goodsPage({}));
  if (probe.status !== 200) throw new Error(`getGoodsPage answered ${probe.status}`);
  const products = probe.json.data.total as number;
  report({ suite: SUITE, name: 'products on sale', value: products, unit: 'goods', goal: '≥ 100000 (bench seed)', ok: products >= 95_000 });

  // Warm up caches and the planner before measuring.
  for (const q of SEARCHES) await post(baseUrl, path, goodsPage({ searchCode: q }));

  const bare = await post(baseUrl, '/__bench/bare', '{}').catch(() => ({ status: 0, json: null, ms: 0 }));
  let bareRps: number | undefined;
  if (bare.status === 200) {
    const r = await load(baseUrl, '/__bench/bare', ['{}']);
    bareRps = r.requests.average;
    report({ suite: SUITE, name: 'bare route', value: Math.round(bareRps), unit: 'req/s', note: `p99 ${r.latency.p99} ms` });
  } else {
    report({ suite: SUITE, name: 'bare route', value: 0, unit: 'req/s', note: 'POST /__bench/bare not available (start with BENCH_BARE_ROUTE=1): ratio skipped' });
  }

  const cases: [string, string[]][] = [
    ['getGoodsPage list', [goodsPage({}), goodsPage({ pageNo: 2 }), goodsPage({ orderBy: 'price', isAsc: true }), goodsPage({ tag: 'hot' })]],
    ['getGoodsPage search', SEARCHES.map((q) => goodsPage({ searchCode: q }))],
  ];
  for (const [name, bodies] of cases) {
    const r = await load(baseUrl, path, bodies);
    const ratio = bareRps ? ` (${((r.requests.average / bareRps) * 100).toFixed(1)} % of bare)` : '';
    report({ suite: SUITE, name: `${name} throughput`, value: Math.round(r.requests.average), unit: 'req/s', note: `${CONNECTIONS} connections${ratio}; non-2xx ${r.non2xx}` });
    report({ suite: SUITE, name: `${name} p99`, value: r.latency.p99, unit: 'ms' });
  }

  // Latency of one search at a time, as a visitor sees it.
  const times: number[] = [];
  for (let round = 0; round < 10; round++)
    for (const q of SEARCHES) {
      const r = await post(baseUrl, path, goodsPage({ searchCode: q, pageNo: 1 + (round % 3) }));
      if (r.status !== 200) throw new Error(`search ${q} answered ${r.status}`);
      times.push(r.ms);
    }
  const p95 = Math.round(percentile(times, 95) * 10) / 10;
  report({ suite: SUITE, name: 'search p95 (one at a time)', value: p95, unit: 'ms', goal: '≤ 30', ok: p95 <= 30, note: `${times.length} searches, median ${Math.round(percentile(times, 50) * 10) / 10} ms` });

  const rss = rssMb(ctx.serverPid);
  if (rss !== undefined) report({ suite: SUITE, name: 'API resident memory', value: rss, unit: 'MB', goal: '≤ 512', ok: rss <= 512 });
}
