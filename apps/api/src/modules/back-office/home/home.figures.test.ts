import { describe, expect, it } from 'vitest';
import { backOfficeHelpers, testAppPerFile } from '../../../../test/back-office-fixture.ts';
import { createHomeService } from './home.service.ts';
import { payBySandbox, placeOrder } from '../../../../test/orders-fixture.ts';
import type { StaffContext } from '../../../lib/context.ts';

const t = testAppPerFile();
const { q, login } = backOfficeHelpers(t);

/*
 * The home's figures against a direct computation: orders are written with paid moments on both sides of
 * Hong Kong midnights, and the expected figures are worked out here from each order's Hong Kong wall clock
 * (date strings), not with the service's own period arithmetic.
 */
const HK = 8 * 3_600_000;
const wall = (d: Date) => new Date(d.getTime() + HK).toISOString(); // 'YYYY-MM-DDTHH:MM:SS' of Hong Kong
const hkDate = (d: Date) => wall(d).slice(0, 10);
const hkTime = (d: Date) => wall(d).slice(11, 23);

let seq = 0;
async function order(o: { paidAt: string | null; status?: string; pay: number; spu?: { skuId: number; spuId: number; num: number } }): Promise<number> {
  const [m] = await q<{ id: number }>(`select id from members where member_no = 'JH10000001'`);
  const n = ++seq;
  const [row] = await q<{ id: number }>(
    `insert into orders (order_no, member_id, merchant_code, store_code, status, take_way, pickup_store_code, language_type, idempotency_key, request_hash,
       total_original_price, total_price, total_discount_value, price_rounding, total_pay_price, paid_at, created_at)
     values ('HOMETEST${n}', ${m!.id}, 'DEMO', 'ESHOP', '${o.status ?? 'paid'}', 'pickup', 'CWB', 'ENG', 'home-test-${n}', 'h',
       ${o.pay}, ${o.pay}, 0, 0, ${o.pay}, ${o.paidAt ? `'${o.paidAt}'` : 'null'}, ${o.paidAt ? `'${o.paidAt}'` : 'now()'}) returning id`,
  );
  if (o.spu) {
    await q(`insert into order_lines (order_id, sku_id, spu_id, sku_code, title, img, num, original_price, price, total_pay_price)
             select ${row!.id}, k.id, k.spu_id, k.sku_code, p.title, '', ${o.spu.num}, ${o.pay}, ${o.pay}, ${o.pay} from skus k join spus p on p.id = k.spu_id where k.id = ${o.spu.skuId}`);
  }
  return row!.id;
}

/** Money given back on an order at a moment (the refund row as the back office writes it). */
async function refund(orderId: number, amount: number, at: string) {
  await q(`insert into order_refunds (order_id, request_key, amount, lines, at) values (${orderId}, 'home-${++seq}', ${amount}, '[]', '${at}')`);
}

/**
 * The expected figures, from every order and refund in the database, by Hong Kong wall clock: gross is
 * every order paid (refunded since or not) by its paid moment, refunds by the moment of the refund, net
 * (`sales`) the difference (decision 366).
 */
async function expected(now: Date) {
  const paid = (await q<{ paidAt: Date | string | null; pay: number }>(`select paid_at as "paidAt", total_pay_price as pay from orders`))
    .filter((o) => o.paidAt && new Date(o.paidAt) < now)
    .map((o) => ({ at: new Date(o.paidAt!), pay: o.pay, order: 1 }));
  const back = (
    await q<{ at: Date | string; amount: number }>(`select r.at, r.amount from order_refunds r join orders o on o.id = r.order_id where o.paid_at is not null`)
  )
    .filter((r) => new Date(r.at) < now)
    .map((r) => ({ at: new Date(r.at), pay: -r.amount, order: 0 }));
  const all = [...paid, ...back];
  const today = hkDate(now);
  const time = hkTime(now);
  const dayBefore = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const monday = dayBefore(today, weekday);
  const lastMonday = dayBefore(monday, 7);
  const sum = (f: (o: (typeof all)[number]) => boolean) => {
    const l = all.filter(f);
    const gross = l.filter((o) => o.pay > 0).reduce((s, o) => s + o.pay, 0);
    const refunds = l.filter((o) => o.pay < 0).reduce((s, o) => s - o.pay, 0);
    return { sales: gross - refunds, grossSales: gross, refunds, orders: l.reduce((s, o) => s + o.order, 0) };
  };
  const month = today.slice(0, 7);
  const [y, mo] = month.split('-').map(Number) as [number, number];
  const prevMonth = mo === 1 ? `${y - 1}-12` : `${y}-${String(mo - 1).padStart(2, '0')}`;
  const dayOfMonth = today.slice(8);
  const cur = {
    today: sum((o) => hkDate(o.at) === today),
    yesterday: sum((o) => hkDate(o.at) === dayBefore(today, 1) && hkTime(o.at) < time),
    week: sum((o) => hkDate(o.at) >= monday && hkDate(o.at) <= today),
    lastWeek: sum((o) => {
      const d = hkDate(o.at);
      const sameSpan = d < dayBefore(today, 7) || (d === dayBefore(today, 7) && hkTime(o.at) < time);
      return d >= lastMonday && sameSpan;
    }),
    month: sum((o) => hkDate(o.at).startsWith(month)),
    lastMonth: sum((o) => {
      const d = hkDate(o.at);
      return d.startsWith(prevMonth) && (d.slice(8) < dayOfMonth || (d.slice(8) === dayOfMonth && hkTime(o.at) < time));
    }),
  };
  const days: string[] = [];
  for (let i = 29; i >= 0; i--) days.push(dayBefore(today, i));
  return { cur, daily: days.map((date) => ({ date, ...sum((o) => hkDate(o.at) === date) })) };
}

