import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO } from '@shop/contract';
import { atLeast, atMost, callApi, compareWithBare, percentile, residentMb, runLighthouse, scoreOf, startServer, type BenchContext } from '../lib.ts';

/*
 * Catalogue (issue 3).
 *   - Always, on the runner's demo database: getGoodsPage list and search req/s and p99 beside the bare
 *     route (each connection cycles through several list pages or searches).
 *   - With BENCH_BIG=1 and DATA_DIR holding the 100,000-product bench seed (`npm run seed:bench`): a
 *     second server on that database, search p95 one request at a time (goal ≤ 30 ms) and that server's
 *     resident memory (goal ≤ 512 MB). With BENCH_BIG_DATABASE_URL instead (a PostgreSQL database holding
 *     the bench seed), the same against a server on it. Opt-in because seeding takes minutes
 *     (bench/README.md).
 *   - Lighthouse mobile on a category page and a product page (goals: performance ≥ 90, accessibility
 *     ≥ 95), which are server-rendered (decision 150).
 */
const GOODS_PAGE = '/api/app/goods/getGoodsPage';
const SEARCHES = ['翡翠', '蓮', '鑽石戒指', '手鐲', '珍珠', 'lotus', 'Ring', 'pearl necklace', 'gold', 'watch', 'JH000123', 'aurora'];
const BIG_PRODUCTS = 100_000;

const goodsPage = (body: Record<string, unknown>) => ({ merchantCode: DEMO.merchantCode, storeCode: 'ESHOP', pageNo: 1, pageSize: 20, ...body });
const LIST = [goodsPage({}), goodsPage({ pageNo: 2 }), goodsPage({ orderBy: 'price', isAsc: true }), goodsPage({ tag: 'hot' })];
const SEARCH = SEARCHES.map((q) => goodsPage({ searchCode: q }));

export default async function catalogue(ctx: BenchContext): Promise<void> {
  for (const body of [...LIST, ...SEARCH]) await callApi(ctx, 'app/goods/getGoodsPage', body);
  await compareWithBare(
    ctx,
    [
      // The goals of issue 16 (answers from the cache), judged here with the same interleaved method.
      { name: 'getGoodsPage list', path: GOODS_PAGE, requests: LIST.map((body) => ({ body })), vsBareGoalPercent: 30 },
      { name: 'getGoodsPage search', path: GOODS_PAGE, requests: SEARCH.map((body) => ({ body })), vsBareGoalPercent: 30 },
    ],
    { connections: 10 },
  );
  await pageSpeed(ctx);
  await bigCatalogue(ctx);
}

async function pageSpeed(ctx: BenchContext): Promise<void> {
  const first = await callApi<{ items: { id: number; categoryId: number }[] }>(ctx, 'app/goods/getGoodsPage', goodsPage({ pageSize: 1 }));
  const product = first.items[0]!;
  const pages = [
    { name: 'category page', url: `${ctx.baseUrl}/onlineProductCategory?categoryId=${product.categoryId}` },
    { name: 'product page', url: `${ctx.baseUrl}/product?id=${product.id}` },
  ];
  for (const { name, url } of pages) {
    // One run to resize the page's pictures (a first visitor pays for that, later ones do not).
    await runLighthouse(url, ['performance']).catch(() => undefined);
    const lhr = await runLighthouse(url);
    const label = `${name} (Lighthouse mobile)`;
    const performance = scoreOf(lhr, 'performance');
    const accessibility = scoreOf(lhr, 'accessibility');
    ctx.report({ name: label, metric: 'performance', value: performance, unit: '', ...atLeast(performance, 90) });
    ctx.report({ name: label, metric: 'accessibility', value: accessibility, unit: '', ...atLeast(accessibility, 95) });
    for (const [audit, metric] of [
      ['first-contentful-paint', 'FCP'],
      ['largest-contentful-paint', 'LCP'],
      ['total-blocking-time', 'TBT'],
    ] as const) {
      ctx.report({ name: label, metric, value: Math.round(lhr.audits[audit]?.numericValue ?? 0), unit: 'ms' });
    }
  }
}

async function bigCatalogue(ctx: BenchContext): Promise<void> {
  const dataDir = process.env.DATA_DIR;
  const databaseUrl = process.env.BENCH_BIG_DATABASE_URL || undefined;
  if (process.env.BENCH_BIG !== '1' || (!dataDir && !databaseUrl)) {
    const skipped = 'skipped (set BENCH_BIG=1 and DATA_DIR or BENCH_BIG_DATABASE_URL from seed:bench)';
    ctx.report({ name: 'search, 100k products (one at a time)', metric: 'p95', value: 0, unit: 'ms', goal: '≤ 30', skipped });
    ctx.report({ name: 'API resident memory, 100k products', metric: 'RSS', value: 0, unit: 'MB', goal: '≤ 512', skipped });
    return;
  }
  // A server on PostgreSQL still keeps files (media cache, ops token) in a DATA_DIR: give it a scratch one.
  const scratch = databaseUrl ? await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bench-pg-')) : undefined;
  const server = await startServer(ctx.repoRoot, scratch ?? dataDir!, { timeoutMs: 300_000, ...(databaseUrl ? { databaseUrl } : {}) });
  const on = databaseUrl ? 'PostgreSQL' : 'embedded';
  try {
    const big = { baseUrl: server.baseUrl };
    const first = await callApi<{ total: number }>(big, 'app/goods/getGoodsPage', goodsPage({}));
    ctx.report({ name: 'bench seed', metric: 'products on sale', value: first.total, unit: 'goods', ...atLeast(first.total, BIG_PRODUCTS * 0.95) });
    // Warm the planner and caches once, then one search at a time, as a visitor sees it.
    for (const body of SEARCH) await callApi(big, 'app/goods/getGoodsPage', body);
    const times: number[] = [];
    for (let round = 0; round < 10; round++)
      for (const q of SEARCHES) {
        const t0 = performance.now();
        await callApi(big, 'app/goods/getGoodsPage', goodsPage({ searchCode: q, pageNo: 1 + (round % 3) }));
        times.push(performance.now() - t0);
      }
    const p95 = Math.round(percentile(times, 95) * 10) / 10;
    ctx.report({ name: `search, 100k products, ${on} (${times.length}, one at a time)`, metric: 'p95', value: p95, unit: 'ms', ...atMost(p95, 30) });
    ctx.report({
      name: `search, 100k products, ${on} (${times.length}, one at a time)`,
      metric: 'p50',
      value: Math.round(percentile(times, 50) * 10) / 10,
      unit: 'ms',
    });
    const rss = await residentMb(server.process.pid!);
    if (rss !== undefined) ctx.report({ name: `API resident memory, 100k products, ${on}`, metric: 'RSS', value: rss, unit: 'MB', ...atMost(rss, 512) });
  } finally {
    await server.stop();
    if (scratch) await fs.rm(scratch, { recursive: true, force: true });
  }
}
