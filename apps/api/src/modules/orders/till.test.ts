import { beforeAll, describe, expect, it } from 'vitest';
import { backOfficeHelpers, staffPerFile, testAppPerFile } from '../../../test/back-office-fixture.ts';
import { demoMember, payBySandbox, placeOrder, takeOrderBody } from '../../../test/orders-fixture.ts';
import { shopManagerAt } from '../../../test/staff-login.ts';
import { signMemberQr } from '../members/index.ts';

/*
 * Issue 43: the counter as a till. A walk-in sale from the shop's own stock (priced as online, paid by
 * several methods, completed at once, points earned), idempotent; the last piece sold once among two
 * counters and an online pick-up order; another shop's counter sees nothing of this one; every sale
 * audited; a return of more than was sold refused; the day opened with a float and closed with a count.
 */

const t = testAppPerFile();
const { q, login } = backOfficeHelpers(t);
const staff = staffPerFile(t, { counter: 2, admin: 6 });

let otherShop: string;
let memberToken: string;
let memberQr: string;

beforeAll(async () => {
  otherShop = await shopManagerAt(t, 'MKK'); // a counter of another shop (Mong Kok)
  memberToken = (await demoMember(t)).token;
  memberQr = (await signMemberQr(t.database.db, 'JH10000001')).content;
});

const bo = (path: string, body: unknown, token = staff.counter, lang = 'en') => t.call(`app/backOffice/${path}`, body, { token, lang });

let skuOffset = 0;
/** A hand-priced sku on sale, with `here` units at Causeway Bay and `online` at the online shop. */
async function piece(here: number, online = 0): Promise<{ id: number; code: string; price: number }> {
  const [k] = await q<{ id: number; code: string; price: number }>(`
    select k.id, k.sku_code as code, k.price from skus k join spus p on p.id = k.spu_id
    where k.status = 'on' and p.status = 'on' and k.weight_pricing is null and k.price > 0 order by k.id offset ${skuOffset++} limit 1`);
  await q(`insert into sku_stocks (sku_id, store_code, qty) values (${k!.id}, 'CWB', ${here}), (${k!.id}, 'ESHOP', ${online})
           on conflict (sku_id, store_code) do update set qty = excluded.qty`);
  t.services.orders.skusChanged([k!.id]);
  return k!;
}
const stockAt = async (skuId: number, shop: string) =>
  (await q<{ qty: number }>(`select qty from sku_stocks where sku_id = ${skuId} and store_code = '${shop}'`))[0]?.qty;
const balance = async () =>
  (
    await q<{ n: number }>(
      `select coalesce(sum(delta), 0)::int as n from points_ledger l join members m on m.id = l.member_id where m.member_no = 'JH10000001'`,
    )
  )[0]!.n;

