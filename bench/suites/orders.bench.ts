import type { OrderTotals } from '@shop/contract';
import { atMost, BARE_ROUTE, BENCH_ROUND_SEC, callApi, compareWithBare, loadTest, type BenchContext } from '../lib.ts';
import { orderStream, spreadUnits } from '../order-load.ts';

/*
 * Orders (issue 5): preview and takeOrder latency (p50, p99) and req/s beside the bare route.
 * Goals on the embedded database: takeOrder p50 ≤ 10 ms; preview ≥ 20 % of the bare route's req/s.
 *
 * Data comes through the API: the demo member logs in, the skus with the most online stock are priced
 * once, and every takeOrder picks a sku that still has a unit (counted here), with its own idempotency
 * key; the number of orders is bounded by the demo stock, so no call fails for want of stock.
 */
const CONNECTIONS = 10;
const TAKE_ORDER_MAX = 2_500;

export default async function orders(ctx: BenchContext): Promise<void> {
  const { accessToken: token } = await callApi<{ accessToken: string }>(ctx, 'app/page/user/login', {
    account: '91234567',
    phoneAreaCode: '852',
    password: 'Jade2026a',
  });

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
  const stream = orderStream(units, priced, `bench-${Date.now().toString(36)}`);
  const takeOrders = (name: string, connections: number, amount: number) =>
    loadTest(name ? ctx : { ...ctx, report: () => {} }, {
      name,
      path: '/api/app/page/order/takeOrder',
      headers: { authorization: `Bearer ${token}` },
      nextBody: () => stream.next(),
      connections,
      amount: Math.max(0, Math.min(amount, units.length - stream.placed)),
    });
  // Latency as one customer sees it (one connection), then throughput with CONNECTIONS at once; the
  // embedded database runs one statement at a time, so queueing adds to latency under concurrency.
  await takeOrders('', 1, 100);
  const singleName = 'takeOrder, 1 connection';
  const single = await takeOrders(singleName, 1, TAKE_ORDER_MAX / 2);
  ctx.report({ name: singleName, metric: 'orders placed', value: single.requests, unit: '' });
  ctx.report({ name: singleName, metric: 'p50 goal', value: single.p50Ms, unit: 'ms', ...atMost(single.p50Ms, 10) });
  const manyName = `takeOrder, ${CONNECTIONS} connections`;
  // Between two bare runs (decision 210): a run bounded by the stock is one round, not several, and the
  // share is shown without a goal.
  const bareRun = () => loadTest({ ...ctx, report: () => {} }, { ...BARE_ROUTE, connections: CONNECTIONS, durationSec: BENCH_ROUND_SEC, warmUpSec: 0 });
  const bareBefore = await bareRun();
  const many = await takeOrders(manyName, CONNECTIONS, TAKE_ORDER_MAX / 2);
  const bareAfter = await bareRun();
  ctx.report({ name: manyName, metric: 'orders placed', value: many.requests, unit: '' });
  const share = Math.round((many.reqPerSec / Math.max(1, (bareBefore.reqPerSec + bareAfter.reqPerSec) / 2)) * 1000) / 10;
  ctx.report({ name: manyName, metric: 'vs bare route', value: share, unit: '% of req/s', rounds: [share] });
}
