import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO, productInput } from '@shop/contract';
import { atMost, callApi, compareWithBare, startServer, type BenchContext } from '../lib.ts';

/*
 * Reads with every cache off (issue 41, decision 483): a server of its own started with BENCH_CACHES_OFF=1,
 * so every in-memory cache (answers, pages, sessions, pricing reference data) loads each time. The product
 * page's data (getGoodsMixData over 24 products in turn) beside the bare route, goal ≥ 10 % of its req/s;
 * customer search (getGoodsPage with a search word, 12 words in turn) at 10 connections, p50 shown beside
 * issue 41's ≤ 20 ms. On a fresh demo database; with BENCH_BIG=1 on the bench seed (DATA_DIR or
 * BENCH_BIG_DATABASE_URL, as `home` and `catalogue`).
 */
const shop = { merchantCode: DEMO.merchantCode, storeCode: 'ESHOP' };
const SEARCH = ['翡翠', '蓮', '鑽石戒指', '手鐲', '珍珠', 'lotus', 'Ring', 'pearl necklace', 'gold', 'watch', 'JH000123', 'aurora'];

export default async function uncached(ctx: BenchContext): Promise<void> {
  const big = process.env.BENCH_BIG === '1';
  const databaseUrl = big ? process.env.BENCH_BIG_DATABASE_URL || undefined : undefined;
  const bigDir = big && !databaseUrl ? process.env.DATA_DIR : undefined;
  const scratch = bigDir ? undefined : await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bench-uncached-'));
  const label = databaseUrl ? 'bench seed, PostgreSQL' : bigDir ? 'bench seed, embedded' : 'demo';
  const server = await startServer(ctx.repoRoot, bigDir ?? scratch!, {
    timeoutMs: 600_000,
    env: { BENCH_CACHES_OFF: '1' },
    ...(databaseUrl ? { databaseUrl } : {}),
  });
  try {
    const here: BenchContext = { ...ctx, baseUrl: server.baseUrl, serverPid: server.process.pid! };
    // Products spread over the catalogue: the first page of each of a few orders and pages.
    const ids = new Set<number>();
    for (const body of [{}, { pageNo: 7 }, { orderBy: 'price', isAsc: true }, { orderBy: 'sales', isAsc: false }]) {
      const page = await callApi<{ items: { id: number }[] }>(here, 'app/goods/getGoodsPage', { ...shop, pageNo: 1, pageSize: 6, ...body });
      for (const g of page.items) ids.add(g.id);
    }
    const results = await compareWithBare(
      here,
      [
        {
          name: `product page data, uncached (${label}, ${ids.size} products)`,
          path: '/api/app/goods/getGoodsMixData',
          requests: [...ids].map((id) => ({ body: productInput(id, shop) })),
          vsBareGoalPercent: 10,
        },
        {
          name: `search, uncached (${label}, ${SEARCH.length} words)`,
          path: '/api/app/goods/getGoodsPage',
          requests: SEARCH.map((q) => ({ body: { ...shop, pageNo: 1, pageSize: 20, searchCode: q } })),
        },
      ],
      { connections: 10 },
    );
    // The bare route's result comes first, then the targets'.
    const search = results[2];
    // No answer inside the rounds (a machine too busy to finish one) is no p50 of 0 ms.
    if (search && search.requests === 0)
      ctx.report({ name: search.name, metric: 'p50 at 10 connections', value: 0, unit: 'ms', goal: '≤ 20', skipped: 'no request completed in the rounds' });
    else if (search) ctx.report({ name: search.name, metric: 'p50 at 10 connections', value: search.p50Ms, unit: 'ms', ...atMost(search.p50Ms, 20) });
  } finally {
    await server.stop();
    if (scratch) await fs.rm(scratch, { recursive: true, force: true });
  }
}
