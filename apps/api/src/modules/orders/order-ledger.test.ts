import { beforeAll, describe, expect, it } from 'vitest';
import { hkIsoDate, refundWayBackWireLabel, type Lang, type RefundWayBackWire } from '@shop/contract';
import { backOfficeHelpers, testAppPerFile } from '../../../test/back-office-fixture.ts';
import { deskSignIn, memberOrder, payBySandbox, placeOrder, skuSource, stockAt } from '../../../test/orders-fixture.ts';

/*
 * Issue 37, decisions 350–353: one account of every unit and every dollar. The counter hands over only
 * the units due; a refund after hand-over is a return; only money received is refunded (an unpaid order is
 * cancelled); the back office and the member name the same way back; the reconciliation flags a refund
 * with no money behind it.
 */

const t = testAppPerFile();
const { q } = backOfficeHelpers(t);

let memberToken: string, counter: string, admin: string;
beforeAll(async () => void ({ memberToken, counter, admin } = await deskSignIn(t)));

const sku = skuSource(q, 60);
const stock = (skuId: number, store: string) => stockAt(t, skuId, store);
const memberDetail = (orderNo: string) => memberOrder(t, memberToken, orderNo);
const bo = (path: string, body: unknown, token = admin) => t.call(`app/backOffice/${path}`, body, { token, lang: 'en' });
const ledger = (orderNo: string) =>
  q<{ skuId: number; num: number; refundedNum: number; returnedNum: number; handedOverNum: number }>(
    `select l.sku_id as "skuId", l.num, l.refunded_num as "refundedNum", l.returned_num as "returnedNum", l.handed_over_num as "handedOverNum"
     from order_lines l join orders o on o.id = l.order_id where o.order_no = '${orderNo}' order by l.id`,
  );
const lineIds = async (orderNo: string) =>
  (await q<{ id: number }>(`select l.id from order_lines l join orders o on o.id = l.order_id where o.order_no = '${orderNo}' order by l.id`)).map((r) => r.id);
const messagesOf = (orderNo: string, event: string) =>
  q<{ language: Lang; body: string; channel: string }>(
    `select m.language, m.body_text as body, m.channel from messages m join orders o on o.id = m.order_id where o.order_no = '${orderNo}' and m.event = '${event}'`,
  );

