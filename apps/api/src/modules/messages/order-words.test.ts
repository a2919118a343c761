import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, ORDER_WORDING_KEYS, orderWording, type OrderStatus, type PaymentMethod } from '@shop/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoMember, placeOrder, payBySandbox, stockedSku } from '../../../test/orders-fixture.ts';
import { hkDateTime } from './hk-date-time.ts';
import { moneyLines } from './order-words.ts';

/*
 * Words follow state (issue 37, decision 365): a message says "paid" only when money was received, names
 * how, and names the order's real hold (a Hong Kong date and time) when it asks the member to act by it.
 */

const SAYS_PAID = /\bpaid by\b|^Paid:|已付款/;
const UNPAID_KEYS = ['await_online', 'await_online_or_shop', 'pay_at_shop', 'ready_pay_at_shop', 'cancelled_unpaid', 'expired_unpaid', 'expired_pay_at_shop'];

describe('the money sentence of every wording key', () => {
  it('says paid (and by what) exactly for the keys of received money, in the three languages', () => {
    for (const key of ORDER_WORDING_KEYS) {
      for (const lang of LANGS) {
        const payBy = UNPAID_KEYS.slice(0, 4).includes(key) ? '2026-12-06T01:26:00Z' : null;
        const text = moneyLines({ key, payBy, paidWith: payBy ? null : 'octopus' }, lang, 200000, 'CWB').join('\n');
        if (UNPAID_KEYS.includes(key)) expect(text, `${key} ${lang}`).not.toMatch(SAYS_PAID);
        else if (key !== 'refunded') expect(text, `${key} ${lang}`).toMatch(/Octopus|八達通|八达通/);
        if (payBy) expect(text, `${key} ${lang}`).toContain(hkDateTime(payBy, lang));
      }
    }
  });
});

describe('hkDateTime', () => {
  it('writes Hong Kong wall time in each language, the same from its kept formatters on a second call', () => {
    const at = '2026-03-01T04:05:00.000Z';
    const want = { zh_HK: '2026年3月1日 12:05', zh_CN: '2026年3月1日 12:05', en: '1 Mar 2026, 12:05' } as const;
    for (const round of [1, 2])
      for (const [lang, text] of Object.entries(want)) expect(hkDateTime(at, lang as keyof typeof want), `${lang} ${round}`).toBe(text);
    // Across midnight in Hong Kong: the date is Hong Kong's, not UTC's.
    expect(hkDateTime(new Date('2026-03-01T16:30:00.000Z'), 'en')).toBe('2 Mar 2026, 00:30');
  });
});

let t: TestApp;
let token: string;
let skuId: number;
const q = <T = Record<string, unknown>>(sql: string) => t.database.query<T>(sql);
const mails = (orderNo: string, event: string) =>
  q<{ body_text: string; subject: string; wording: string | null }>(
    `select m.body_text, m.subject, m.wording from messages m join orders o on o.id = m.order_id
     where o.order_no = '${orderNo}' and m.event = '${event}' and m.channel = 'email' order by m.id`,
  );

beforeAll(async () => {
  t = await createTestApp({ env: { MESSAGE_WORKER_INTERVAL_MS: '0', ORDER_SWEEP_INTERVAL_MS: '0' } });
  token = (await demoMember(t)).token;
  await q(`update members set email = 'mei@example.com', notify_email = true, message_language = 'en' where phone = '91234567'`);
  skuId = await stockedSku(t);
});
afterAll(() => t.close());

describe('messages written with the change', () => {
  it('pay at the shop: the member is told the real seven-day hold as a Hong Kong date, and nothing is called paid', async () => {
    const orderNo = await placeOrder(t, token, [{ skuId, num: 1 }]);
    const before = Date.now();
    const res = await t.call('app/page/order/payOrder', { orderNo, method: 'at_shop' }, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const hold = res.body.data.order.expiresAt as string;
    // The hold is the pick-up hold (seven days by default), not the order's payment window.
    expect(new Date(hold).getTime() - before).toBeGreaterThan(6.9 * 86_400_000);
    const [placed] = await mails(orderNo, 'order_placed');
    const [reserved] = await mails(orderNo, 'order_reserved');
    expect(placed!.wording).toBe('await_online_or_shop');
    expect(reserved!.wording).toBe('pay_at_shop');
    expect(reserved!.body_text).toContain(hkDateTime(hold, 'en'));
    expect(reserved!.body_text).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
    expect(reserved!.body_text).toContain('Nothing has been paid yet');
    expect(`${reserved!.subject}\n${reserved!.body_text}\n${placed!.body_text}`).not.toMatch(SAYS_PAID);
  });

  it('card paid: the paid message names the way it was paid', async () => {
    const orderNo = await placeOrder(t, token, [{ skuId, num: 1 }]);
    await payBySandbox(t, token, orderNo);
    const [paid] = await mails(orderNo, 'order_paid');
    expect(paid!.wording).toBe('paid');
    expect(paid!.body_text).toContain('paid by credit card (sandbox)');
  });

  it("every order message's wording is what orderWording says of the order now, for these orders", async () => {
    const list = await q<{ wording: string; event: string; status: OrderStatus; take_way: 'pickup' | 'delivery'; payment_method: PaymentMethod | null }>(
      `select m.wording, m.event, o.status, o.take_way, o.payment_method from messages m join orders o on o.id = m.order_id
       where m.event in ('order_reserved', 'order_paid') and m.channel = 'email'`,
    );
    expect(list.length).toBeGreaterThanOrEqual(2);
    for (const m of list) {
      const now = orderWording({ status: m.status, takeWay: m.take_way, paymentMethod: m.payment_method, paidWith: null, paidAt: null, expiresAt: null });
      expect(m.wording, m.event).toBe(now.key);
    }
  });
});
