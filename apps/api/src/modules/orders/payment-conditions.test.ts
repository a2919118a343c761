import { beforeAll, describe, expect, it } from 'vitest';
import { takeOrderTotals, type PaymentMethod } from '@shop/contract';
import { backOfficeHelpers, testAppPerFile } from '../../../test/back-office-fixture.ts';
import { deskSignIn, takeOrderBody } from '../../../test/orders-fixture.ts';

/*
 * Issue 37: "Pay by credit card: HK$500 off" (the demo's CARD500, decision 355) goes with card payments
 * only. The preview and takeOrder price for the way the member means to pay; paying another way, or at
 * the counter with a method of another kind, re-prices the order first (decision 357).
 */

const t = testAppPerFile();
const { q } = backOfficeHelpers(t);

let token: string, counter: string, admin: string;
beforeAll(async () => void ({ memberToken: token, counter, admin } = await deskSignIn(t)));

let offset = 0;
/** A sku of HK$4,000 or more outside the categories with offers of their own: only CARD500 applies to it. */
async function dearSku(): Promise<number> {
  const [row] = await q<{ id: number }>(`
    select k.id from skus k join spus p on p.id = k.spu_id join categories c on c.id = p.category_id
    join sku_stocks s on s.sku_id = k.id and s.store_code = 'ESHOP'
    where k.status = 'on' and p.status = 'on' and s.qty >= 3 and k.price >= 400000 and k.weight_quote is null
      and c.title->>'en' not in ('Rings', 'Pearls', 'Watches')
    order by k.id offset ${offset++} limit 1`);
  return row!.id;
}

const preview = async (skuId: number, paymentMethod?: PaymentMethod, lang = 'en') =>
  (await t.call('app/page/order/preview', { skuList: [{ skuId, num: 1 }], ...(paymentMethod ? { paymentMethod } : {}) }, { lang })).body.data;