describe('the counter hands over only what is due', () => {
  it('a paid two-line pick-up order, one line refunded with goods back to Mong Kok, prepared: the code finds only the other line and hands over only it', async () => {
    const [a, b] = [await sku(), await sku()];
    const orderNo = await placeOrder(
      t,
      memberToken,
      [
        { skuId: a, num: 1 },
        { skuId: b, num: 1 },
      ],
      { pickupStoreCode: 'CWB' },
    );
    await payBySandbox(t, memberToken, orderNo);
    const [lineA] = await lineIds(orderNo);
    const mkk = await stock(a, 'MKK');
    const refund = await bo('orders/refundLines', {
      orderNo,
      lines: [{ lineId: lineA, num: 1, goodsReturned: true }],
      returnStoreCode: 'MKK',
      requestKey: 'ledger-a',
      reason: 'changed mind',
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(await stock(a, 'MKK')).toBe(mkk + 1);
    expect((await bo('orders/prepare', { orderNo })).status).toBe(200);

    const code = (await memberDetail(orderNo)).collectionCode as string;
    const found = await bo('counter/find', { code }, counter);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    const skuCodeOf = async (id: number) => (await q<{ code: string }>(`select sku_code as code from skus where id = ${id}`))[0]!.code;
    expect(found.body.data.lines.map((l: { skuCode: string; num: number }) => [l.skuCode, l.num])).toEqual([[await skuCodeOf(b), 1]]);
    expect(found.body.data.refundedLines.map((l: { skuCode: string }) => l.skuCode)).toEqual([await skuCodeOf(a)]);
    expect(found.body.data.canHandOver).toBe(true);

    const done = await bo('counter/handOver', { code }, counter);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.status).toBe('completed');
    expect(done.body.data.lines.map((l: { skuCode: string }) => l.skuCode)).toEqual([await skuCodeOf(b)]);
    expect(await ledger(orderNo)).toEqual([
      { skuId: a, num: 1, refundedNum: 1, returnedNum: 1, handedOverNum: 0 },
      { skuId: b, num: 1, refundedNum: 0, returnedNum: 0, handedOverNum: 1 },
    ]);
  });

  it('a refund after hand-over is a return: handed over goes down, returned up, goods back to the named shop; the database holds the invariant', async () => {
    const s = await sku();
    const orderNo = await placeOrder(t, memberToken, [{ skuId: s, num: 2 }], { pickupStoreCode: 'CWB' });
    await payBySandbox(t, memberToken, orderNo);
    await bo('orders/prepare', { orderNo });
    const code = (await memberDetail(orderNo)).collectionCode as string;
    expect((await bo('counter/handOver', { code }, counter)).status).toBe(200);
    expect((await ledger(orderNo))[0]).toMatchObject({ handedOverNum: 2, refundedNum: 0 });
    const tst = await stock(s, 'TST');
    const [lineId] = await lineIds(orderNo);
    // goodsReturned false, but the units were handed over: the customer brings them back.
    const res = await bo('orders/refundLines', {
      orderNo,
      lines: [{ lineId, num: 1, goodsReturned: false }],
      returnStoreCode: 'TST',
      requestKey: 'return-one',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await ledger(orderNo))[0]).toMatchObject({ num: 2, refundedNum: 1, returnedNum: 1, handedOverNum: 1 });
    expect(await stock(s, 'TST')).toBe(tst + 1);
    expect(res.body.data.refunds.lines[0]).toMatchObject({ handedOverNum: 1, refundedNum: 1 });
    await expect(q(`update order_lines set handed_over_num = 2 where id = ${lineId}`)).rejects.toThrow();
  });

  it('shipping a delivery order hands over its due units', async () => {
    const addressId = (
      await q<{ id: number }>(`select a.id from member_addresses a join members m on m.id = a.member_id where m.member_no = 'JH10000001' limit 1`)
    )[0]!.id;
    const orderNo = await placeOrder(t, memberToken, [{ skuId: await sku(), num: 2 }], { addressId });
    await payBySandbox(t, memberToken, orderNo);
    const [lineId] = await lineIds(orderNo);
    await bo('orders/refundLines', { orderNo, lines: [{ lineId, num: 1, goodsReturned: true }], requestKey: 'ship-refund-1' });
    expect((await bo('orders/ship', { orderNo, trackingNo: 'SF1234567' })).status).toBe(200);
    expect((await ledger(orderNo))[0]).toMatchObject({ num: 2, refundedNum: 1, handedOverNum: 1 });
  });
});

describe('only money received is refunded', () => {
  it('an unpaid pay-at-shop order, prepared: refund refused in three languages, cancel works, no "refunded" message', async () => {
    const s = await sku();
    const orderNo = await placeOrder(t, memberToken, [{ skuId: s, num: 1 }], { pickupStoreCode: 'CWB' });
    expect((await t.call('app/page/order/payOrder', { orderNo, method: 'at_shop' }, { token: memberToken })).body.data.order.status).toBe('reserved');
    expect((await bo('orders/prepare', { orderNo })).status).toBe(200);
    const eshop = await stock(s, 'ESHOP');

    const full = await bo('orders/refund', { orderNo, reason: 'x' });
    expect([full.status, full.body.errorCode]).toEqual([409, 80120]);
    const [lineId] = await lineIds(orderNo);
    for (const lang of ['zh_HK', 'zh_CN', 'en']) {
      const part = await t.call(
        'app/backOffice/orders/refundLines',
        { orderNo, lines: [{ lineId, num: 1, goodsReturned: true }], requestKey: `unpaid-${lang}` },
        { token: admin, lang },
      );
      expect([part.status, part.body.errorCode]).toEqual([409, 80120]);
      expect(part.body.errorMessage).toBeTruthy();
    }
    expect(await q(`select 1 from order_refunds r join orders o on o.id = r.order_id where o.order_no = '${orderNo}'`)).toEqual([]);

    const cancelled = await bo('orders/cancel', { orderNo, reason: 'never came' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.order.status).toBe('cancelled');
    expect(await stock(s, 'ESHOP')).toBe(eshop + 1);
    expect(await messagesOf(orderNo, 'order_refunded')).toEqual([]);
    expect((await messagesOf(orderNo, 'order_cancelled')).length).toBeGreaterThan(0);
  });

  it('a paid prepared order is refunded, not cancelled', async () => {
    const orderNo = await placeOrder(t, memberToken, [{ skuId: await sku(), num: 1 }], { pickupStoreCode: 'CWB' });
    await payBySandbox(t, memberToken, orderNo);
    await bo('orders/prepare', { orderNo });
    const res = await bo('orders/cancel', { orderNo });
    expect([res.status, res.body.errorCode]).toEqual([409, 80123]);
  });

  it('refunded never passes received per payment', async () => {
    const orderNo = await placeOrder(t, memberToken, [{ skuId: await sku(), num: 2 }], { pickupStoreCode: 'CWB' });
    await payBySandbox(t, memberToken, orderNo);
    // The payment received less than the lines say (e.g. a partial capture): the second unit's refund is refused.
    const [p] = await q<{ id: string; amount: number }>(
      `select p.id, p.amount from payments p join orders o on o.id = p.order_id where o.order_no = '${orderNo}'`,
    );
    await q(`update payments set amount = ${Math.floor(p!.amount / 2) + 1} where id = '${p!.id}'`);
    const [lineId] = await lineIds(orderNo);
    expect((await bo('orders/refundLines', { orderNo, lines: [{ lineId, num: 1, goodsReturned: true }], requestKey: 'capture-one' })).status).toBe(200);
    const second = await bo('orders/refundLines', { orderNo, lines: [{ lineId, num: 1, goodsReturned: true }], requestKey: 'capture-two' });
    expect([second.status, second.body.errorCode]).toEqual([409, 80121]);
    const [after] = await q<{ refunded: number; amount: number }>(`select refunded_amount as refunded, amount from payments where id = '${p!.id}'`);
    expect(after!.refunded).toBeLessThanOrEqual(after!.amount);
    expect((await ledger(orderNo))[0]).toMatchObject({ refundedNum: 1 });
  });
});

describe('one name for the way back', () => {
  async function names(orderNo: string) {
    const boRefunds = (await bo('orders/refunds', { orderNo })).body.data.refunds as { wayBack: RefundWayBackWire | null }[];
    const member = (await memberDetail(orderNo)).refunds as { wayBack: RefundWayBackWire | null }[];
    const [msg] = (await messagesOf(orderNo, 'order_refunded')).filter((m) => m.channel === 'email');
    return { boRefunds, member, msg: msg! };
  }

  it('a card-paid order: the back office and the member message name the same way back (not "shop refund")', async () => {
    const orderNo = await placeOrder(t, memberToken, [{ skuId: await sku(), num: 1 }], { pickupStoreCode: 'CWB' });
    await payBySandbox(t, memberToken, orderNo);
    expect((await bo('orders/refund', { orderNo, goodsReturned: true })).status).toBe(200);
    const { boRefunds, member, msg } = await names(orderNo);
    expect(boRefunds[0]!.wayBack).toMatchObject({ provider: 'sandbox_card' });
    expect(member[0]!.wayBack).toEqual(boRefunds[0]!.wayBack);
    expect(msg.body).toContain(refundWayBackWireLabel(boRefunds[0]!.wayBack!, msg.language));
    expect(refundWayBackWireLabel(boRefunds[0]!.wayBack!, 'en')).toBe('sandbox card');
  });

  it('a cash payment at the counter is refunded as "cash at <shop> counter" on both sides', async () => {
    const orderNo = await placeOrder(t, memberToken, [{ skuId: await sku(), num: 1 }], { pickupStoreCode: 'CWB' });
    await t.call('app/page/order/payOrder', { orderNo, method: 'at_shop' }, { token: memberToken });
    await bo('orders/prepare', { orderNo });
    const code = (await memberDetail(orderNo)).collectionCode as string;
    expect((await bo('counter/handOver', { code, payment: { method: 'cash', reference: '' } }, counter)).status).toBe(200);
    expect((await bo('orders/refund', { orderNo, goodsReturned: true })).status).toBe(200);
    const { boRefunds, member, msg } = await names(orderNo);
    expect(refundWayBackWireLabel(boRefunds[0]!.wayBack!, 'en')).toBe('cash at Jade Harbour Causeway Bay counter');
    expect(member[0]!.wayBack).toEqual(boRefunds[0]!.wayBack);
    expect(msg.body).toContain(refundWayBackWireLabel(boRefunds[0]!.wayBack!, msg.language));
  });
});

describe('reconciliation matches each payment and refund with its counterpart', () => {
  it('a refund recorded with no money received is unmatched; "all matched" only when everything matched', async () => {
    const date = hkIsoDate(new Date());
    const orderNo = await placeOrder(t, memberToken, [{ skuId: await sku(), num: 1 }], { pickupStoreCode: 'CWB' });
    await t.call('app/page/order/payOrder', { orderNo, method: 'at_shop' }, { token: memberToken });
    // What main allowed before (issue 37): a refund row with no payment behind it.
    await q(`insert into order_refunds (order_id, request_key, amount, lines) select id, 'legacy', 200000, '[]' from orders where order_no = '${orderNo}'`);
    const r = (await bo('payments/reconciliation', { date })).body.data;
    const row = r.rows.find((x: { orderNo: string; kind: string }) => x.orderNo === orderNo && x.kind === 'refund');
    expect(row).toMatchObject({ match: 'no_payment', method: 'unknown', amount: -200000 });
    expect(r.mismatchCount).toBeGreaterThanOrEqual(1);
    expect(r.allMatched).toBe(false);
    // Sandbox and counter rows of the day match their own records.
    expect(r.rows.filter((x: { method: string }) => x.method === 'sandbox_card').every((x: { match: string }) => x.match === 'sandbox')).toBe(true);
    expect(r.rows.filter((x: { method: string }) => x.method === 'counter_cash').every((x: { match: string }) => x.match === 'counter')).toBe(true);
  });
});
