import { atMost, callApi, compareWithBare, percentile, type BenchContext } from '../lib.ts';

/*
 * The members' club (issue 13): getGoodsPage of the club beside the bare route (goal ≥ 40 % of its
 * req/s; the first page, the second, a category and a title search in turn) and redeem p50 one call at a
 * time (goal ≤ 25 ms on the embedded database).
 *
 * Redemptions spend real points, so they are bounded by the demo members' balances: each member with a
 * password redeems one unit of an unlimited 300-point item until the points run out,
 * the pick-up shop going round the nine shops (99 units each).
 */
const MEMBERS: Array<[phone: string, area: string, password: string]> = [
  ['95551234', '852', 'Club2026a'],
  ['91234567', '852', 'Jade2026a'],
  ['13800138000', '86', 'Jade2026b'],
  ['96543210', '852', 'Club2026b'],
  ['97654321', '852', 'Club2026c'],
];

export default async function club(ctx: BenchContext): Promise<void> {
  const cats = await callApi<{ list: { id: number }[] }>(ctx, 'app/pointsCategory/categoryList', { storeType: '1' });
  const base = { merchantCode: 'DEMO', storeCode: 'ESHOP', pageSize: 20, filterPrincePointsMallDisplaySpu: true };
  await compareWithBare(ctx, [
    {
      name: 'club getGoodsPage (4 pages in turn)',
      path: '/api/app/pointsGoods/getGoodsPage',
      requests: [
        { body: { ...base, pageNo: 1, title: '' } },
        { body: { ...base, pageNo: 2, title: '' } },
        { body: { ...base, pageNo: 1, title: '', categoryId: cats.list[0]!.id } },
        { body: { ...base, pageNo: 1, title: 'voucher' } },
      ],
      vsBareGoalPercent: 40,
    },
  ]);

  const page = await callApi<{ items: { titleEng: string; skuList: { id: number; point: number }[] }[] }>(ctx, 'app/pointsGoods/getGoodsPage', {
    ...base,
    pageSize: 50,
    title: 'Professional jewellery cleaning',
  });
  const sku = page.items[0]!.skuList[0]!;
  const run = Date.now().toString(36);
  const latencies: number[] = [];
  const shops = ['CEN', 'TST', 'CWB', 'MKK', 'STN', 'TSW', 'KTG', 'TMN', 'YLG'];
  let refused = 0;
  for (const [account, phoneAreaCode, password] of MEMBERS) {
    const { accessToken } = await callApi<{ accessToken: string }>(ctx, 'app/page/user/login', { account, phoneAreaCode, password });
    for (let i = 0; ; i++) {
      const started = performance.now();
      const res = await fetch(`${ctx.baseUrl}/api/app/pointsGoods/redeem`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'zh-HK', 'accept-encoding': 'br, gzip', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({
          lines: [{ skuId: sku.id, num: 1 }],
          pickupStoreCode: shops[latencies.length % shops.length],
          idempotencyKey: `bench-${run}-${account}-${i}`,
        }),
      });
      const body = (await res.json()) as { errorCode?: number };
      if (res.status !== 200) {
        if (body.errorCode === 140006) break;
        refused++;
        break;
      }
      latencies.push(performance.now() - started);
    }
  }
  const name = 'redeem, 1 connection';
  ctx.report({ name, metric: 'redemptions', value: latencies.length, unit: '' });
  const p50 = Math.round(percentile(latencies, 50) * 10) / 10;
  ctx.report({ name, metric: 'p50 goal', value: p50, unit: 'ms', ...atMost(p50, 25) });
  ctx.report({ name, metric: 'p99', value: Math.round(percentile(latencies, 99) * 10) / 10, unit: 'ms' });
  if (refused) ctx.report({ name, metric: 'failed answers', value: refused, unit: 'req', goal: '= 0', pass: false });
}
