import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hkIsoDate } from '@shop/contract';
import { readConfig } from '../../config.ts';
import type { FakeStripe } from '../../../test/fake-stripe.ts';
import { demoMember, placeOrder, payBySandbox, skuSource } from '../../../test/orders-fixture.ts';
import { staffToken } from '../../../test/staff-login.ts';
import { appWithFakeStripe } from '../../../test/stripe-app.ts';
import type { TestApp } from '../../../test/test-app.ts';

/*
 * Stripe end to end without the network (issue 29): the official SDK talks to a local server that
 * answers as Stripe's API does and records what it was sent (test/fake-stripe.ts); webhook events are
 * signed with the SDK's generateTestHeaderString and handed to the app's real webhook route. Nothing in
 * our code path is replaced.
 */

let fake: FakeStripe;
let t: TestApp;
let member: string;
let admin: string;

beforeAll(async () => {
  ({ t, fake } = await appWithFakeStripe('api_suite', {
    logStream: { write: (l: string) => void (l.includes('"level":50') && console.log(l.slice(0, 1500))) },
    // Short, so the timeout test is quick; the SDK then retries with the same idempotency key.
    env: { ORDER_OPEN_MAX: '1000', ORDER_OPEN_UNITS_MAX: '100000', STRIPE_TIMEOUT_MS: '800' },
  }));
  member = (await demoMember(t)).token;
  admin = await staffToken(t, 6);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const q = <T = Record<string, unknown>>(sql: string) => t.database.query<T>(sql);
const sku = skuSource(q, 0, 'k.price > 0');
const orderOf = async (orderNo: string) =>
  (
    await q<{ id: number; status: string; paymentMethod: string | null; total: number }>(
      `select id, status, payment_method as "paymentMethod", total_pay_price as total from orders where order_no = '${orderNo}'`,
    )
  )[0]!;
const paymentsOf = async (orderNo: string) =>
  q<{ id: string; status: string; flag: string | null; lastError: string | null; charge: string | null; method: string | null; session: string | null }>(
    `select p.id, p.status, p.flag, p.last_error as "lastError", p.provider_charge as charge, p.provider_method as method, p.provider_session as session
     from payments p join orders o on o.id = p.order_id where o.order_no = '${orderNo}' order by p.created_at`,
  );
/** Messages of one event for the order, per channel (e-mail and SMS each get one). */
const messagesOf = async (orderNo: string, event: string) =>
  Number(
    (
      await q<{ n: number }>(
        `select coalesce(max(n), 0)::int as n from (select count(*) as n from messages m join orders o on o.id = m.order_id where o.order_no = '${orderNo}' and m.event = '${event}' group by m.channel) c`,
      )
    )[0]!.n,
  );

/** A member's order of two lines (2 units of one sku, 1 of another), started with Stripe: answers it and its Checkout Session. */
async function startStripe(lines = [{ num: 2 }, { num: 1 }]) {
  const skuList = [];
  for (const l of lines) skuList.push({ skuId: await sku(), num: l.num });
  const orderNo = await placeOrder(t, member, skuList, { pickupStoreCode: 'CWB' });
  const res = await t.call('app/page/order/payOrder', { orderNo, method: 'stripe' }, { token: member });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const url: string = res.body.data.redirectUrl;
  const sessionId = url.split('/').pop()!;
  expect(url).toBe(`${fake.url}/pay/${sessionId}`);
  return { orderNo, sessionId, order: await orderOf(orderNo) };
}

const webhook = (payload: string, header?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', ...(header ? { 'stripe-signature': header } : {}) },
    payload,
  });

describe('paying with Stripe Checkout', () => {
  it('creates a Checkout Session in HKD cents with its idempotency key; the order is paid only by the signed webhook, once', async () => {
    const { orderNo, sessionId, order } = await startStripe();
    const create = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    const [payment] = await paymentsOf(orderNo);
    expect(create.idempotencyKey).toBe(`checkout-${payment!.id}`);
    expect(create.authorization).toBe('Bearer sk_test_api_suite');
    const b = create.body as any;
    expect([b.mode, b.currency, Number(b.line_items['0'].price_data.unit_amount), b.metadata.paymentId, b.metadata.orderNo]).toEqual([
      'payment',
      'hkd',
      order.total,
      payment!.id,
      orderNo,
    ]);
    expect(Object.values(b.allowed_payment_method_types)).toEqual(['card', 'alipay', 'wechat_pay']);
    expect(payment!.session).toBe(sessionId);
    // The shopper's return is not a confirmation.
    expect((await orderOf(orderNo)).status).toBe('pending_payment');

    const { completed, intent } = fake.completeSession(sessionId);
    const ev = fake.signed('checkout.session.completed', completed);
    const first = await webhook(ev.payload, ev.header);
    expect([first.statusCode, first.json().outcome]).toEqual([200, 'handled']);
    expect(await orderOf(orderNo)).toMatchObject({ status: 'paid', paymentMethod: 'stripe' });
    // The charge and the method were read back through the SDK (PaymentIntent with its latest charge).
    expect(await paymentsOf(orderNo)).toMatchObject([{ status: 'succeeded', charge: intent.latest_charge, method: 'card', flag: null }]);
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${intent.id}`)).toBe(true);
    expect(await messagesOf(orderNo, 'order_paid')).toBe(1);

    // The same event delivered again: nothing changes.
    const again = await webhook(ev.payload, ev.header);
    expect([again.statusCode, again.json().outcome]).toEqual([200, 'duplicate']);
    // Stripe's second confirmation of the same payment (another event): no second "paid".
    expect(await fake.deliver('payment_intent.succeeded', intent)).toBe(200);
    expect(await messagesOf(orderNo, 'order_paid')).toBe(1);
    expect(Number((await q<{ n: number }>(`select count(*)::int as n from payment_events where id = '${ev.id}'`))[0]!.n)).toBe(1);

    // The member's order and the back office show it paid by Stripe with the method used.
    const detail = await t.call('app/page/order/getOrderDetail', { orderNo }, { token: member });
    expect(detail.body.data.order.status).toBe('paid');
    const bo = await t.call('app/backOffice/orders/detail', { orderNo }, { token: admin });
    expect(bo.body.data.payments).toMatchObject([{ provider: 'stripe', status: 'succeeded', providerMethod: 'card', flag: null }]);
  });

  it('refuses forged, tampered and unsigned webhooks and records nothing', async () => {
    const { orderNo, sessionId } = await startStripe([{ num: 1 }]);
    const { completed } = fake.completeSession(sessionId);
    const forged = fake.signed('checkout.session.completed', completed, { secret: 'whsec_someone_else' });
    const good = fake.signed('checkout.session.completed', completed);
    const tampered = good.payload.replace(`"amount_total":${completed.amount_total}`, `"amount_total":${completed.amount_total + 1}`);
    for (const [payload, header] of [
      [forged.payload, forged.header],
      [tampered, good.header],
      [good.payload, undefined],
      [good.payload, 't=1,v1=abc'],
    ] as const) {
      const res = await webhook(payload, header);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 83002 });
    }
    expect((await orderOf(orderNo)).status).toBe('pending_payment');
    expect((await q(`select id from payment_events where id in ('${forged.id}', '${good.id}')`)).length).toBe(0);
  });

  it('refuses and flags an amount or currency that is not the order’s; the order stays unpaid', async () => {
    const { orderNo, sessionId, order } = await startStripe([{ num: 1 }]);
    const { completed } = fake.completeSession(sessionId, { amount: order.total - 100 });
    expect(await fake.deliver('checkout.session.completed', completed)).toBe(200);
    expect((await orderOf(orderNo)).status).toBe('pending_payment');
    const [p] = await paymentsOf(orderNo);
    expect(p!.status).toBe('pending');
    expect(p!.flag).toMatch(/^amount_mismatch/);
    const bo = await t.call('app/backOffice/orders/detail', { orderNo }, { token: admin });
    expect(bo.body.data.payments[0].flag).toMatch(/amount_mismatch/);

    const other = await startStripe([{ num: 1 }]);
    const usd = fake.completeSession(other.sessionId, { currency: 'usd' });
    expect(await fake.deliver('payment_intent.succeeded', usd.intent)).toBe(200);
    expect((await orderOf(other.orderNo)).status).toBe('pending_payment');
    expect((await paymentsOf(other.orderNo))[0]!.flag).toMatch(/USD/);
  });

  it('tolerates events out of order: payment_intent.succeeded first, then the session, then an old failure', async () => {
    const { orderNo, sessionId } = await startStripe([{ num: 1 }]);
    const { completed, intent } = fake.completeSession(sessionId);
    expect(await fake.deliver('payment_intent.succeeded', intent)).toBe(200);
    expect((await orderOf(orderNo)).status).toBe('paid');
    expect(await fake.deliver('checkout.session.completed', completed)).toBe(200);
    expect(
      await fake.deliver('payment_intent.payment_failed', {
        ...intent,
        status: 'requires_payment_method',
        last_payment_error: { message: 'Your card was declined.' },
      }),
    ).toBe(200);
    expect(await fake.deliver('checkout.session.expired', { ...completed, status: 'expired' })).toBe(200);
    expect(await paymentsOf(orderNo)).toMatchObject([{ status: 'succeeded', lastError: null }]);
    expect(await messagesOf(orderNo, 'order_paid')).toBe(1);
  });

  it('a declined card leaves the order waiting with the reason; paying again then succeeds', async () => {
    const { orderNo, sessionId } = await startStripe([{ num: 1 }]);
    fake.declineNextPayment = true;
    const page = await fetch(`${fake.url}/pay/${sessionId}/confirm`, { method: 'POST', redirect: 'manual' });
    expect(page.status).toBe(303);
    expect((await orderOf(orderNo)).status).toBe('pending_payment');
    expect((await paymentsOf(orderNo))[0]!.lastError).toBe('Your card was declined.');
    await fake.pay(sessionId);
    expect((await orderOf(orderNo)).status).toBe('paid');
  });
});

describe('refunds through Stripe', () => {
  async function paidOrder() {
    const s = await startStripe();
    await fake.pay(s.sessionId);
    expect((await orderOf(s.orderNo)).status).toBe('paid');
    const lines = (await t.call('app/backOffice/orders/refunds', { orderNo: s.orderNo }, { token: admin })).body.data.lines as {
      lineId: number;
      totalPayPrice: number;
      num: number;
    }[];
    return { ...s, lines };
  }
  const refundLine = (orderNo: string, lineId: number, num: number, key: string) =>
    t.call('app/backOffice/orders/refundLines', { orderNo, lines: [{ lineId, num, goodsReturned: false }], reason: 'test', requestKey: key }, { token: admin });

  it('one line refunded: a provider refund keyed by the refund record; pending until refund.updated says succeeded', async () => {
    const { orderNo, lines } = await paidOrder();
    const line = lines[1]!;
    const res = await refundLine(orderNo, line.lineId, line.num, `k-${Date.now()}-a`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await q<{ id: string; status: string; providerRefundId: string; amount: number }>(
      `select r.id, r.status, r.provider_refund_id as "providerRefundId", r.amount from payment_refunds r join orders o on o.id = r.order_id where o.order_no = '${orderNo}'`,
    );
    expect(row).toMatchObject({ status: 'pending', amount: line.totalPayPrice });
    const sent = fake.requests.filter((r) => r.path === '/v1/refunds' && r.idempotencyKey === row!.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ amount: String(line.totalPayPrice), metadata: { refundId: row!.id, orderNo } });
    expect(res.body.data.refunds.refunds).toMatchObject([{ amount: line.totalPayPrice, providerStatus: 'pending', providerFailure: null }]);
    let member1 = await t.call('app/page/order/getOrderDetail', { orderNo }, { token: member });
    expect(member1.body.data.refunds).toMatchObject([{ amount: line.totalPayPrice, state: 'pending' }]);

    const pendingAgain = { ...fake.refunds.get(row!.providerRefundId)! };
    expect(await fake.settleRefund(row!.providerRefundId)).toBe(200);
    // An older "pending" arriving late does not undo it, nor does charge.refunded carrying that older copy.
    expect(await fake.deliver('refund.updated', pendingAgain)).toBe(200);
    expect(
      await fake.deliver('charge.refunded', {
        id: pendingAgain.charge,
        object: 'charge',
        amount_refunded: line.totalPayPrice,
        refunds: { object: 'list', data: [pendingAgain] },
      }),
    ).toBe(200);
    member1 = await t.call('app/page/order/getOrderDetail', { orderNo }, { token: member });
    expect(member1.body.data.refunds).toMatchObject([{ state: 'refunded' }]);
    expect(member1.body.data.order.status).toBe('paid');
  });

  it('a refund refused by the provider, and one that fails later, are shown to the merchant as failed', async () => {
    const { orderNo, lines } = await paidOrder();
    fake.refuseNextRefund = { status: 400, type: 'invalid_request_error', code: 'charge_disputed', message: 'This charge is disputed and cannot be refunded.' };
    const refused = await refundLine(orderNo, lines[0]!.lineId, 1, `k-${Date.now()}-b`);
    expect(refused.status).toBe(200);
    expect(refused.body.data.refunds.refunds.at(-1)).toMatchObject({
      providerStatus: 'failed',
      providerFailure: 'This charge is disputed and cannot be refunded.',
    });

    const later = await refundLine(orderNo, lines[1]!.lineId, 1, `k-${Date.now()}-c`);
    expect(later.body.data.refunds.refunds.at(-1)).toMatchObject({ providerStatus: 'pending' });
    const [r] = await q<{ providerRefundId: string }>(
      `select provider_refund_id as "providerRefundId" from payment_refunds where status = 'pending' and provider_refund_id is not null order by created_at desc limit 1`,
    );
    expect(await fake.settleRefund(r!.providerRefundId, 'failed', 'expired_or_canceled_card')).toBe(200);
    const after = await t.call('app/backOffice/orders/refunds', { orderNo }, { token: admin });
    expect(after.body.data.refunds.map((x: { providerStatus: string; providerFailure: string | null }) => [x.providerStatus, x.providerFailure])).toEqual([
      ['failed', 'This charge is disputed and cannot be refunded.'],
      ['failed', 'expired_or_canceled_card'],
    ]);
    const member1 = await t.call('app/page/order/getOrderDetail', { orderNo }, { token: member });
    expect(member1.body.data.refunds.map((x: { state: string }) => x.state)).toEqual(['failed', 'failed']);
  });

  it('a refund whose answer times out is retried with the same key and happens once; the retry job sends nothing more', async () => {
    const { orderNo, lines } = await paidOrder();
    fake.delayNextRefundMs = 1_500;
    const res = await refundLine(orderNo, lines[0]!.lineId, 1, `k-${Date.now()}-d`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await q<{ id: string; providerRefundId: string | null; status: string }>(
      `select r.id, r.provider_refund_id as "providerRefundId", r.status from payment_refunds r join orders o on o.id = r.order_id where o.order_no = '${orderNo}'`,
    );
    const sent = fake.requests.filter((r) => r.path === '/v1/refunds' && r.idempotencyKey === row!.id);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    const made = [...fake.refunds.values()].filter((r) => r.metadata.refundId === row!.id);
    expect(made).toHaveLength(1);
    expect(row!.providerRefundId).toBe(made[0]!.id);
    await t.services.payments.refunds.retryDue();
    expect([...fake.refunds.values()].filter((r) => r.metadata.refundId === row!.id)).toHaveLength(1);
  });

  it('a pay-at-shop / sandbox order is refunded as a counter record: no provider call', async () => {
    const orderNo = await placeOrder(t, member, [{ skuId: await sku(), num: 1 }], { pickupStoreCode: 'CWB' });
    await payBySandbox(t, member, orderNo);
    const before = fake.requests.filter((r) => r.path === '/v1/refunds').length;
    const res = await t.call('app/backOffice/orders/refund', { orderNo, reason: 'counter' }, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(fake.requests.filter((r) => r.path === '/v1/refunds').length).toBe(before);
    const refunds = await t.call('app/backOffice/orders/refunds', { orderNo }, { token: admin });
    expect(refunds.body.data.refunds).toMatchObject([{ providerStatus: null }]);
    const m = await t.call('app/page/order/getOrderDetail', { orderNo }, { token: member });
    expect(m.body.data.refunds).toMatchObject([{ state: 'refunded' }]);
  });
});

describe('reconciliation of a Hong Kong day', () => {
  it('lists payments and refunds per method matched against the balance transactions; mismatches counted; CSV guarded; role 6 only', async () => {
    const s = await startStripe([{ num: 1 }]);
    await fake.pay(s.sessionId);
    const line = (await t.call('app/backOffice/orders/refunds', { orderNo: s.orderNo }, { token: admin })).body.data.lines[0];
    await t.call(
      'app/backOffice/orders/refundLines',
      { orderNo: s.orderNo, lines: [{ lineId: line.lineId, num: 1, goodsReturned: false }], reason: '', requestKey: `k-${Date.now()}-r` },
      { token: admin },
    );
    const date = hkIsoDate(new Date());
    const res = await t.call('app/backOffice/payments/reconciliation', { date }, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.data;
    expect(r.providerChecked).toBe(true);
    const mine = r.rows.filter((x: { orderNo: string }) => x.orderNo === s.orderNo);
    expect(mine).toMatchObject([
      { kind: 'payment', method: 'stripe_card', amount: s.order.total, match: 'matched', providerAmount: s.order.total },
      { kind: 'refund', method: 'stripe_card', amount: -s.order.total, match: 'matched', providerAmount: -s.order.total },
    ]);
    // Per method, our net and the provider's differ by exactly the rows that did not match (earlier tests left a failed and a pending refund).
    const card = r.totals.find((x: { method: string }) => x.method === 'stripe_card');
    const unmatched = r.rows
      .filter((x: { method: string; match: string }) => x.method === 'stripe_card' && x.match !== 'matched')
      .reduce((a: number, x: { amount: number }) => a + x.amount, 0);
    expect(card.net).toBe(card.providerNet + unmatched);
    expect(r.mismatchCount).toBe(
      r.rows.filter((x: { match: string }) => ['missing_at_provider', 'amount_differs', 'no_payment', 'no_counter_record'].includes(x.match)).length +
        r.unknownAtProvider.length,
    );
    // A transaction of the provider's that we have no record of, and a payment the provider never saw.
    fake.balanceTransactions.push({
      id: 'txn_test_stranger',
      object: 'balance_transaction',
      amount: 12_300,
      currency: 'hkd',
      fee: 0,
      net: 12_300,
      type: 'charge',
      source: 'ch_test_stranger',
      created: Math.floor(Date.now() / 1000),
      status: 'pending',
    });
    const paid = await paymentsOf(s.orderNo);
    await q(`update payments set provider_charge = 'ch_test_missing' where id = '${paid[0]!.id}'`);
    const again = (await t.call('app/backOffice/payments/reconciliation', { date }, { token: admin })).body.data;
    // …the stranger, and (its charge id changed here) the real charge of the order is now unknown to us too.
    expect(again.unknownAtProvider).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'txn_test_stranger', amount: 12_300 }), expect.objectContaining({ source: paid[0]!.charge })]),
    );
    expect(again.rows.find((x: { orderNo: string; kind: string }) => x.orderNo === s.orderNo && x.kind === 'payment').match).toBe('missing_at_provider');
    expect(again.mismatchCount).toBeGreaterThanOrEqual(3);
    await q(`update payments set provider_charge = '${paid[0]!.charge}' where id = '${paid[0]!.id}'`);

    const csv = await t.call('app/backOffice/payments/reconciliationCsv', { date }, { token: admin });
    expect(csv.body.data.fileName).toBe(`reconciliation-${date}.csv`);
    const text: string = csv.body.data.csv;
    expect(text.startsWith('\ufeffkind,method,orderNo,timeHK,amountHKD,providerRef,match,providerAmountHKD\r\n')).toBe(true);
    expect(text).toContain(`payment,stripe_card,${s.orderNo},`);
    expect(text).toContain('provider_only,charge,,');

    for (const role of [2, 3, 4, 5] as const) {
      expect((await t.call('app/backOffice/payments/reconciliation', { date }, { token: await staffToken(t, role) })).status).toBe(403);
    }
    expect((await t.call('app/backOffice/payments/reconciliation', { date }, { token: member })).status).toBe(401);
  });
});

describe('configuration', () => {
  it('PAYMENT_PROVIDER=stripe refuses to start without its keys, with a clear message; the sandbox stays refused in production', () => {
    expect(() => readConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(() => readConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', NODE_ENV: 'production' })).toThrow(/needs STRIPE_WEBHOOK_SECRET/);
    expect(() => readConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER must be stripe/);
    expect(() => readConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' })).toThrow(
      /needs PUBLIC_URL/,
    );
    expect(() =>
      readConfig({
        PUBLIC_URL: 'https://shop.example',
        PAYMENT_SANDBOX: '1',
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk',
        STRIPE_WEBHOOK_SECRET: 'wh',
      }),
    ).toThrow(/refused in a production start/);
    const ok = readConfig({ PUBLIC_URL: 'https://shop.example', PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect([ok.paymentSandbox, ok.paymentProvider]).toEqual([false, 'stripe']);
  });
});