async function staffCtx(username: string): Promise<StaffContext> {
  const [s] = await q<{ id: number; roles: number[] }>(`select id, roles from staff_users where username = '${username}'`);
  return {
    lang: 'en',
    ip: '127.0.0.1',
    requestId: 't',
    session: { kind: 'staff', sessionId: 's', staffId: s!.id, roles: s!.roles as StaffContext['session']['roles'] },
  };
}

describe('home figures', () => {
  it('equal a direct computation over orders paid across Hong Kong midnights', async () => {
    const [sku] = await q<{ skuId: number; spuId: number }>(`select k.id as "skuId", k.spu_id as "spuId" from skus k order by k.id limit 1`);
    // "Now" is Monday 2 March 2026 00:30 in Hong Kong (Sunday 16:30 UTC): a new day, week and month.
    const now = new Date('2026-03-01T16:30:00Z');
    await order({ paidAt: '2026-03-01T16:10:00Z', pay: 10_000, spu: { ...sku!, num: 3 } }); // HK Mon 00:10: today
    await order({ paidAt: '2026-03-01T15:50:00Z', pay: 20_000 }); // HK Sun 23:50: yesterday, after this time of day
    await order({ paidAt: '2026-02-28T16:20:00Z', pay: 40_000 }); // HK Sun 00:20: yesterday before 00:30
    // Paid at HK 00:20 and refunded in full five minutes later: in gross, and out again in the net, the same day.
    const refunded = await order({ paidAt: '2026-03-01T16:20:00Z', pay: 80_000, status: 'refunded' });
    await refund(refunded, 80_000, '2026-03-01T16:25:00Z');
    await order({ paidAt: null, status: 'pending_payment', pay: 160_000 }); // unpaid
    await order({ paidAt: '2026-02-01T16:15:00Z', pay: 320_000 }); // HK Mon 2 Feb 00:15: last month, same span; and last week? no
    const lastWeek = await order({ paidAt: '2026-02-22T16:05:00Z', pay: 640_000, spu: { ...sku!, num: 2 } }); // HK Mon 23 Feb 00:05: last week, same span
    await refund(lastWeek, 5_000, '2026-02-27T02:00:00Z'); // HK Fri 27 Feb 10:00: a day of refunds and no sales
    const unpaid = await order({ paidAt: null, status: 'cancelled', pay: 7_000 });
    await refund(unpaid, 7_000, '2026-03-01T16:26:00Z'); // a refund of money never received gives nothing back
    await order({ paidAt: '2026-03-01T16:40:00Z', pay: 1_280_000 }); // after "now": not yet
    const home = createHomeService({ db: t.database.db, merchantCode: 'DEMO', clock: () => now });
    const f = await home.figures(await staffCtx('merchant.admin'));
    const e = await expected(now);
    expect(f.today).toBe('2026-03-02');
    expect(f.periods!.today).toMatchObject({
      sales: e.cur.today.sales,
      grossSales: e.cur.today.grossSales,
      refunds: e.cur.today.refunds,
      orders: e.cur.today.orders,
      previousSales: e.cur.yesterday.sales,
      previousGrossSales: e.cur.yesterday.grossSales,
      previousOrders: e.cur.yesterday.orders,
      from: '2026-03-02',
      to: '2026-03-02',
    });
    expect(f.periods!.week).toMatchObject({
      sales: e.cur.week.sales,
      grossSales: e.cur.week.grossSales,
      orders: e.cur.week.orders,
      previousSales: e.cur.lastWeek.sales,
      previousOrders: e.cur.lastWeek.orders,
      from: '2026-03-02',
    });
    expect(f.periods!.month).toMatchObject({
      sales: e.cur.month.sales,
      grossSales: e.cur.month.grossSales,
      refunds: e.cur.month.refunds,
      orders: e.cur.month.orders,
      previousSales: e.cur.lastMonth.sales,
      previousOrders: e.cur.lastMonth.orders,
      from: '2026-03-01',
    });
    // The written orders alone, as a person reads them.
    expect(e.cur.today).toEqual({ sales: 10_000, grossSales: 90_000, refunds: 80_000, orders: 2 });
    expect(f.periods!.today.sales).toBe(f.periods!.today.grossSales - f.periods!.today.refunds);
    expect(e.cur.yesterday).toEqual({ sales: 40_000, grossSales: 40_000, refunds: 0, orders: 1 });
    expect(e.cur.lastWeek).toEqual({ sales: 640_000, grossSales: 640_000, refunds: 0, orders: 1 });
    expect(e.cur.lastMonth).toEqual({ sales: 320_000, grossSales: 320_000, refunds: 0, orders: 1 });
    expect(f.dailySales).toEqual(e.daily);
    expect(f.dailySales!.at(-1)).toEqual({ date: '2026-03-02', sales: 10_000, grossSales: 90_000, refunds: 80_000, orders: 2 });
    expect(f.dailySales!.at(-2)).toEqual({ date: '2026-03-01', sales: 60_000, grossSales: 60_000, refunds: 0, orders: 2 });
    expect(f.dailySales!.find((d) => d.date === '2026-02-27')).toEqual({ date: '2026-02-27', sales: -5_000, grossSales: 0, refunds: 5_000, orders: 0 });
    expect(f.bestSellers![0]).toMatchObject({ spuId: sku!.spuId, units: 5 });

    // Ten minutes before the midnight, Sunday is still today: the order of 00:10 has not happened yet.
    const before = new Date('2026-03-01T15:55:00Z');
    const g = await createHomeService({ db: t.database.db, merchantCode: 'DEMO', clock: () => before }).figures(await staffCtx('merchant.admin'));
    const e2 = await expected(before);
    expect(g.today).toBe('2026-03-01');
    expect(g.periods!.today).toMatchObject({
      sales: e2.cur.today.sales,
      orders: e2.cur.today.orders,
      previousSales: e2.cur.yesterday.sales,
      previousOrders: e2.cur.yesterday.orders,
    });
    expect(e2.cur.today).toEqual({ sales: 60_000, grossSales: 60_000, refunds: 0, orders: 2 });
    expect(g.periods!.week).toMatchObject({ sales: e2.cur.week.sales, previousSales: e2.cur.lastWeek.sales, from: '2026-02-23' });
    expect(g.periods!.month).toMatchObject({ sales: e2.cur.month.sales, previousSales: e2.cur.lastMonth.sales, from: '2026-03-01' });
    expect(g.dailySales).toEqual(e2.daily);
  });

  it('pick-ups and redemptions waiting with their wait; low stock against the threshold; role 2 sees its own shop only', async () => {
    const admin = await login(6);
    const counter = await login(2);
    const [m] = await q<{ id: number }>(`select id from members where member_no = 'JH10000002'`);
    for (const [code, shop, mins] of [
      ['READY1', 'CWB', 90],
      ['READY2', 'CWB', 10],
      ['READY3', 'TST', 30],
    ] as const) {
      const [store] = await q(`select code from stores where code = '${shop}'`);
      if (!store) continue;
      await q(`insert into orders (order_no, member_id, merchant_code, store_code, status, take_way, pickup_store_code, language_type, idempotency_key, request_hash,
                total_original_price, total_price, total_discount_value, price_rounding, total_pay_price, paid_at, updated_at)
               values ('${code}', ${m!.id}, 'DEMO', 'ESHOP', 'ready_for_pickup', 'pickup', '${shop}', 'ENG', 'k-${code}', 'h', 100, 100, 0, 0, 100,
                 now() - interval '${mins + 5} minutes', now() - interval '${mins} minutes')`);
    }
    const res = await t.call('app/backOffice/home/figures', {}, { token: admin });
    expect(res.status).toBe(200);
    const cwb = res.body.data.pickupsWaiting.find((p: { storeCode: string }) => p.storeCode === 'CWB');
    const [direct] = await q<{ n: number; oldest: number }>(
      `select count(*)::int as n, max(extract(epoch from now() - updated_at) / 60)::int as oldest from orders where status = 'ready_for_pickup' and pickup_store_code = 'CWB'`,
    );
    expect(cwb.count).toBe(direct!.n);
    expect(cwb.longestWaitMinutes).toBeGreaterThanOrEqual(90);
    expect(Math.abs(cwb.longestWaitMinutes - direct!.oldest)).toBeLessThanOrEqual(1);

    // Low stock: the threshold set by the merchant decides.
    const [low] = await q<{ n: number }>(
      `select count(*)::int as n from sku_stocks s join skus k on k.id = s.sku_id join spus p on p.id = k.spu_id where s.qty <= 5 and k.status = 'on' and p.status = 'on'`,
    );
    expect((await t.call('app/backOffice/home/setLowStockThreshold', { threshold: 5 }, { token: admin })).status).toBe(200);
    const after = (await t.call('app/backOffice/home/figures', {}, { token: admin })).body.data;
    expect(after.lowStockThreshold).toBe(5);
    expect(after.lowStock.perShop.reduce((s: number, r: { count: number }) => s + r.count, 0)).toBe(low!.n);
    expect(after.lowStock.rows.every((r: { qty: number }) => r.qty <= 5)).toBe(true);

    const shop = (await t.call('app/backOffice/home/figures', {}, { token: counter })).body.data;
    expect(shop.scope).toBe('shop');
    // The counter's home is titled by its shop's name, in three languages (issue 40: not by its code).
    const cwbName = (await q<{ name: Record<string, string> }>(`select name from stores where code = 'CWB'`))[0]!.name;
    expect(shop.storeName).toEqual(cwbName);
    expect(shop.storeName.zh_HK).not.toBe('CWB');
    expect(after.storeName).toBeNull();
    expect(shop.periods).toBeNull();
    expect(shop.dailySales).toBeNull();
    expect(shop.bestSellers).toBeNull();
    expect(shop.pickupsWaiting.map((p: { storeCode: string }) => p.storeCode)).toEqual(['CWB']);
    expect(shop.lowStock.perShop.every((p: { storeCode: string }) => p.storeCode === 'CWB')).toBe(true);
    expect(shop.redemptionsWaiting.every((p: { storeCode: string }) => p.storeCode === 'CWB')).toBe(true);
  });

  it('a same-day refund through the back office: net = gross − refunds, gross keeps the sale (issue 37)', async () => {
    const admin = await login(6);
    const member = (await t.call('app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' })).body.data.accessToken;
    const [sku] = await q<{ id: number }>(
      `select k.id from skus k join spus p on p.id = k.spu_id join sku_stocks s on s.sku_id = k.id and s.store_code = 'ESHOP'
       where k.status = 'on' and p.status = 'on' and s.qty > 0 order by k.id limit 1`,
    );
    await q(`update sku_stocks set qty = 10 where sku_id = ${sku!.id} and store_code = 'ESHOP'`);
    t.services.orders.skusChanged([sku!.id]);
    const today = async () => (await t.call('app/backOffice/home/figures', {}, { token: admin })).body.data.periods.today;
    const before = await today();
    const orderNo = await placeOrder(t, member, [{ skuId: sku!.id, num: 1 }]);
    await payBySandbox(t, member, orderNo);
    const [o] = await q<{ total: number }>(`select total_pay_price as total from orders where order_no = '${orderNo}'`);
    const paid = await today();
    expect(paid).toMatchObject({
      sales: before.sales + o!.total,
      grossSales: before.grossSales + o!.total,
      refunds: before.refunds,
      orders: before.orders + 1,
    });
    const refund = await t.call('app/backOffice/orders/refund', { orderNo, reason: 'same day', goodsReturned: true }, { token: admin });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    const after = await today();
    expect(after).toMatchObject({ sales: before.sales, grossSales: paid.grossSales, refunds: before.refunds + o!.total, orders: paid.orders });
    expect(after.sales).toBe(after.grossSales - after.refunds);
  });
});
