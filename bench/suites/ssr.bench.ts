import { atMost, callApi, compareWithBare, percentile, type BenchContext } from '../lib.ts';

/*
 * Server rendering (issue 17, decision 150): the home page and a product page as a browser asks for
 * them (HTML, brotli), beside the bare route in the same process. Goals: ≥ 30 % of the bare route's
 * req/s and p99 ≤ 50 ms at 20 connections. Released pages are kept rendered (dropped on any change), so
 * this is what a crawler or a burst of visitors costs; a render from nothing is shown as its own row.
 */
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

export default async function ssr(ctx: BenchContext): Promise<void> {
  const goods = await callApi<{ items: { id: number }[] }>(ctx, 'app/goods/getGoodsPage', { merchantCode: 'DEMO', storeCode: 'ESHOP', pageSize: 40 });
  const product = goods.items[0]!.id;
  const targets = [
    { name: 'server-rendered home page /', path: '/', headers: PAGE_HEADERS, vsBareGoalPercent: 30 },
    { name: `server-rendered product page /product?id=${product}`, path: `/product?id=${product}`, headers: PAGE_HEADERS, vsBareGoalPercent: 30 },
  ];
  const results = await compareWithBare(ctx, targets);
  for (const r of results.slice(1)) ctx.report({ name: r.name, metric: 'p99 budget', value: r.p99Ms, unit: 'ms', ...atMost(r.p99Ms, 50) });

  // A render from nothing (one at a time): product pages not asked for before, in English.
  const times: number[] = [];
  for (const g of goods.items.slice(1)) {
    const started = performance.now();
    const res = await fetch(new URL(`/product?id=${g.id}&lang=en`, ctx.baseUrl), { headers: PAGE_HEADERS });
    await res.arrayBuffer();
    if (res.status === 200) times.push(performance.now() - started);
  }
  ctx.report({ name: 'product page rendered from nothing (one at a time)', metric: 'p50', value: Math.round(percentile(times, 50) * 10) / 10, unit: 'ms' });
  ctx.report({ name: 'product page rendered from nothing (one at a time)', metric: 'p99', value: Math.round(percentile(times, 99) * 10) / 10, unit: 'ms' });
}