/** A pick-up order at CWB priced for `method` (none: the default, card). */
async function order(skuId: number, method?: PaymentMethod) {
  const pv = await preview(skuId, method);
  const res = await t.call(
    'app/page/order/takeOrder',
    takeOrderBody(`pc-${Date.now()}-${offset}-${method}`, [{ skuId, num: 1 }], pv, { pickupStoreCode: 'CWB' }, method),
    {
      token,
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.order;
}

const bo = (path: string, body: unknown, tok = admin) => t.call(`app/backOffice/${path}`, body, { token: tok, lang: 'en' });

describe('the preview prices for the way the member means to pay', () => {
  it('gives the card offer to card, not to pay at the shop, and says which kind its price assumes', async () => {
    const skuId = await dearSku();
    const card = await preview(skuId, 'sandbox_card');
    const byDefault = await preview(skuId);
    const atShop = await preview(skuId, 'at_shop');
    expect(card.pricedPaymentKind).toBe('card');
    expect(byDefault.pricedPaymentKind).toBe('card');
    expect(atShop.pricedPaymentKind).toBe('counter');
    expect(card.skuList[0].promotions.map((p: { code: string }) => p.code)).toContain('CARD500');
    expect(card.skuList[0].promotions.find((p: { code: string }) => p.code === 'CARD500').paymentCondition).toBe('card');
    expect(atShop.skuList[0].promotions.map((p: { code: string }) => p.code)).not.toContain('CARD500');
    expect(atShop.totalPayPrice - card.totalPayPrice).toBe(50_000);
    expect(byDefault.totalPayPrice).toBe(card.totalPayPrice);
    // Pay at the shop names the offer it leaves out, and the card price names none.
    expect(atShop.otherMethodOffers).toMatchObject([{ code: 'CARD500', paymentCondition: 'card', discount: 50_000 }]);
    expect(card.otherMethodOffers).toEqual([]);
  });
});

describe('takeOrder keeps the kind it priced for', () => {
  it('prices a pay-at-the-shop order without the card offer; the card totals are refused for it', async () => {
    const skuId = await dearSku();
    const card = await preview(skuId, 'sandbox_card');
    const wrong = await t.call(
      'app/page/order/takeOrder',
      takeOrderBody(`pc-wrong-${Date.now()}`, [{ skuId, num: 1 }], card, { pickupStoreCode: 'CWB' }, 'at_shop'),
      { token },
    );
    expect([wrong.status, wrong.body.errorCode]).toEqual([409, 40503]);
    const o = await order(skuId, 'at_shop');
    expect(o.pricedPaymentKind).toBe('counter');
    expect(o.totalPayPrice).toBe(card.totalPayPrice + 50_000);
    const [row] = await q<{ kind: string; promos: string }>(
      `select priced_payment_kind as kind, promotions::text as promos from orders where order_no = '${o.orderNo}'`,
    );
    expect(row!.kind).toBe('counter');
    expect(row!.promos).not.toContain('CARD500');
  });
});

describe('paying another way re-prices first', () => {
  it('pay at the shop for a card-priced order: refused with the new amount, re-priced when the member accepts it', async () => {
    const skuId = await dearSku();
    const o = await order(skuId, 'sandbox_card');
    const counterTotal = (await preview(skuId, 'at_shop')).totalPayPrice;
    for (const lang of ['zh_HK', 'zh_CN', 'en']) {
      const refused = await t.call('app/page/order/payOrder', { orderNo: o.orderNo, method: 'at_shop' }, { token, lang });
      expect([refused.status, refused.body.errorCode]).toEqual([409, 40540]);
      expect(refused.body.errorMessage).toContain('CARD500');
      expect(refused.body.errorMessage.replace(/,/g, '')).toContain(String(counterTotal / 100));
    }
    const stale = await t.call('app/page/order/payOrder', { orderNo: o.orderNo, method: 'at_shop', acceptRepricedTotal: o.totalPayPrice }, { token });
    expect(stale.body.errorCode).toBe(40540);
    const done = await t.call('app/page/order/payOrder', { orderNo: o.orderNo, method: 'at_shop', acceptRepricedTotal: counterTotal }, { token });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.order).toMatchObject({ status: 'reserved', totalPayPrice: counterTotal, pricedPaymentKind: 'counter' });
    const pay = await q<{ amount: number }>(`select p.amount from payments p join orders o on o.id = p.order_id where o.order_no = '${o.orderNo}'`);
    expect(pay).toEqual([{ amount: counterTotal }]);
    const [line] = await q<{ pay: number }>(
      `select l.total_pay_price as pay from order_lines l join orders o on o.id = l.order_id where o.order_no = '${o.orderNo}'`,
    );
    expect(line!.pay).toBe(counterTotal);
  });

  it('a card payment of a card-priced order keeps its price', async () => {
    const skuId = await dearSku();
    const o = await order(skuId, 'sandbox_card');
    const res = await t.call('app/page/order/payOrder', { orderNo: o.orderNo, method: 'sandbox_card' }, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.order.totalPayPrice).toBe(o.totalPayPrice);
  });
});

describe('the counter re-prices before it takes another kind of payment', () => {
  /**
   * An unpaid card-priced order waiting at the counter: as orders placed before payment conditions were
   * reserved (the HK$500-off-for-cash orders), made so with SQL; then prepared.
   */
  async function cardPricedAtCounter(): Promise<{ orderNo: string; code: string; cardTotal: number; cashTotal: number }> {
    const skuId = await dearSku();
    const o = await order(skuId, 'sandbox_card');
    const cashTotal = (await preview(skuId, 'at_shop')).totalPayPrice;
    const [row] = await q<{ id: number }>(`update orders set status = 'reserved', payment_method = 'at_shop' where order_no = '${o.orderNo}' returning id`);
    await q(`insert into payments (id, order_id, provider, amount, status) values ('pc${row!.id}', ${row!.id}, 'at_shop', ${o.totalPayPrice}, 'pending')`);
    expect((await bo('orders/prepare', { orderNo: o.orderNo })).status).toBe(200);
    const code = (await t.call('app/page/order/getOrderDetail', { orderNo: o.orderNo }, { token })).body.data.collectionCode as string;
    return { orderNo: o.orderNo, code, cardTotal: o.totalPayPrice, cashTotal };
  }

  it('cash is refused with the new price, then re-priced and taken in one step, audited and in the history', async () => {
    const { orderNo, code, cardTotal, cashTotal } = await cardPricedAtCounter();
    const found = await bo('counter/find', { code }, counter);
    expect(found.body.data.amountDue).toBe(cardTotal);
    const by = Object.fromEntries(found.body.data.amountByMethod.map((m: { method: string; amount: number; repriced: boolean }) => [m.method, m]));
    expect(by.cash).toEqual({ method: 'cash', amount: cashTotal, repriced: true });
    expect(by.card_terminal).toEqual({ method: 'card_terminal', amount: cardTotal, repriced: false });

    const refused = await bo('counter/handOver', { code, payment: { method: 'cash', reference: '' } }, counter);
    expect([refused.status, refused.body.errorCode]).toEqual([409, 81040]);
    expect(refused.body.errorMessage.replace(/,/g, '')).toContain(String(cashTotal / 100));
    const wrong = await bo('counter/handOver', { code, payment: { method: 'cash', reference: '' }, acceptRepricedTotal: cardTotal }, counter);
    expect(wrong.body.errorCode).toBe(81040);

    const done = await bo('counter/handOver', { code, payment: { method: 'cash', reference: '' }, acceptRepricedTotal: cashTotal }, counter);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'completed', paid: true });
    const [o] = await q<{ total: number; kind: string }>(
      `select total_pay_price as total, priced_payment_kind as kind from orders where order_no = '${orderNo}'`,
    );
    expect(o).toEqual({ total: cashTotal, kind: 'cash' });
    const pays = await q<{ amount: number; status: string; method: string }>(
      `select p.amount, p.status, p.method from payments p join orders o on o.id = p.order_id where o.order_no = '${orderNo}'`,
    );
    expect(pays).toEqual([{ amount: cashTotal, status: 'succeeded', method: 'cash' }]);
    const detail = await bo('orders/detail', { orderNo });
    expect(detail.body.data.history.map((h: { action: string }) => h.action)).toEqual(['prepare', 'reprice', 'handOver']);
    const audit = await q<{ n: number }>(`select count(*)::int as n from audit_log where entity = 'orders' and entity_id = '${orderNo}' and action = 'update'`);
    expect(audit[0]!.n).toBe(1);
    await q(`delete from collection_code_scope_tries`);
  });

  it('the card terminal takes a card-priced order at its price', async () => {
    const { orderNo, code, cardTotal } = await cardPricedAtCounter();
    const done = await bo('counter/handOver', { code, payment: { method: 'card_terminal', reference: 'SLIP-1' } }, counter);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const pays = await q<{ amount: number }>(`select p.amount from payments p join orders o on o.id = p.order_id where o.order_no = '${orderNo}'`);
    expect(pays).toEqual([{ amount: cardTotal }]);
    await q(`delete from collection_code_scope_tries`);
  });

  it('a pay-at-the-shop order paid by the card terminal may be re-priced down to the card price', async () => {
    const skuId = await dearSku();
    const o = await order(skuId, 'at_shop');
    const cardTotal = (await preview(skuId, 'sandbox_card')).totalPayPrice;
    expect((await t.call('app/page/order/payOrder', { orderNo: o.orderNo, method: 'at_shop' }, { token })).status).toBe(200);
    expect((await bo('orders/prepare', { orderNo: o.orderNo })).status).toBe(200);
    const code = (await t.call('app/page/order/getOrderDetail', { orderNo: o.orderNo }, { token })).body.data.collectionCode as string;
    const found = await bo('counter/find', { code }, counter);
    const terminal = found.body.data.amountByMethod.find((m: { method: string }) => m.method === 'card_terminal');
    expect(terminal).toEqual({ method: 'card_terminal', amount: cardTotal, repriced: true });
    const done = await bo('counter/handOver', { code, payment: { method: 'card_terminal', reference: 'SLIP-2' }, acceptRepricedTotal: cardTotal }, counter);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const [row] = await q<{ total: number }>(`select total_pay_price as total from orders where order_no = '${o.orderNo}'`);
    expect(row!.total).toBe(cardTotal);
    expect(takeOrderTotals(o).actualPrice).toBe(cardTotal + 50_000);
    await q(`delete from collection_code_scope_tries`);
  });
});

describe('the promotion form keeps the condition', () => {
  it('the demo card offer is for card; a new offer is for any payment unless told', async () => {
    const list = await bo('promotions/list', { search: 'CARD500' });
    expect(list.body.data.list[0]).toMatchObject({ code: 'CARD500', paymentCondition: 'card' });
    const got = await bo('promotions/get', { id: list.body.data.list[0].id });
    expect(got.body.data.values.paymentCondition).toBe('card');
  });
});
