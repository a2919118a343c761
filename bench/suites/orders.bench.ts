import type { OrderTotals } from '@shop/contract';
import { atMost, BARE_ROUTE, BENCH_ROUND_SEC, callApi, compareWithBare, loadTest, shopperCaller, type BenchContext } from '../lib.ts';
import { buyersFor, orderStream, registerBuyers, spreadUnits } from '../order-load.ts';

/*
 * Orders (issue 5): preview and takeOrder latency (p50, p99) and req/s beside the bare route.
 * Goals on the embedded database: takeOrder p50 ≤ 10 ms; preview ≥ 20 % of the bare route's req/s.
 *
 * Data comes through the API: the skus with the most online stock are priced
 * once, and every takeOrder picks a sku that still has a unit (counted here), with its own idempotency
 * key; the number of orders is bounded by the demo stock, so no call fails for want of stock. The orders
 * are placed by buyers registered here, each holding at most a member's open orders (decision 617), so
 * the server keeps the member's limit (no lift) and every order is one a shop sees.
 */
const CONNECTIONS = 10;
/** Orders of each measured run (the warm-up places WARM_UP_ORDERS more). */
const RUN_ORDERS = 700;
const WARM_UP_ORDERS = 100;

export default async function orders(ctx: BenchContext): Promise<void> {
  // The skus with the most online stock, from the catalogue calls.
  const stock = new Map<number, number>();
  for (let pageNo = 1; pageNo <= 8; pageNo++) {
    const page = await callApi<{ items: { skuList: { id: number; status: string; storeStockQty: number }[] }[] }>(ctx, 'app/goods/getGoodsPage', {
      pageNo,
      pageSize: 100,
    });
    for (const g of page.items) for (const s of g.skuList) if (s.status === 'on' && s.storeStockQty > 0) stock.set(s.id, s.storeStockQty);
    if (page.items.length < 100) break;
  }
  const skus = [...stock.entries()].sort((a, b) => b[1] - a[1]).slice(0, 400);

  // Preview: a checkout of three lines with the promotions on, against the bare route.
  const previewBody = { skuList: skus.slice(0, 3).map(([skuId]) => ({ skuId, num: 1 })), needPromotion: true };
  await compareWithBare(ctx, [{ name: 'order preview (3 lines)', path: '/api/app/page/order/preview', body: previewBody, vsBareGoalPercent: 20 }], {
    connections: CONNECTIONS,
  });

  // takeOrder: one line of one unit per order, each on a sku that still has a unit, each key new (order-load.ts).
  const priced = new Map<number, OrderTotals>();
  for (const [skuId] of skus) priced.set(skuId, await callApi<OrderTotals>(ctx, 'app/page/order/preview', { skuList: [{ skuId, num: 1 }] }));
  const units = spreadUnits(skus);
  const registering = performance.now();
  const buyers = await registerBuyers(shopperCaller(ctx), buyersFor(WARM_UP_ORDERS + 2 * RUN_ORDERS), Math.floor(Math.random() * 900));
  ctx.report({
    name: 'takeOrder buyers',
    metric: 'registered and signed in',
    value: buyers.length,
    unit: `in ${Math.round(performance.now() - registering)} ms`,
  });
  const stream = orderStream(units, priced, `bench-${Date.now().toString(36)}`, buyers);
  const takeOrders = (name: string, connections: number, amount: number) =>
    loadTest(name ? ctx : { ...ctx, report: () => {} }, {
      name,
      path: '/api/app/page/order/takeOrder',
      nextRequest: () => {
        const { body, token: buyer } = stream.next();
        return { body, headers: { authorization: `Bearer ${buyer}` } };
      },
      connections,
      amount: Math.max(0, Math.min(amount, units.length - stream.placed)),
    });
  // Latency as one customer sees it (one connection), then throughput with CONNECTIONS at once; the
  // embedded database runs one statement at a time, so queueing adds to latency under concurrency.
  await takeOrders('', 1, WARM_UP_ORDERS);
  const singleName = 'takeOrder, 1 connection';
  const single = await takeOrders(singleName, 1, RUN_ORDERS);
  ctx.report({ name: singleName, metric: 'orders placed', value: single.requests, unit: '' });
  ctx.report({ name: singleName, metric: 'p50 goal', value: single.p50Ms, unit: 'ms', ...atMost(single.p50Ms, 10) });
  const manyName = `takeOrder, ${CONNECTIONS} connections`;
  // Between two bare runs (decision 210): a run bounded by the stock is one round, not several, and the
  // share is shown without a goal.
  const bareRun = () => loadTest({ ...ctx, report: () => {} }, { ...BARE_ROUTE, connections: CONNECTIONS, durationSec: BENCH_ROUND_SEC, warmUpSec: 0 });
  const bareBefore = await bareRun();
  const many = await takeOrders(manyName, CONNECTIONS, RUN_ORDERS);
  const bareAfter = await bareRun();
  ctx.report({ name: manyName, metric: 'orders placed', value: many.requests, unit: '' });
  const share = Math.round((many.reqPerSec / Math.max(1, (bareBefore.reqPerSec + bareAfter.reqPerSec) / 2)) * 1000) / 10;
  ctx.report({ name: manyName, metric: 'vs bare route', value: share, unit: '% of req/s', rounds: [share] });
}
