import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { atMost, callApi, percentile, startServer, type BenchContext } from '../lib.ts';

/*
 * Back office goods list (issue 14; decision 177).
 *   - Always, on the runner's demo database: each list request below once, one at a time, p95.
 *   - With BENCH_BIG=1 and DATA_DIR holding the 100,000-product bench seed (`npm run seed:bench`), or
 *     BENCH_BIG_DATABASE_URL: a second server on it, the merchant admin's goods list — plain pages near
 *     and far, searches, each filter (category, label, status, stock) and combinations — one request at a
 *     time, several rounds; goal p95 ≤ 50 ms per page. Opt-in because seeding takes minutes (README).
 */
type Options = { categories: Array<{ id: number; parentId: number | null }>; labels: Array<{ id: number }> };

/** The list requests a merchant makes: pages, searches, each filter and some together. */
export function listRequests(options: Options): Array<{ name: string; body: Record<string, unknown> }> {
  const top = options.categories.find((c) => c.parentId === null)!.id;
  const leaf = options.categories.find((c) => c.parentId !== null)?.id ?? top;
  const label = options.labels[0]!.id;
  const label2 = options.labels[options.labels.length - 1]!.id;
  return [
    { name: 'page 1', body: {} },
    { name: 'page 2', body: { pageNo: 2 } },
    { name: 'page 50 (50 a page)', body: { pageNo: 50, pageSize: 50 } },
    { name: 'page 1000', body: { pageNo: 1000 } },
    { name: 'search one word', body: { search: 'gold' } },
    { name: 'search two words', body: { search: 'pearl necklace' } },
    { name: 'search Chinese', body: { search: '翡翠' } },
    { name: 'search sku code', body: { search: 'JH000123' } },
    { name: 'search, page 3', body: { search: 'ring', pageNo: 3 } },
    { name: 'top category', body: { categoryId: top } },
    { name: 'sub-category', body: { categoryId: leaf } },
    { name: 'label', body: { labelId: label } },
    { name: 'another label', body: { labelId: label2, pageNo: 2 } },
    { name: 'status off', body: { status: 'off' } },
    { name: 'status on', body: { status: 'on', pageNo: 5 } },
    { name: 'in stock', body: { stock: 'in' } },
    { name: 'out of stock', body: { stock: 'out' } },
    { name: 'category + label', body: { categoryId: top, labelId: label } },
    { name: 'category + in stock', body: { categoryId: leaf, stock: 'in' } },
    { name: 'search + category + on', body: { search: 'gold', categoryId: top, status: 'on' } },
    { name: 'search + out of stock', body: { search: 'ring', stock: 'out' } },
  ];
}

const LIST = 'app/backOffice/goods/list';

/** Logs in as the demo merchant admin and times each list request `rounds` times, one at a time. */
export async function measureGoodsList(baseUrl: string, rounds: number) {
  const ctx = { baseUrl };
  const { accessToken } = await callApi<{ accessToken: string }>(ctx, 'app/page/user/pageStaffLogin', {
    username: 'merchant.admin',
    password: 'Merchant2026a',
  });
  const options = await callApi<Options>(ctx, 'app/backOffice/goods/options', {}, accessToken);
  const requests = listRequests(options);
  // The list's own total stops at its cap (decision 177): the storefront's exact count of goods on sale names the size.
  const total = (await callApi<{ total: number }>(ctx, 'app/goods/getGoodsPage', { pageSize: 1 })).total;
  // Warm the planner and caches once.
  for (const r of requests) await callApi(ctx, LIST, r.body, accessToken);
  const all: number[] = [];
  const each = new Map<string, number[]>();
  for (let round = 0; round < rounds; round++)
    for (const r of requests) {
      const t0 = performance.now();
      await callApi(ctx, LIST, r.body, accessToken);
      const ms = performance.now() - t0;
      all.push(ms);
      each.set(r.name, [...(each.get(r.name) ?? []), ms]);
    }
  const round1 = (v: number) => Math.round(v * 10) / 10;
  return {
    total,
    count: all.length,
    p95: round1(percentile(all, 95)),
    p50: round1(percentile(all, 50)),
    slowest: [...each.entries()].map(([name, ms]) => ({ name, p95: round1(percentile(ms, 95)) })).sort((a, b) => b.p95 - a.p95),
  };
}

export default async function backOffice(ctx: BenchContext): Promise<void> {
  const demo = await measureGoodsList(ctx.baseUrl, 3);
  ctx.report({
    name: `goods list, demo (${demo.total} goods on sale, ${demo.count} requests)`,
    metric: 'p95',
    value: demo.p95,
    unit: 'ms',
    ...atMost(demo.p95, 50),
  });

  const dataDir = process.env.DATA_DIR;
  const databaseUrl = process.env.BENCH_BIG_DATABASE_URL || undefined;
  if (process.env.BENCH_BIG !== '1' || (!dataDir && !databaseUrl)) {
    const skipped = 'skipped (set BENCH_BIG=1 and DATA_DIR or BENCH_BIG_DATABASE_URL from seed:bench)';
    ctx.report({ name: 'back office goods list, 100k goods (one at a time)', metric: 'p95', value: 0, unit: 'ms', goal: '≤ 50', skipped });
    return;
  }
  const scratch = databaseUrl ? await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bench-pg-')) : undefined;
  const server = await startServer(ctx.repoRoot, scratch ?? dataDir!, { timeoutMs: 300_000, ...(databaseUrl ? { databaseUrl } : {}) });
  const on = databaseUrl ? 'PostgreSQL' : 'embedded';
  try {
    const big = await measureGoodsList(server.baseUrl, 5);
    const name = `back office goods list, ${big.total} goods on sale, ${on} (${big.count}, one at a time)`;
    ctx.report({ name, metric: 'p95', value: big.p95, unit: 'ms', ...atMost(big.p95, 50) });
    ctx.report({ name, metric: 'p50', value: big.p50, unit: 'ms' });
    for (const s of big.slowest.slice(0, 5)) ctx.report({ name: `  ${s.name}`, metric: 'p95', value: s.p95, unit: 'ms' });
  } finally {
    await server.stop();
    if (scratch) await fs.rm(scratch, { recursive: true, force: true });
  }
}