let keySeq = 0;
const key = () => `till-test-${Date.now()}-${++keySeq}`;
async function quote(lines: { skuId: number; num: number }[], methods: string[] = ['cash', 'card_terminal'], token = staff.counter) {
  const res = await bo('till/quote', { lines, methods }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { totalPayPrice: number; invalidSkuIds: number[] };
}
/** A sale paid half cash (with 100.00 more handed over) and half card terminal. */
function halfAndHalf(total: number) {
  const cash = Math.floor(total / 2);
  return [
    { method: 'cash', amount: cash, tendered: cash + 10000 },
    { method: 'card_terminal', amount: total - cash, reference: 'SLIP-0042' },
  ];
}

describe('a counter sale (issue 43)', () => {
  it("sells from this shop's stock to a member found by QR, paid by two methods: one completed order, stock, points, payments, audit", async () => {
    const k = await piece(3);
    const found = await bo('till/lookup', { query: k.code });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.data.list[0]).toMatchObject({ skuId: k.id, skuCode: k.code, qtyHere: 3 });
    const m = await bo('till/member', { memberQr });
    expect(m.body.data).toMatchObject({ memberNo: 'JH10000001', memberName: 'Chan Tai Man' });

    const lines = [{ skuId: k.id, num: 2 }];
    const { totalPayPrice } = await quote(lines);
    const before = await balance();
    const res = await bo('till/sale', { idempotencyKey: key(), memberQr, lines, totalPayPrice, payments: halfAndHalf(totalPayPrice) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.data;
    expect(r).toMatchObject({
      memberNo: 'JH10000001',
      shopCode: 'CWB',
      staffUsername: 'counter.staff',
      totalPayPrice,
      change: 10000,
      replayed: false,
      emailed: true,
    });
    expect(r.payments.map((p: { method: string }) => p.method)).toEqual(['cash', 'card_terminal']);
    expect(r.pointsEarned).toBeGreaterThan(0);
    expect(await balance()).toBe(before + r.pointsEarned);
    expect(await stockAt(k.id, 'CWB')).toBe(1);

    const [o] = await q<{ status: string; take_way: string; store_code: string; paid_at: string | null; handed: number }>(
      `select o.status, o.take_way, o.store_code, o.paid_at, (select sum(handed_over_num) from order_lines where order_id = o.id)::int as handed
       from orders o where order_no = '${r.orderNo}'`,
    );
    expect(o).toMatchObject({ status: 'completed', take_way: 'counter', store_code: 'CWB', handed: 2 });
    expect(o!.paid_at).not.toBeNull();
    const audit = await q<{ action: string }>(`select action from audit_log where entity = 'orders' and entity_id = '${r.orderNo}'`);
    expect(audit.map((a) => a.action)).toEqual(['counterSale']);
    const mail = await q<{ event: string; body_text: string }>(
      `select m.event, m.body_text from messages m join orders o on o.id = m.order_id where o.order_no = '${r.orderNo}'`,
    );
    expect(mail.map((x) => x.event)).toEqual(['till_receipt']);
    expect(mail[0]!.body_text).toContain(r.orderNo);

    // A reprint reads as the first print; the member sees the sale among their orders.
    const again = await bo('till/receipt', { orderNo: r.orderNo });
    expect(again.body.data).toMatchObject({ orderNo: r.orderNo, totalPayPrice, change: 10000 });
    const mine = await t.call('app/page/order/getOrderList', { pageNo: 1, pageSize: 10 }, { token: memberToken });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.data.list.some((x: { orderNo: string; takeWay: string }) => x.orderNo === r.orderNo && x.takeWay === 'counter')).toBe(true);
  });

  it('sells to no member; a retry with the same key happens once; the key with other content is refused', async () => {
    const k = await piece(2);
    const lines = [{ skuId: k.id, num: 1 }];
    const { totalPayPrice } = await quote(lines, ['cash']);
    const body = { idempotencyKey: key(), lines, totalPayPrice, payments: [{ method: 'cash', amount: totalPayPrice }] };
    const [a, b] = await Promise.all([bo('till/sale', body), bo('till/sale', body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.orderNo).toBe(b.body.data.orderNo);
    expect([a.body.data.replayed, b.body.data.replayed].sort()).toEqual([false, true]);
    expect(a.body.data.memberNo).toBeNull();
    // The merchant's order desk lists and opens a sale without a member.
    const desk = await bo('orders/detail', { orderNo: a.body.data.orderNo }, staff.admin);
    expect(desk.status, JSON.stringify(desk.body)).toBe(200);
    expect(desk.body.data.order).toMatchObject({ takeWay: 'counter', status: 'completed' });
    const listed = await bo('orders/list', { search: a.body.data.orderNo }, staff.admin);
    expect(listed.body.data.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([a.body.data.orderNo]);
    expect(await stockAt(k.id, 'CWB')).toBe(1);
    const third = await bo('till/sale', body);
    expect(third.body.data).toMatchObject({ orderNo: a.body.data.orderNo, replayed: true });
    const other = await bo('till/sale', { ...body, lines: [{ skuId: k.id, num: 1 }], payments: [{ method: 'fps', amount: totalPayPrice }] });
    expect([other.status, other.body.errorCode]).toEqual([409, 87005]);
  });

  it('sells the last piece once among two counters and an online pick-up order at once', async () => {
    const k = await piece(1, 0);
    const lines = [{ skuId: k.id, num: 1 }];
    const { totalPayPrice } = await quote(lines, ['cash']);
    const preview = (
      await t.call('app/page/order/preview', { skuList: lines, giftSkuList: [], paymentMethod: 'at_shop', pickupStoreCode: 'CWB' }, { token: memberToken })
    ).body.data;
    const sale = () => bo('till/sale', { idempotencyKey: key(), lines, totalPayPrice, payments: [{ method: 'cash', amount: totalPayPrice }] });
    const online = () =>
      t.call('app/page/order/takeOrder', takeOrderBody(key(), lines, preview, { pickupStoreCode: 'CWB' }, 'at_shop'), { token: memberToken });
    const results = await Promise.all([sale(), sale(), online()]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.status, JSON.stringify(r.body)).toBe(409);
    expect(await stockAt(k.id, 'CWB')).toBe(0);
  });

  it('refuses a total that moved, payments that do not add up and a QR that is not valid', async () => {
    const k = await piece(2);
    const lines = [{ skuId: k.id, num: 1 }];
    const { totalPayPrice } = await quote(lines, ['cash']);
    const moved = await bo('till/sale', {
      idempotencyKey: key(),
      lines,
      totalPayPrice: totalPayPrice + 100,
      payments: [{ method: 'cash', amount: totalPayPrice + 100 }],
    });
    expect([moved.status, moved.body.errorCode]).toEqual([409, 87001]);
    const short = await bo('till/sale', { idempotencyKey: key(), lines, totalPayPrice, payments: [{ method: 'cash', amount: totalPayPrice - 1 }] });
    expect([short.status, short.body.errorCode]).toEqual([400, 87002]);
    const badQr = await bo('till/member', { memberQr: 'JHQ1.JH10000001.1.abc' }, staff.counter, 'zh_HK');
    expect([badQr.status, badQr.body.errorCode]).toEqual([400, 87000]);
    expect(badQr.body.errorMessage).toContain('二維碼');
    expect(await stockAt(k.id, 'CWB')).toBe(2);
  });

  it("another shop's counter sees nothing of this shop: its receipts, returns and stock", async () => {
    const k = await piece(1);
    const lines = [{ skuId: k.id, num: 1 }];
    const { totalPayPrice } = await quote(lines, ['cash']);
    const sold = await bo('till/sale', { idempotencyKey: key(), lines, totalPayPrice, payments: [{ method: 'cash', amount: totalPayPrice }] });
    const orderNo = sold.body.data.orderNo as string;
    const receipt = await bo('till/receipt', { orderNo }, otherShop);
    expect([receipt.status, receipt.body.errorCode]).toEqual([404, 87006]);
    const ret = await bo('till/return', { orderNo, requestKey: key(), lines: [{ lineId: 1, num: 1 }] }, otherShop);
    expect([ret.status, ret.body.errorCode]).toEqual([404, 87006]);
    // Its lookup counts its own units of the piece, never this shop's.
    await q(`insert into sku_stocks (sku_id, store_code, qty) values (${k.id}, 'MKK', 5) on conflict (sku_id, store_code) do update set qty = 5`);
    const found = await bo('till/lookup', { query: k.code }, otherShop);
    expect(found.body.data.list.find((x: { skuId: number }) => x.skuId === k.id)?.qtyHere).toBe(5);
    // Its day shows none of this shop's takings; a member or anonymous caller gets nothing.
    const day = await bo('till/day/current', {}, otherShop);
    expect(day.body.data.shopCode).toBe('MKK');
    expect((await t.call('app/backOffice/till/sale', {}, { token: memberToken })).status).toBe(401);
    expect((await bo('till/sale', {}, await login(3))).status).toBe(403);
  });
});

describe('a return at the counter (issue 43)', () => {
  it('refunds the cash, restocks this shop, takes the points back; more than was sold is refused', async () => {
    const k = await piece(2);
    const lines = [{ skuId: k.id, num: 2 }];
    const { totalPayPrice } = await quote(lines);
    const sold = (await bo('till/sale', { idempotencyKey: key(), memberQr, lines, totalPayPrice, payments: halfAndHalf(totalPayPrice) })).body.data;
    const lineId = sold.lines[0].lineId as number;
    const before = await balance();
    const tooMany = await bo('till/return', { orderNo: sold.orderNo, requestKey: key(), lines: [{ lineId, num: 3 }] });
    expect(tooMany.status, JSON.stringify(tooMany.body)).toBe(409);
    expect(await stockAt(k.id, 'CWB')).toBe(0);

    const requestKey = key();
    const back = await bo('till/return', { orderNo: sold.orderNo, requestKey, lines: [{ lineId, num: 1 }], reason: 'changed mind' });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data).toMatchObject({ method: 'cash', replayed: false, refunded: Math.floor(totalPayPrice / 2) });
    expect(back.body.data.receipt.payments[0]).toMatchObject({ method: 'cash', refunded: Math.floor(totalPayPrice / 2) });
    expect(await stockAt(k.id, 'CWB')).toBe(1);
    expect(await balance()).toBeLessThan(before);
    const replay = await bo('till/return', { orderNo: sold.orderNo, requestKey, lines: [{ lineId, num: 1 }] });
    expect(replay.body.data).toMatchObject({ replayed: true });
    expect(await stockAt(k.id, 'CWB')).toBe(1);
    // One more than is left (one unit) is refused too.
    const rest = await bo('till/return', { orderNo: sold.orderNo, requestKey: key(), lines: [{ lineId, num: 2 }] });
    expect(rest.status).toBe(409);
    const audit = await q<{ action: string }>(`select action from audit_log where entity = 'orders' and entity_id = '${sold.orderNo}' order by id`);
    expect(audit.map((a) => a.action)).toEqual(['counterSale', 'counterReturn']);
  });
});

describe('a return of a pick-up order collected here (issue 43)', () => {
  it("goes back the way it was paid online (the desk's refund path), the goods to this shop", async () => {
    const k = await piece(0, 3);
    const orderNo = await placeOrder(t, memberToken, [{ skuId: k.id, num: 1 }], { pickupStoreCode: 'CWB' }, 'sandbox_card');
    await payBySandbox(t, memberToken, orderNo);
    expect((await bo('orders/prepare', { orderNo }, staff.admin)).status).toBe(200);
    const code = (await t.call('app/page/order/getOrderDetail', { orderNo }, { token: memberToken })).body.data.collectionCode as string;
    expect((await bo('counter/handOver', { code })).status).toBe(200);
    const [line] = await q<{ id: number }>(`select l.id from order_lines l join orders o on o.id = l.order_id where o.order_no = '${orderNo}'`);
    const back = await bo('till/return', { orderNo, requestKey: key(), lines: [{ lineId: line!.id, num: 1 }] });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data.method).toBeNull();
    expect(back.body.data.refunded).toBeGreaterThan(0);
    const [p] = await q<{ provider: string; refunded: number }>(
      `select p.provider, p.refunded_amount as refunded from payments p join orders o on o.id = p.order_id where o.order_no = '${orderNo}'`,
    );
    expect(p).toMatchObject({ provider: 'sandbox_card', refunded: back.body.data.refunded });
    expect(await stockAt(k.id, 'CWB')).toBe(1);
    // Another shop's counter cannot take it back.
    const elsewhere = await bo('till/return', { orderNo, requestKey: key(), lines: [{ lineId: line!.id, num: 1 }] }, otherShop);
    expect(elsewhere.status).toBe(404);
  });
});

describe("the shop's day (issue 43)", () => {
  it('opens with a float, counts sales and returns per method and staff, closes with a count and the difference; the merchant lists and exports it', async () => {
    await q(`delete from till_days`);
    const opened = await bo('till/day/open', { floatCents: 100000 });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const twice = await bo('till/day/open', { floatCents: 100000 });
    expect([twice.status, twice.body.errorCode]).toEqual([409, 87010]);

    const k = await piece(2);
    const lines = [{ skuId: k.id, num: 1 }];
    const { totalPayPrice } = await quote(lines);
    const sold = (await bo('till/sale', { idempotencyKey: key(), lines, totalPayPrice, payments: halfAndHalf(totalPayPrice) })).body.data;
    const cash = Math.floor(totalPayPrice / 2);
    // The reconciliation of the day includes the counter's payments, each matched with its counter record.
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const rec = await bo('payments/reconciliation', { date: today }, staff.admin);
    const mine = (rec.body.data.rows as { orderNo: string; method: string; match: string; amount: number }[]).filter((r) => r.orderNo === sold.orderNo);
    expect(mine.map((r) => [r.method, r.match, r.amount])).toEqual([
      ['counter_cash', 'counter', cash],
      ['counter_card_terminal', 'counter', totalPayPrice - cash],
    ]);

    const now = await bo('till/day/current', {});
    const day = now.body.data.day;
    expect(day).toMatchObject({ shopCode: 'CWB', floatCents: 100000, salesCount: 1, salesTotal: totalPayPrice, expectedCash: 100000 + cash });
    expect(day.takings).toEqual(
      expect.arrayContaining([
        { staffUsername: 'counter.staff', method: 'cash', sales: 1, taken: cash, refunded: 0 },
        { staffUsername: 'counter.staff', method: 'card_terminal', sales: 1, taken: totalPayPrice - cash, refunded: 0 },
      ]),
    );
    const closed = await bo('till/day/close', { countedCents: 100000 + cash - 500, note: 'short 5' });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data).toMatchObject({ countedCash: 100000 + cash - 500, difference: -500, expectedCash: 100000 + cash });
    const again = await bo('till/day/close', { countedCents: 0 });
    expect([again.status, again.body.errorCode]).toEqual([409, 87011]);

    const list = await bo('tillDays/list', { shopCode: 'CWB' }, staff.admin);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.list[0]).toMatchObject({ id: closed.body.data.id, difference: -500, closedBy: 'counter.staff' });
    expect((await bo('tillDays/list', {}, staff.counter)).status).toBe(403);
    const csv = await bo('tillDays/export', { shopCode: 'CWB' }, staff.admin);
    expect(csv.body.data.csv).toContain('differenceHkd');
    expect(csv.body.data.csv).toContain('-5.00');
    const audit = await q<{ action: string }>(`select action from audit_log where entity = 'tillDays' order by id`);
    expect(audit.map((a) => a.action)).toEqual(['dayOpen', 'dayClose', 'export']);
  });
});
